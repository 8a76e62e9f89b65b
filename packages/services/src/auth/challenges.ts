import { randomInt } from 'node:crypto';
import type { Pool } from '@kc/domain/auth';
import type { Prisma } from '../generated/prisma/client.ts';
import { hashToken, newOpaqueToken } from './refresh-tokens.ts';

export type ChallengeKind = 'new-password' | 'reset-code';

const LIFETIME_MINUTES: Record<ChallengeKind, number> = { 'new-password': 10, 'reset-code': 15 };
export const MAX_CODE_TRIES = 5;

const owner = (pool: Pool, principalId: number) =>
  pool === 'internal'
    ? { internalUserId: principalId, siteLoginId: null }
    : { internalUserId: null, siteLoginId: principalId };

/** A six-digit code from the CSPRNG; stored only as a hash bound to its challenge id. */
export const newResetCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');
export const codeHash = (challengeId: string, code: string) => hashToken(`${challengeId}:${code}`);

/** Opens a challenge, superseding any open one of the same kind for the same login. Returns its secret. */
export async function openChallenge(
  tx: Prisma.TransactionClient,
  kind: ChallengeKind,
  pool: Pool,
  principalId: number,
): Promise<{ id: string; secret: string }> {
  await tx.authChallenge.updateMany({
    where: { kind, ...owner(pool, principalId), usedAt: null },
    data: { usedAt: new Date() },
  });
  const expiresAt = new Date(Date.now() + LIFETIME_MINUTES[kind] * 60_000);
  if (kind === 'new-password') {
    const secret = newOpaqueToken();
    const row = await tx.authChallenge.create({
      data: { kind, ...owner(pool, principalId), secretHash: hashToken(secret), expiresAt },
    });
    return { id: row.id, secret };
  }
  const secret = newResetCode();
  const row = await tx.authChallenge.create({
    data: { kind, ...owner(pool, principalId), secretHash: 'pending', expiresAt },
  });
  await tx.authChallenge.update({ where: { id: row.id }, data: { secretHash: codeHash(row.id, secret) } });
  return { id: row.id, secret };
}
