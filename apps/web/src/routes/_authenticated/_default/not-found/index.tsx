import { createFileRoute } from '@tanstack/react-router';
import { EntityNotFoundPage } from '#web/components/entity-not-found-page.tsx';

export const Route = createFileRoute('/_authenticated/_default/not-found/')({
  component: () => <EntityNotFoundPage />,
});
