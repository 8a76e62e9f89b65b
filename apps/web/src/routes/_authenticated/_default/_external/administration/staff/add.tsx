import { ensureAdministrationContext } from '#web/features/administration/api/administration-context.ts';
import { loadStaffForm } from '#web/features/staff/api/staff-route-data.ts';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AdministrationStaffForm } from '#web/features/administration/components/administration-staff-form.tsx';
import { StaffFormPage } from '#web/features/staff/components/staff-form-page.tsx';

export const Route = createFileRoute('/_authenticated/_default/_external/administration/staff/add')({
  loader: async ({ context }) => {
    const admin = await ensureAdministrationContext(context.queryClient, context.me);
    if (admin) await loadStaffForm(context.queryClient, context.me, admin.level, String(admin.id));
  },
  component: AdministrationAddStaff,
});

/** A customer adds a login to the entity it administers; saving returns to /administration. */
function AdministrationAddStaff() {
  const navigate = useNavigate();
  const back = () => void navigate({ to: '/administration' });
  return (
    <AdministrationStaffForm>
      {(context) => (
        <StaffFormPage level={context.level} entityId={context.id} staffId={null} onSaved={back} onRemoved={back} />
      )}
    </AdministrationStaffForm>
  );
}
