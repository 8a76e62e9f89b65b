import type { Prisma } from '../generated/prisma/client.ts';
import type { Principal } from '../auth/principal.ts';

export type RevisionType = 'CREATE' | 'DELETE' | 'UPDATE' | 'ADD' | 'REMOVE';

/** Who did it: the signed-in principal, and the internal user behind them while impersonating. */
export interface Actor {
  principal: Pick<Principal, 'pool' | 'id' | 'name'> | null;
  impersonator?: { id: number; name: string } | null;
  requestId?: string;
}

export const systemActor = (requestId?: string): Actor => ({ principal: null, requestId });

export interface RevisionInput {
  entityType: string;
  entityId: string | number;
  parentEntityType?: string;
  parentEntityId?: string | number;
  type: RevisionType;
  path?: string;
  oldValue?: unknown;
  newValue?: unknown;
}

const REDACTED = '[redacted]';
const SECRET_PATHS = /password|secret|token|code/i;
/** Business identifiers whose names end in "code" but hold nothing secret: kept readable in the trail. */
const PLAIN_PATHS = new Set(['planCode', 'propertyCode']);

const json = (value: unknown): Prisma.InputJsonValue | undefined =>
  value === undefined ? undefined : (JSON.parse(JSON.stringify(value ?? null)) as Prisma.InputJsonValue);

/** Writes audit revisions inside the caller's transaction, so the trail and the change commit together. */
export async function recordRevisions(
  tx: Prisma.TransactionClient,
  actor: Actor,
  revisions: RevisionInput[],
): Promise<void> {
  if (revisions.length === 0) return;
  await tx.auditRevision.createMany({
    data: revisions.map((r) => {
      const secret = SECRET_PATHS.test(r.path ?? '') && !PLAIN_PATHS.has(r.path ?? '');
      return {
        entityType: r.entityType,
        entityId: String(r.entityId),
        parentEntityType: r.parentEntityType ?? null,
        parentEntityId: r.parentEntityId === undefined ? null : String(r.parentEntityId),
        type: r.type,
        path: r.path ?? '',
        oldValue: secret && r.oldValue !== undefined ? REDACTED : json(r.oldValue),
        newValue: secret && r.newValue !== undefined ? REDACTED : json(r.newValue),
        actorPool: actor.principal?.pool ?? 'system',
        actorId: actor.principal?.id ?? null,
        actorName: actor.principal?.name ?? 'System',
        impersonatorId: actor.impersonator?.id ?? null,
        impersonatorName: actor.impersonator?.name ?? null,
        requestId: actor.requestId ?? null,
      };
    }),
  });
}

/** One UPDATE revision per field whose value changed between two snapshots. */
export function fieldChanges<T extends Record<string, unknown>>(
  base: Omit<RevisionInput, 'type' | 'path' | 'oldValue' | 'newValue'>,
  before: T,
  after: Partial<T>,
): RevisionInput[] {
  return (Object.entries(after) as [string, unknown][])
    .filter(
      ([key, value]) => value !== undefined && JSON.stringify(before[key] ?? null) !== JSON.stringify(value ?? null),
    )
    .map(([key, value]) => ({
      ...base,
      type: 'UPDATE' as const,
      path: key,
      oldValue: before[key] ?? null,
      newValue: value,
    }));
}
