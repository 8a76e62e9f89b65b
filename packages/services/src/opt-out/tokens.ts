import { createHash, randomBytes } from 'node:crypto';
import {
  OPT_OUT_PAGE,
  OPT_OUT_TOKEN_TTL_DAYS,
  normalizeEmail,
  type OptOutKind,
} from '@kc/domain/notifications/email-kinds';
import type { Prisma } from '../generated/prisma/client.ts';

const DAY_MS = 86_400_000;

/** What a token stops: one kind of e-mail to one address about one property (the unit only names it on the page). */
export interface OptOutScope {
  email: string;
  kind: OptOutKind;
  propertyId: number;
  unitId?: number | null;
}

/** Only the hash is stored: a database leak reveals no working link. SHA-256 suffices for 256 random bits. */
export const hashOptOutToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** 32 random bytes, base64url: what an e-mail's links carry (only its hash is stored). */
export const newOptOutToken = () => randomBytes(32).toString('base64url');

/** The stored row of a token: its hash, what it stops, and when it expires. */
export const optOutTokenRow = (scope: OptOutScope, token: string, now: Date) => ({
  tokenHash: hashOptOutToken(token),
  email: normalizeEmail(scope.email),
  kind: scope.kind,
  propertyId: scope.propertyId,
  unitId: scope.unitId ?? null,
  expiresAt: new Date(now.getTime() + OPT_OUT_TOKEN_TTL_DAYS * DAY_MS),
});

/** Issues a new random token inside the caller's transaction (the one that writes the e-mail carrying it). */
export async function issueOptOutToken(
  tx: Prisma.TransactionClient,
  scope: OptOutScope,
  now: Date = new Date(),
): Promise<string> {
  const token = newOptOutToken();
  await tx.emailOptOutToken.create({ data: optOutTokenRow(scope, token, now) });
  return token;
}

/**
 * The two links an e-mail carries: the page a person opens (GET shows, POST confirms) and the RFC 8058 one-click
 * URL for the List-Unsubscribe header (the mail client POSTs to it). Both from PUBLIC_URL (https in production).
 */
export function optOutUrls(publicUrl: string, kind: OptOutKind, token: string) {
  const base = publicUrl.replace(/\/+$/, '');
  const query = `token=${encodeURIComponent(token)}`;
  return {
    pageUrl: `${base}${OPT_OUT_PAGE[kind]}?${query}`,
    oneClickUrl: `${base}/api/opt-out/one-click?${query}`,
  };
}
