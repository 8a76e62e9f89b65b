import { AppError } from '@kc/domain/errors';
import { AGREEMENT_MESSAGES, type AgreementEmailResult } from '@kc/domain/purchase-orders/agreement';
import { PO_MESSAGES } from '@kc/domain/purchase-orders/status';
import type { Caller } from '../access/caller.ts';
import type { ServiceContext } from '../context.ts';
import { enqueueEmail } from '../outbox/enqueue-email.ts';
import { recordOrderChange } from './order-data.ts';
import { actorName, loadOrderInScope, readOrder } from './po-access.ts';

/**
 * "E-mail purchase order" (spec 000 §7.4): the agreement PDF to the order's billing e-mail, through the outbox. The
 * outbox row holds the order as it stands now and commits with the history line and the audit revision, so the
 * e-mail goes exactly when the request succeeded (the worker renders and attaches the PDF; decision 0060).
 */
export async function emailAgreement(
  ctx: ServiceContext,
  { actor, scope }: Caller,
  poId: number,
): Promise<AgreementEmailResult> {
  return ctx.db.prisma.$transaction(async (tx) => {
    const order = await loadOrderInScope(tx, scope, poId);
    if (order.draft) throw new AppError('CONFLICT', PO_MESSAGES.isDraft);
    if (order.disabled) throw new AppError('CONFLICT', PO_MESSAGES.isDisabled);
    const to = order.billingEmail;
    if (!to) throw new AppError('CONFLICT', AGREEMENT_MESSAGES.noBillingEmail);
    const outboxId = await enqueueEmail(tx, {
      kind: 'purchase-order-agreement',
      payload: { to, order: await readOrder(tx, poId), sentBy: actorName(actor) },
    });
    await recordOrderChange(tx, actor, order, {
      event: 'agreement-emailed',
      path: 'agreementEmail',
      oldValue: null,
      newValue: { to, outboxId },
      at: new Date(),
    });
    return { to, message: AGREEMENT_MESSAGES.queued(to) };
  });
}
