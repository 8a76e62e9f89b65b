import { can } from '@kc/domain/can';
import { PO_STATUS, PRODUCTION_RIGHT, canTransition, type PoStatusId } from '@kc/domain/purchase-orders/status';

type Rights = Readonly<Partial<Record<string, boolean>>> | null | undefined;

/** A production step the queue offers on a row (decision 0061), each through its own endpoint. */
export type ProductionAction =
  | { id: 'fileCreated'; kind: 'file-created'; to: PoStatusId }
  | { id: 'sendForUnitEntry' | 'markShipped' | 'markInstalled'; kind: 'advance'; to: PoStatusId }
  | { id: 'actionCompleted'; kind: 'action-completed' };

const STEPS: ProductionAction[] = [
  { id: 'fileCreated', kind: 'file-created', to: PO_STATUS.fileCreated },
  { id: 'sendForUnitEntry', kind: 'advance', to: PO_STATUS.awaitingUnitEntry },
  { id: 'markShipped', kind: 'advance', to: PO_STATUS.shipped },
  { id: 'markInstalled', kind: 'advance', to: PO_STATUS.installed },
];
const ACTION_COMPLETED: ProductionAction = { id: 'actionCompleted', kind: 'action-completed' };

/**
 * The actions a row offers to this login: each status step the domain's table allows from the row's status with a
 * right the login holds, and "action completed" to holders of the production right. The server checks it all again.
 */
export function productionActionsFor(row: { statusId: number }, rights: Rights): ProductionAction[] {
  const order = { statusId: row.statusId, draft: false, disabled: false };
  const steps = STEPS.filter((a) => a.kind !== 'action-completed' && canTransition(order, a.to, a.kind, rights).ok);
  return can(rights, PRODUCTION_RIGHT) ? [...steps, ACTION_COMPLETED] : steps;
}
