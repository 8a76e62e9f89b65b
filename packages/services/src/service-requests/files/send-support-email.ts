import { AppError } from '@kc/domain/errors';
import { PROVIDER } from '@kc/domain/provider';
import { SR_TYPE } from '@kc/domain/service-requests/types';
import {
  supportEmailSentMessage,
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

/** The e-mail's text: who wrote, the message as written, and the attached file's name. */
const emailText = (from: string, replyTo: string, message: string, fileName: string | null) =>
  [`From: ${from} <${replyTo}>`, '', message, ...(fileName ? ['', `Attached to the request: ${fileName}`] : [])].join(
    '\n',
  );

/**
 * Customers' Email Support (spec 000 §2.6; decision 0065): a request of type "Support E-mail" at the property, the
 * message as its first note, the attachment as its file, and an e-mail to support through the outbox (answers go to
 * the address the customer gave) — in one transaction, so support hears of exactly the requests that exist.
 */
export async function sendSupportEmail(
  ctx: ServiceContext,
  storage: FileStorage,
  { actor, scope }: Caller,
  input: { fields: SupportEmailFields; file: IncomingFile | null },
): Promise<SupportEmailResult> {
  const { propertyId, replyTo, message } = input.fields;
  const property = await ctx.db.prisma.property.findFirst({
    where: propertiesInScope(scope, { id: propertyId, deletedAt: null }),
    select: { id: true, name: true },
  });
  if (!property) throw new AppError('NOT_FOUND', 'The property does not exist or is not yours to see');
  const blob: StoredBlob | null = input.file ? await storeCheckedFile(storage, input.file) : null;
  const from = actor.principal?.name ?? 'System';
  try {
    return await ctx.db.prisma.$transaction(async (tx) => {
      const request = await insertServiceRequest(tx, actor, {
        propertyId: property.id,
        typeId: SR_TYPE.supportEmail,
        assigneeId: null,
        description: supportRequestDescription(message),
        contactName: from,
        contactPhone: null,
        contactEmail: replyTo,
        source: 'email',
        firstNote: message,
      });
      const file = blob ? await addFileRow(tx, actor, request.id, blob) : null;
      await enqueueEmail(tx, {
        kind: 'support-request',
        payload: {
          to: ctx.supportEmail ?? PROVIDER.supportEmail,
          replyTo,
          subject: `Support e-mail: ${property.name}`.slice(0, 200),
          propertyName: property.name,
          serviceRequestId: request.id,
          text: emailText(from, replyTo, message, file?.originalName ?? null),
          requestUrl: new URL(`/service-requests/property/${property.id}/${request.id}`, ctx.auth.publicUrl).href,
        },
      });
      return {
        requestId: request.id,
        message: supportEmailSentMessage(request.id),
        fileName: file?.originalName ?? null,
      };
    });
  } catch (err) {
    if (blob) await discardBlob(storage, blob.key, ctx.log);
    throw err;
  }
}
