import { PROVIDER } from '@kc/domain/provider';
import {
  changeFormDescription,
  changeFormSentMessage,
  changeFormSummary,
  type ChangeForm,
  type ChangeFormResult,
} from '@kc/domain/service-requests/change-form';
import { SR_TYPE } from '@kc/domain/service-requests/types';
import type { ActorScope } from '../access/caller.ts';
import { assertPropertyInScope } from '../access/scope.ts';
import type { ServiceContext } from '../context.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { enqueueEmail } from '../outbox/enqueue-email.ts';
import { insertServiceRequest } from './insert-service-request.ts';

/** The sender's e-mail address, for the summary and the request's contact (null for the system). */
async function senderEmail(tx: Prisma.TransactionClient, actor: ActorScope['actor']): Promise<string | null> {
  const p = actor.principal;
  if (!p) return null;
  const row =
    p.pool === 'internal'
      ? await tx.internalUser.findUnique({ where: { id: p.id }, select: { email: true } })
      : await tx.siteLogin.findUnique({ where: { id: p.id }, select: { email: true } });
  return row?.email ?? null;
}

/**
 * The property's `send-change-form` (spec 000 §7.3, decision 0064): a request of the type Change Form at the property
 * with the form's text summary as its first note, and the same summary e-mailed to support through the outbox — all
 * in one transaction, so there is never a request without its e-mail or an e-mail without its request.
 */
export async function sendChangeForm(
  ctx: ServiceContext,
  { actor, scope }: ActorScope,
  propertyId: number,
  form: ChangeForm,
): Promise<ChangeFormResult> {
  await assertPropertyInScope(ctx.db, scope, propertyId);
  return ctx.db.prisma.$transaction(async (tx) => {
    const property = await tx.property.findUniqueOrThrow({
      where: { id: propertyId },
      select: { name: true, accountingCustomerNumber: true },
    });
    const sentBy = actor.principal?.name ?? 'System';
    const email = await senderEmail(tx, actor);
    const summary = changeFormSummary(form, {
      propertyName: property.name,
      customerNumber: property.accountingCustomerNumber,
      sentBy,
      sentByEmail: email,
    });
    const request = await insertServiceRequest(tx, actor, {
      propertyId,
      typeId: SR_TYPE.changeForm,
      assigneeId: null,
      description: changeFormDescription(form),
      contactName: sentBy,
      contactPhone: null,
      contactEmail: email,
      source: 'change-form',
      firstNote: summary,
    });
    const requestUrl = `${ctx.auth.publicUrl.replace(/\/+$/, '')}/service-requests/property/${propertyId}/${request.id}`;
    await enqueueEmail(tx, {
      kind: 'support-request',
      payload: {
        to: ctx.supportEmail ?? PROVIDER.supportEmail,
        subject: `Change form: ${property.name}`.slice(0, 200),
        propertyName: property.name,
        serviceRequestId: request.id,
        text: summary,
        requestUrl,
      },
    });
    return { serviceRequestId: request.id, message: changeFormSentMessage(request.id) };
  });
}
