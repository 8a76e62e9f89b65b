import { AppError } from '@kc/domain/errors';
import { MESSAGES } from '@kc/domain/messages';
import type { ServiceContext } from '../context.ts';
import { loadPrincipal } from './principal.ts';
import { hashToken, issueRefreshToken, revokeFamily, type SessionMeta } from './refresh-tokens.ts';
import type { SignInResult } from './sign-in.ts';

interface ClaimedRow {
  family_id: string;
  internal_user_id: number | null;
  site_login_id: number | null;
}

/**
 * Rotates a refresh token. Claiming is one atomic UPDATE, so two concurrent uses of the same token
 * cannot both succeed. Presenting a token that was already used or revoked is treated as theft:
 * the whole family (session) is revoked.
 */
export async function refreshSession(
  ctx: ServiceContext,
  refreshToken: string,
  meta: SessionMeta,
): Promise<SignInResult> {
  const tokenHash = hashToken(refreshToken);
  const claimed = await ctx.db.pool.query<ClaimedRow>(
    `UPDATE refresh_tokens SET used_at = now()
      WHERE token_hash = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > now()
      RETURNING family_id, internal_user_id, site_login_id`,
    [tokenHash],
  );
  const row = claimed.rows[0];
  if (!row) {
    const known = await ctx.db.prisma.refreshToken.findUnique({ where: { tokenHash }, select: { familyId: true } });
    if (known) {
      const revoked = await revokeFamily(ctx.db, known.familyId);
      ctx.log.warn(
        { event: 'auth.refresh.reuse', familyId: known.familyId, revoked, ip: meta.ip },
        'refresh token reused; session revoked',
      );
    }
    throw new AppError('UNAUTHORIZED', MESSAGES.invalidRefreshToken);
  }

  const pool = row.internal_user_id !== null ? 'internal' : 'external';
  const principal = await loadPrincipal(ctx.db, pool, (row.internal_user_id ?? row.site_login_id)!);
  if (!principal || principal.disabled) {
    await revokeFamily(ctx.db, row.family_id);
    throw new AppError('UNAUTHORIZED', MESSAGES.invalidRefreshToken);
  }
  const issued = await issueRefreshToken(ctx.db, pool, principal.id, ctx.auth.refreshTokenTtlDays, meta, row.family_id);
  return { principal, ...issued };
}
