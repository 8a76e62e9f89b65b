import type { KeyActivityAlert } from '@kc/domain/key-activity-alerts/schemas';
import type { ServiceContext } from '../context.ts';
import { assertPropertyInScope, type Scope } from '../access/scope.ts';
import { alertsInScope, toAlerts } from './alert-access.ts';

/** A property's key-activity e-mail rules, by description. */
export async function listKeyActivityAlerts(
  ctx: ServiceContext,
  scope: Scope,
  propertyId: number,
): Promise<KeyActivityAlert[]> {
  await assertPropertyInScope(ctx.db, scope, propertyId);
  const rows = await ctx.db.prisma.keyActivityAlert.findMany({
    where: alertsInScope(scope, { propertyId }),
    orderBy: [{ description: 'asc' }, { id: 'asc' }],
  });
  return toAlerts(ctx.db.prisma, rows);
}
