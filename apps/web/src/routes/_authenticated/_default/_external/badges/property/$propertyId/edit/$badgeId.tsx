import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router';
import { useBadgesT } from '#web/features/badges/i18n/use-badges-t.ts';
import { EntityNotFoundPage } from '#web/components/entity-not-found-page.tsx';
import { BadgeFormPage } from '#web/features/badges/components/badge-form-page.tsx';
import { parseId } from '#web/features/staff/api/staff-form-logic.ts';
import { loadBadgeForm } from '#web/features/badges/api/badge-route-data.ts';

/** Edit Employee Badge. */
export const Route = createFileRoute('/_authenticated/_default/_external/badges/property/$propertyId/edit/$badgeId')({
  loader: ({ context, params }) => loadBadgeForm(context.queryClient, params.badgeId),
  component: EditBadge,
});

function EditBadge() {
  const t = useBadgesT();
  const navigate = useNavigate();
  const router = useRouter();
  const { propertyId, badgeId } = Route.useParams();
  const id = parseId(propertyId);
  const badge = parseId(badgeId);
  if (id === null || badge === null) return <EntityNotFoundPage entityName="badge" />;
  const back = () =>
    router.history.canGoBack()
      ? router.history.back()
      : void navigate({ to: '/badges/property/$propertyId/active', params: { propertyId } });
  return (
    <BadgeFormPage
      propertyId={id}
      badgeId={badge}
      back={{ to: `/badges/property/${propertyId}/active`, label: t('badges.backToList') }}
      onDone={back}
    />
  );
}
