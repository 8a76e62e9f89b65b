import { createFileRoute, redirect } from '@tanstack/react-router';
import { can } from '@kc/domain/can';
import { UserFormPage } from '#web/features/users/components/user-form-page.tsx';

export const Route = createFileRoute('/_authenticated/_default/_internal/internal-users/add-user')({
  beforeLoad: ({ context }) => {
    if (!can(context.me.accessRights, 'User_CREATE')) throw redirect({ to: '/internal-users', replace: true });
  },
  component: function AddUserRoute() {
    const { me } = Route.useRouteContext();
    return <UserFormPage me={me} />;
  },
});
