import type { Badge } from '@kc/domain/badges';
import type { Prisma } from '../generated/prisma/client.ts';
import type { Database } from '../db/client.ts';
import { outOfScope, propertiesInScope, type Scope } from '../access/scope.ts';

export const BADGE_SELECT = {
  id: true,
  propertyId: true,
  badgeNumber: true,
  employeeName: true,
  fingerprint: true,
  active: true,
  startDate: true,
  lastUsed: true,
  deactivatedAt: true,
  version: true,
} as const satisfies Prisma.BadgeSelect;
type BadgeRow = Prisma.BadgeGetPayload<{ select: typeof BADGE_SELECT }>;

export const dateOnlyOut = (d: Date | null): string | null => (d ? d.toISOString().slice(0, 10) : null);
export const dateOnlyIn = (s: string | null): Date | null => (s ? new Date(`${s}T00:00:00.000Z`) : null);

export const toBadge = (b: BadgeRow): Badge => ({
  ...b,
  startDate: dateOnlyOut(b.startDate),
  lastUsed: b.lastUsed?.toISOString() ?? null,
  deactivatedAt: b.deactivatedAt?.toISOString() ?? null,
});

/** Badges of live properties in scope, AND the caller's conditions (never spread, see access/scope.ts). */
export function badgesInScope(scope: Scope, where: Prisma.BadgeWhereInput = {}): Prisma.BadgeWhereInput {
  return { AND: [{ property: propertiesInScope(scope, { deletedAt: null }) }, where] };
}

/** One badge the caller reaches; another customer's answers 404 like a missing one. */
export async function loadBadgeInScope(
  db: Database | { prisma: Prisma.TransactionClient },
  scope: Scope,
  id: number,
): Promise<BadgeRow> {
  const badge = await db.prisma.badge.findFirst({ where: badgesInScope(scope, { id }), select: BADGE_SELECT });
  if (!badge) throw outOfScope('Badge');
  return badge;
}

export const isUniqueViolation = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && (e as { code?: string }).code === 'P2002';
