import { AppError } from '@kc/domain/errors';
import {
  OPT_OUT_KIND_LABEL,
  maskEmail,
  type OptOutDescription,
  type OptOutKind,
} from '@kc/domain/notifications/email-kinds';
import { OPT_OUT_MESSAGES } from '@kc/domain/notifications/messages';
import type { Prisma } from '../generated/prisma/client.ts';
import type { ServiceContext } from '../context.ts';
import { recordRevisions, systemActor } from '../audit/record-revision.ts';
import { hashOptOutToken } from './tokens.ts';
import { isSuppressed } from './suppressions.ts';

type Client = Prisma.TransactionClient | ServiceContext['db']['prisma'];

/** Unknown, expired and malformed tokens get the same answer: a link reveals nothing unless it is live. */
const linkInvalid = () => new AppError('NOT_FOUND', OPT_OUT_MESSAGES.linkInvalid);

async function liveToken(client: Client, token: string, now: Date) {
  const row = await client.emailOptOutToken.findUnique({ where: { tokenHash: hashOptOutToken(token) } });
  if (!row || row.expiresAt <= now) throw linkInvalid();
  return { ...row, kind: row.kind as OptOutKind };
}

async function describe(
  client: Client,
  row: Awaited<ReturnType<typeof liveToken>>,
  alreadyOptedOut: boolean,
): Promise<OptOutDescription> {
  const [property, unit] = await Promise.all([
    client.property.findUnique({ where: { id: row.propertyId }, select: { name: true } }),
    row.unitId ? client.unit.findUnique({ where: { id: row.unitId }, select: { name: true } }) : null,
  ]);
  if (!property) throw linkInvalid();
  return {
    kind: row.kind,
    what: OPT_OUT_KIND_LABEL[row.kind],
    propertyName: property.name,
    unitName: unit?.name ?? null,
    maskedEmail: maskEmail(row.email),
    alreadyOptedOut,
  };
}

/** What a token would stop, and whether it already has. Reads only: mail scanners fetch links before people do. */
export async function describeOptOut(ctx: ServiceContext, token: string, now = new Date()): Promise<OptOutDescription> {
  const row = await liveToken(ctx.db.prisma, token, now);
  return describe(ctx.db.prisma, row, await isSuppressed(ctx.db.prisma, row));
}

/**
 * Stops the token's e-mails at once: a suppression every sender checks before writing to the outbox, and the
 * delivery checks again, so messages already queued are dropped too. Confirming twice is harmless and says so.
 */
export async function confirmOptOut(
  ctx: ServiceContext,
  token: string,
  source: 'page' | 'one-click',
  requestId?: string,
  now = new Date(),
): Promise<OptOutDescription> {
  return ctx.db.prisma.$transaction(async (tx) => {
    const row = await liveToken(tx, token, now);
    const { count } = await tx.emailSuppression.createMany({
      data: [{ email: row.email, kind: row.kind, propertyId: row.propertyId, source }],
      skipDuplicates: true,
    });
    if (!row.usedAt) await tx.emailOptOutToken.update({ where: { id: row.id }, data: { usedAt: now } });
    if (count > 0)
      await recordRevisions(tx, systemActor(requestId), [
        {
          entityType: 'EmailSuppression',
          entityId: row.id,
          parentEntityType: 'Property',
          parentEntityId: row.propertyId,
          type: 'CREATE',
          // The address is masked in the trail as on the page: the trail is read by the property's staff.
          newValue: { kind: row.kind, email: maskEmail(row.email), source },
        },
      ]);
    return describe(tx, row, count === 0);
  });
}
