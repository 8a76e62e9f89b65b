import { createFileRoute } from '@tanstack/react-router';
import { useBadgesT } from '#web/features/badges/i18n/use-badges-t.ts';
import { EntityNotFoundPage } from '#web/components/entity-not-found-page.tsx';
import { RestrictionsPage } from '#web/features/badges/components/restrictions-page.tsx';
import { parseId } from '#web/features/staff/api/staff-form-logic.ts';
import { loadRestrictions } from '#web/features/badges/api/badge-route-data.ts';

/** Restrictions (spec 000 §2.3): which badges may not take which units' keys. */
export const Route = createFileRoute('/_authenticated/_default/_external/badge-restrictions/property/$propertyId')({
  loader: ({ context, params }) => loadRestrictions(context.queryClient, params.propertyId),
  component: BadgeRestrictions,
});

function BadgeRestrictions() {
  const t = useBadgesT();
  const { propertyId } = Route.useParams();
  const id = parseId(propertyId);
  if (id === null) return <EntityNotFoundPage entityName="property" />;
  return (
    <RestrictionsPage
      propertyId={id}
      back={{ to: `/badges/property/${propertyId}/active`, label: t('badges.backToActive') }}
    />
  );
}
