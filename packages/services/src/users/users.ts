import type { User } from '@kc/domain/users';
import { ROLES, type RoleId } from '@kc/domain/roles';
import type { ServiceContext } from '../context.ts';
import { outOfScope } from '../access/scope.ts';

interface UserRow {
  id: number;
  name: string;
  email: string;
  phoneNumber: string | null;
  roleId: number;
  disabled: boolean;
  lastActivityAt: Date | null;
  version: number;
}

export const toUser = (u: UserRow): User => ({
  id: u.id,
  name: u.name,
  email: u.email,
  phoneNumber: u.phoneNumber,
  roleId: u.roleId,
  roleName: ROLES[u.roleId as RoleId] ?? String(u.roleId),
  disabled: u.disabled,
  lastActivityAt: u.lastActivityAt?.toISOString() ?? null,
  version: u.version,
});

/** Provider staff, optionally of one role (GET users?userRoleId=). */
export async function listUsers(ctx: ServiceContext, roleId?: number): Promise<User[]> {
  const rows = await ctx.db.prisma.internalUser.findMany({
    where: roleId === undefined ? {} : { roleId },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
  return rows.map(toUser);
}

export async function getUser(ctx: ServiceContext, id: number): Promise<User> {
  const row = await ctx.db.prisma.internalUser.findUnique({ where: { id } });
  if (!row) throw outOfScope('User');
  return toUser(row);
}
