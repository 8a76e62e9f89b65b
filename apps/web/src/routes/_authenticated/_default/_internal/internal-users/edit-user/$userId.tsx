import { loadUser } from '#web/features/users/api/users-route-data.ts';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { can } from '@kc/domain/can';
import { UserFormPage } from '#web/features/users/components/user-form-page.tsx';

export const Route = createFileRoute('/_authenticated/_default/_internal/internal-users/edit-user/$userId')({
  beforeLoad: ({ context }) => {
    if (!can(context.me.accessRights, 'User_CREATE')) throw redirect({ to: '/internal-users', replace: true });
  },
  loader: ({ context, params }) => loadUser(context.queryClient, params.userId),
  component: function EditUserRoute() {
    const { userId } = Route.useParams();
    const { me } = Route.useRouteContext();
    return <UserFormPage key={userId} me={me} userId={Number(userId)} />;
  },
});
