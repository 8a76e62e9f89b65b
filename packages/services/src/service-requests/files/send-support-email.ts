import { AppError } from '@kc/domain/errors';
import { SR_TYPE } from '@kc/domain/service-requests/types';
import {
  SUPPORT_EMAIL_MESSAGES,
  supportRequestDescription,
  type SupportEmailFields,
  type SupportEmailResult,
} from '@kc/domain/service-requests/support-email';
import type { Caller } from '../../access/caller.ts';
import { propertiesInScope } from '../../access/scope.ts';
import type { ServiceContext } from '../../context.ts';
import { enqueueEmail } from '../../outbox/enqueue-email.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { insertServiceRequest } from '../insert-service-request.ts';
import { addFileRow, discardBlob, storeCheckedFile, type IncomingFile, type StoredBlob } from './file-access.ts';

/**
 * Customers' Email Support (spec 000 §2.6; decision 0065): a request of type "Support E-mail" at the property, the
 * message as its first note, the attachment as its file, and an e-mail to support through the outbox — all in one
 * transaction, so support hears of exactly the requests that exist.
 */
export async function sendSupportEmail(
  ctx: ServiceContext,
  storage: FileStorage,
  { actor, scope }: Caller,
  input: { fields: SupportEmailFields; file: IncomingFile | null; supportAddress: string },
): Promise<SupportEmailResult> {
  const { propertyId, replyTo, message } = input.fields;
  const property = await ctx.db.prisma.property.findFirst({
    where: propertiesInScope(scope, { id: propertyId, deletedAt: null }),
    select: { id: true, name: true, accountingCustomerNumber: true },
  });
  if (!property)
    throw new AppError('NOT_FOUND', 'The property does not exist or is not yours to see', [
      { field: 'propertyId', message: SUPPORT_EMAIL_MESSAGES.noProperty },
    ]);
  const blob: StoredBlob | null = input.file ? await storeCheckedFile(storage, input.file) : null;
  try {
    return await ctx.db.prisma.$transaction(async (tx) => {
      const request = await insertServiceRequest(tx, actor, {
        propertyId: property.id,
        typeId: SR_TYPE.supportEmail,
        assigneeId: null,
        description: supportRequestDescription(message),
        contactName: actor.principal?.name ?? null,
        contactPhone: null,
        contactEmail: replyTo,
        source: 'email',
        firstNote: message,
      });
      const file = blob ? await addFileRow(tx, actor, request.id, blob) : null;
      await enqueueEmail(tx, {
        kind: 'support-email',
        payload: {
          to: input.supportAddress,
          replyTo,
          fromName: actor.principal?.name ?? 'A customer',
          propertyName: property.name,
          customerNumber: property.accountingCustomerNumber,
          message,
          requestId: request.id,
          requestUrl: new URL(`/service-requests/property/${property.id}/${request.id}`, ctx.auth.publicUrl).href,
          attachmentName: file?.originalName ?? null,
        },
      });
      return { requestId: request.id, message: SUPPORT_EMAIL_MESSAGES.sent, fileName: file?.originalName ?? null };
    });
  } catch (err) {
    if (blob) await discardBlob(storage, blob.key, ctx.log);
    throw err;
  }
}
