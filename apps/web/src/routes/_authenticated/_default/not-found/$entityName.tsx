import { createFileRoute } from '@tanstack/react-router';
import { EntityNotFoundPage } from '#web/components/entity-not-found-page.tsx';

/** /not-found/{entityName}, e.g. /not-found/property. */
export const Route = createFileRoute('/_authenticated/_default/not-found/$entityName')({
  component: EntityNotFoundRoute,
});

function EntityNotFoundRoute() {
  const { entityName } = Route.useParams();
  return <EntityNotFoundPage entityName={entityName} />;
}
