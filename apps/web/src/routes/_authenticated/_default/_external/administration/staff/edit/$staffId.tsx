import { ensureAdministrationContext } from '#web/features/administration/api/administration-context.ts';
import { loadStaffForm } from '#web/features/staff/api/staff-route-data.ts';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { EntityNotFoundPage } from '#web/components/entity-not-found-page.tsx';
import { AdministrationStaffForm } from '#web/features/administration/components/administration-staff-form.tsx';
import { parseId } from '#web/features/staff/api/staff-form-logic.ts';
import { StaffFormPage } from '#web/features/staff/components/staff-form-page.tsx';

export const Route = createFileRoute('/_authenticated/_default/_external/administration/staff/edit/$staffId')({
  loader: async ({ context, params }) => {
    const admin = await ensureAdministrationContext(context.queryClient, context.me);
    if (admin) await loadStaffForm(context.queryClient, context.me, admin.level, String(admin.id), params.staffId);
  },
  component: AdministrationEditStaff,
});

/** Saving or removing returns to /administration, where the list is. */
function AdministrationEditStaff() {
  const { staffId } = Route.useParams();
  const navigate = useNavigate();
  const staff = parseId(staffId);
  if (staff === null) return <EntityNotFoundPage entityName="user" />;
  const back = () => void navigate({ to: '/administration' });
  return (
    <AdministrationStaffForm>
      {(context) => (
        <StaffFormPage
          key={staff}
          level={context.level}
          entityId={context.id}
          staffId={staff}
          onSaved={back}
          onRemoved={back}
        />
      )}
    </AdministrationStaffForm>
  );
}
