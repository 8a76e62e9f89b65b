import type { ServiceContext } from '../context.ts';
import type { Principal } from './principal.ts';
import { revokeFamily } from './refresh-tokens.ts';

/** Ends the session the access token belongs to: every refresh token of its family is revoked. */
export async function signOut(ctx: ServiceContext, principal: Principal, familyId: string): Promise<void> {
  const revoked = await revokeFamily(ctx.db, familyId);
  ctx.log.info({ event: 'auth.sign-out', pool: principal.pool, principalId: principal.id, revoked }, 'signed out');
}
