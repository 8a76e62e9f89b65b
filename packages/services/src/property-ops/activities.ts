import type { ActorScope } from '../access/caller.ts';
import {
  ACTIVITY_CODE_MAX,
  DEFAULT_ACTIVITY_NAMES,
  type Activity,
  type ActivitiesUpdateSchema,
} from '@kc/domain/property-ops';
import type { z } from 'zod';
import type { ServiceContext } from '../context.ts';
import { assertPropertyInScope, type Scope } from '../access/scope.ts';
import { recordRevisions } from '../audit/record-revision.ts';

/** Codes 1–20 with the property's names over the defaults; 99 (always blank) is not listed (decision 0018). */
export async function listActivities(ctx: ServiceContext, scope: Scope, propertyId: number): Promise<Activity[]> {
  await assertPropertyInScope(ctx.db, scope, propertyId);
  const rows = await ctx.db.prisma.propertyActivity.findMany({
    where: { propertyId },
    select: { activityCode: true, activityName: true },
  });
  const named = new Map(rows.map((r) => [r.activityCode, r.activityName]));
  return Array.from({ length: ACTIVITY_CODE_MAX }, (_, i) => {
    const code = i + 1;
    const own = named.get(code);
    return {
      activityCode: code,
      activityName: own ?? DEFAULT_ACTIVITY_NAMES[code] ?? '',
      isDefault: own === undefined,
    };
  });
}

/** Saves the names given; a name equal to the default (or blank without a default) drops the property's own row. */
export async function updateActivities(
  ctx: ServiceContext,
  caller: ActorScope,
  propertyId: number,
  input: z.output<typeof ActivitiesUpdateSchema>,
): Promise<Activity[]> {
  const { actor, scope } = caller;
  const before = await listActivities(ctx, scope, propertyId);
  const byCode = new Map(before.map((a) => [a.activityCode, a]));
  await ctx.db.prisma.$transaction(async (tx) => {
    const revisions = [];
    for (const { activityCode, activityName } of input.activities) {
      const old = byCode.get(activityCode)!;
      if (old.activityName === activityName) continue;
      if (activityName === (DEFAULT_ACTIVITY_NAMES[activityCode] ?? '')) {
        await tx.propertyActivity.deleteMany({ where: { propertyId, activityCode } });
      } else {
        await tx.propertyActivity.upsert({
          where: { propertyId_activityCode: { propertyId, activityCode } },
          update: { activityName },
          create: { propertyId, activityCode, activityName },
        });
      }
      revisions.push({
        entityType: 'Property',
        entityId: propertyId,
        type: 'UPDATE' as const,
        path: `activities.${activityCode}`,
        oldValue: old.activityName,
        newValue: activityName,
      });
    }
    await recordRevisions(tx, actor, revisions);
  });
  return listActivities(ctx, scope, propertyId);
}
