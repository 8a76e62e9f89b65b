import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Pool } from '@kc/domain/auth';
import type { Database } from '../db/client.ts';

/** 256 bits from the CSPRNG, base64url: what the client holds. Only its SHA-256 is stored. */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface SessionMeta {
  ip?: string;
  userAgent?: string;
}

export interface IssuedRefreshToken {
  refreshToken: string;
  familyId: string;
}

export async function issueRefreshToken(
  db: Database,
  pool: Pool,
  principalId: number,
  ttlDays: number,
  meta: SessionMeta,
  familyId: string = randomUUID(),
): Promise<IssuedRefreshToken> {
  const refreshToken = newOpaqueToken();
  await db.prisma.refreshToken.create({
    data: {
      tokenHash: hashToken(refreshToken),
      familyId,
      internalUserId: pool === 'internal' ? principalId : null,
      siteLoginId: pool === 'external' ? principalId : null,
      expiresAt: new Date(Date.now() + ttlDays * 86_400_000),
      ip: meta.ip ?? null,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
    },
  });
  return { refreshToken, familyId };
}

export async function revokeFamily(db: Database, familyId: string): Promise<number> {
  const r = await db.prisma.refreshToken.updateMany({
    where: { familyId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  return r.count;
}
