import type { KeyActivityAlert } from '@kc/domain/key-activity-alerts/schemas';
import type { ServiceContext } from '../context.ts';
import type { Scope } from '../access/scope.ts';
import { loadAlertInScope, toAlerts } from './alert-access.ts';

export async function getKeyActivityAlert(
  ctx: ServiceContext,
  scope: Scope,
  propertyId: number,
  alertId: number,
): Promise<KeyActivityAlert> {
  const row = await loadAlertInScope(ctx.db.prisma, scope, propertyId, alertId);
  const [alert] = await toAlerts(ctx.db.prisma, [row]);
  return alert!;
}
