import { AppError } from '@kc/domain/errors';
import { MESSAGES } from '@kc/domain/messages';
import type { Pool } from '@kc/domain/auth';
import type { Prisma } from '../generated/prisma/client.ts';
import type { ServiceContext } from '../context.ts';
import { recordRevisions, type Actor } from '../audit/record-revision.ts';
import { enqueueEmail } from '../outbox/enqueue-email.ts';
import { openChallenge } from './challenges.ts';
import { findPrincipalByEmail } from './principal.ts';
import { assertNotThrottled, recordAttempt } from './throttle.ts';
import { entityTypeOf } from './password-rules.ts';

/** Opens a reset-code challenge and writes its e-mail to the outbox, in the caller's transaction. */
export async function sendResetCode(
  ctx: ServiceContext,
  tx: Prisma.TransactionClient,
  actor: Actor,
  target: { pool: Pool; id: number; email: string; name: string },
): Promise<void> {
  const { secret } = await openChallenge(tx, 'reset-code', target.pool, target.id);
  const resetUrl = `${ctx.auth.publicUrl}/reset-password?email=${encodeURIComponent(target.email)}`;
  await enqueueEmail(tx, {
    kind: 'password-reset-code',
    payload: { to: target.email, name: target.name, code: secret, resetUrl },
  });
  await recordRevisions(tx, actor, [
    {
      entityType: entityTypeOf(target.pool),
      entityId: target.id,
      type: 'ADD',
      path: 'passwordResetCode',
      newValue: 'sent',
    },
  ]);
}

/** Forgotten password, step 1: e-mails a six-digit code. Throttled per account and per address. */
export async function requestPasswordReset(ctx: ServiceContext, emailInput: string, ip: string): Promise<void> {
  const email = emailInput.trim().toLowerCase();
  await assertNotThrottled(ctx, 'reset-code', email, ip);
  const found = await findPrincipalByEmail(ctx.db, email);
  if (!found || found.disabled) {
    await recordAttempt(ctx, 'reset-code', email, ip, false);
    throw new AppError('NOT_FOUND', MESSAGES.userNotFoundByEmail, [
      { field: 'email', message: MESSAGES.userNotFoundByEmail },
    ]);
  }
  await ctx.db.prisma.$transaction((tx) => sendResetCode(ctx, tx, { principal: null }, found));
  ctx.log.info({ event: 'auth.reset-code.sent', pool: found.pool, principalId: found.id, ip }, 'reset code sent');
}
