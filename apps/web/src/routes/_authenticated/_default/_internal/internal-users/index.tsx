import { loadUsers } from '#web/features/users/api/users-route-data.ts';
import { createFileRoute } from '@tanstack/react-router';
import { can } from '@kc/domain/can';
import { isInternalRole } from '@kc/domain/roles';
import { UsersListPage } from '#web/features/users/components/users-list-page.tsx';

export const Route = createFileRoute('/_authenticated/_default/_internal/internal-users/')({
  validateSearch: (search: Record<string, unknown>): { userRoleId?: number } => {
    const id = Number(search.userRoleId);
    return Number.isInteger(id) && isInternalRole(id) && id > 0 ? { userRoleId: id } : {};
  },
  loaderDeps: ({ search }) => ({ userRoleId: search.userRoleId }),
  loader: ({ context, deps }) => loadUsers(context.queryClient, deps.userRoleId),
  component: function InternalUsersRoute() {
    const { userRoleId } = Route.useSearch();
    const { me } = Route.useRouteContext();
    const navigate = Route.useNavigate();
    return (
      <UsersListPage
        userRoleId={userRoleId}
        canManage={can(me.accessRights, 'User_CREATE')}
        onRoleChange={(id) => void navigate({ search: id ? { userRoleId: id } : {}, replace: true })}
      />
    );
  },
});
