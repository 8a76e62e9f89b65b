import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useBadgesT } from '#web/features/badges/i18n/use-badges-t.ts';
import { EntityNotFoundPage } from '#web/components/entity-not-found-page.tsx';
import { BadgeFormPage } from '#web/features/badges/components/badge-form-page.tsx';
import { parseId } from '#web/features/staff/api/staff-form-logic.ts';

/** Add Employee Badge. */
export const Route = createFileRoute('/_authenticated/_default/_external/badges/property/$propertyId/add')({
  component: AddBadge,
});

function AddBadge() {
  const t = useBadgesT();
  const navigate = useNavigate();
  const { propertyId } = Route.useParams();
  const id = parseId(propertyId);
  if (id === null) return <EntityNotFoundPage entityName="property" />;
  return (
    <BadgeFormPage
      propertyId={id}
      back={{ to: `/badges/property/${propertyId}/active`, label: t('badges.backToActive') }}
      onDone={() => void navigate({ to: '/badges/property/$propertyId/active', params: { propertyId } })}
    />
  );
}
