import type { z } from 'zod';
import type { StaffSearchBodySchema } from '@kc/domain/staff';
import { ROLES, type RoleId } from '@kc/domain/roles';
import type { ServiceContext } from '../context.ts';
import { siteLoginsInScope, type Scope } from '../access/scope.ts';

/** Site logins by name or e-mail, limited to what the caller may reach (spec: POST staff/search). */
export async function searchStaff(ctx: ServiceContext, scope: Scope, body: z.infer<typeof StaffSearchBodySchema>) {
  const where = siteLoginsInScope(scope, {
    deletedAt: null,
    ...(body.includeDisabled ? {} : { disabled: false }),
    ...(body.corporationId ? { corporationId: body.corporationId } : {}),
    ...(body.propertyId ? { properties: { some: { id: body.propertyId } } } : {}),
    ...(body.query
      ? {
          OR: [
            { name: { contains: body.query, mode: 'insensitive' as const } },
            { email: { contains: body.query, mode: 'insensitive' as const } },
          ],
        }
      : {}),
  });
  const [rows, total] = await Promise.all([
    ctx.db.prisma.siteLogin.findMany({
      where,
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      skip: (body.page - 1) * body.perPage,
      take: body.perPage,
      select: {
        id: true,
        name: true,
        email: true,
        commercialLevel: true,
        disabled: true,
        accessRole: { select: { roleId: true } },
        corporation: { select: { id: true, name: true } },
        properties: { select: { id: true, name: true }, orderBy: { name: 'asc' }, take: 5 },
      },
    }),
    ctx.db.prisma.siteLogin.count({ where }),
  ]);
  return {
    total,
    items: rows.map(({ accessRole, ...r }) => ({
      ...r,
      role: accessRole.roleId,
      roleName: ROLES[accessRole.roleId as RoleId] ?? String(accessRole.roleId),
    })),
  };
}
