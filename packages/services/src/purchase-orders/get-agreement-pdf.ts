import { agreementOf } from '@kc/domain/purchase-orders/agreement';
import type { Caller } from '../access/caller.ts';
import type { ServiceContext } from '../context.ts';
import { renderAgreementPdf } from './agreement-pdf.ts';
import { loadOrderInScope, readOrder } from './po-access.ts';

/**
 * The printable agreement as a PDF (decision 0060): for provider staff, or (PurchaseOrder_READ) the customer whose
 * property it is; customers never get a draft or a deleted order (decision 0054: 404, like another customer's).
 */
export async function getAgreementPdf(
  ctx: ServiceContext,
  { scope, level }: Caller,
  poId: number,
): Promise<{ fileName: string; pdf: Buffer }> {
  await loadOrderInScope(ctx.db.prisma, scope, poId, level > 0);
  const agreement = agreementOf(await readOrder(ctx.db.prisma, poId));
  return { fileName: agreement.fileName, pdf: await renderAgreementPdf(agreement) };
}
