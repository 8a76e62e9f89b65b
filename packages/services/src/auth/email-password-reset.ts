import { AppError } from '@kc/domain/errors';
import type { ActorScope } from '../access/caller.ts';
import { MESSAGES } from '@kc/domain/messages';
import type { ServiceContext } from '../context.ts';
import { assertSiteLoginInScope, outOfScope } from '../access/scope.ts';
import { sendResetCode } from './request-password-reset.ts';

/**
 * The staff form's "e-mail password" button: sends the site login a reset code so it can choose a password.
 * The address must be the login's own when given; the e-mail goes through the outbox.
 */
export async function emailPasswordReset(
  ctx: ServiceContext,
  caller: ActorScope,
  siteLoginId: number,
  emailAddress?: string,
): Promise<void> {
  const { actor, scope } = caller;
  await assertSiteLoginInScope(ctx.db, scope, siteLoginId);
  const login = await ctx.db.prisma.siteLogin.findUnique({
    where: { id: siteLoginId },
    select: { id: true, email: true, name: true, disabled: true, deletedAt: true },
  });
  if (!login || login.deletedAt) throw outOfScope('Site login');
  if (login.disabled) throw new AppError('CONFLICT', `${MESSAGES.passwordResetEmailFailed}: the login is disabled`);
  if (emailAddress && emailAddress.trim().toLowerCase() !== login.email) {
    throw new AppError('VALIDATION_FAILED', MESSAGES.passwordResetEmailFailed, [
      { field: 'emailAddress', message: "Must be the login's e-mail address" },
    ]);
  }
  await ctx.db.prisma.$transaction((tx) => sendResetCode(ctx, tx, actor, { pool: 'external', ...login }));
}
