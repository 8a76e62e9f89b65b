import type { ResidentUnit } from '@kc/domain/notifications/residents';
import { ADMIN_UNIT } from '@kc/domain/key-control';
import type { ServiceContext } from '../context.ts';
import { assertPropertyInScope, type Scope } from '../access/scope.ts';

/** The property's units a resident may live in (the ADMIN pseudo-unit holds the office keys, not a home). */
export async function listResidentUnits(
  ctx: ServiceContext,
  scope: Scope,
  propertyId: number,
): Promise<ResidentUnit[]> {
  await assertPropertyInScope(ctx.db, scope, propertyId);
  return ctx.db.prisma.unit.findMany({
    where: { propertyId, name: { not: ADMIN_UNIT } },
    select: { id: true, name: true },
    orderBy: { name: 'asc' },
  });
}
