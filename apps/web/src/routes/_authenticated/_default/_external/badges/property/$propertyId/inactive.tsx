import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { EntityNotFoundPage } from '#web/components/entity-not-found-page.tsx';
import { BadgeListPage } from '#web/features/badges/components/badge-list-page.tsx';
import { propertySummaryQueryOptions } from '#web/lib/my-entities.ts';
import { parseId } from '#web/features/staff/api/staff-form-logic.ts';
import { loadBadgeList } from '#web/features/badges/api/badge-route-data.ts';

/** Inactive Employees: deactivated badges, each can be reactivated (badges are never deleted). */
export const Route = createFileRoute('/_authenticated/_default/_external/badges/property/$propertyId/inactive')({
  loader: ({ context, params }) => loadBadgeList(context.queryClient, params.propertyId, false),
  component: InactiveBadges,
});

function InactiveBadges() {
  const id = parseId(Route.useParams().propertyId);
  const summary = useQuery({ ...propertySummaryQueryOptions(id ?? 0), enabled: id !== null });
  if (id === null) return <EntityNotFoundPage entityName="property" />;
  return <BadgeListPage propertyId={id} active={false} propertyName={summary.data?.name ?? null} />;
}
