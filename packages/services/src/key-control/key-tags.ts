import { type z } from 'zod';
import type { ActorScope } from '../access/caller.ts';
import { AppError, type FieldError } from '@kc/domain/errors';
import {
  duplicateValues,
  formatHook,
  hookPosition,
  type KeyTagSchema,
  type KeyTagsInputSchema,
  parseHook,
  encodeHook,
  tagNumberProblem,
} from '@kc/domain/key-control';
import type { ServiceContext } from '../context.ts';
import { recordRevisions } from '../audit/record-revision.ts';
import type { Scope } from '../access/scope.ts';
import { claimDatalog, datalogInScope } from './datalog-access.ts';

export const DUPLICATE_TAGS_MESSAGE = 'Duplicate Tags Found';
type KeyTag = z.infer<typeof KeyTagSchema>;

export async function listKeyTags(ctx: ServiceContext, scope: Scope, datalogId: number): Promise<KeyTag[]> {
  const datalog = await datalogInScope(ctx.db, scope, datalogId);
  const rows = await ctx.db.prisma.keyTag.findMany({
    where: { datalogId },
    include: { unit: { select: { name: true } } },
    orderBy: { hookNumber: 'asc' },
  });
  return rows.map((t) => ({
    id: t.id,
    tagNumber: t.tagNumber,
    hookNumber: t.hookNumber,
    hook: formatHook(t.hookNumber, datalog.nonLetteredPanels),
    unitId: t.unitId,
    unitName: t.unit?.name ?? null,
  }));
}

/**
 * Replaces the datalog's tag list (before finalize). Tags are 4 digits outside the 9000 series and unique across
 * the property's datalogs ("Duplicate Tags Found"); a tag without a hook takes the next free one. Nothing is
 * stored when any row is wrong.
 */
export async function replaceKeyTags(
  ctx: ServiceContext,
  caller: ActorScope,
  datalogId: number,
  input: z.infer<typeof KeyTagsInputSchema>,
): Promise<KeyTag[]> {
  const { actor, scope } = caller;
  const datalog = await datalogInScope(ctx.db, scope, datalogId);
  const nl = datalog.nonLetteredPanels;
  const errors: FieldError[] = [];
  input.tags.forEach((t, i) => {
    const problem = tagNumberProblem(t.tagNumber);
    if (problem) errors.push({ field: `tags.${i}.tagNumber`, message: `${t.tagNumber}: ${problem}` });
    if (t.hook && parseHook(t.hook, nl) === null)
      errors.push({ field: `tags.${i}.hook`, message: `${t.hook}: not a hook` });
  });
  if (errors.length) throw new AppError('VALIDATION_FAILED', 'Invalid key tags', errors);

  const others = await ctx.db.prisma.keyTag.findMany({
    where: {
      propertyId: datalog.propertyId,
      datalogId: { not: datalogId },
      tagNumber: { in: input.tags.map((t) => t.tagNumber) },
    },
    select: { tagNumber: true },
  });
  const dupTags = [
    ...new Set([...duplicateValues(input.tags.map((t) => t.tagNumber)), ...others.map((o) => o.tagNumber)]),
  ];
  if (dupTags.length)
    throw new AppError(
      'VALIDATION_FAILED',
      DUPLICATE_TAGS_MESSAGE,
      dupTags.map((tag) => ({ field: 'tags', message: `Tag ${tag} is used more than once` })),
    );

  const unitIds = [...new Set(input.tags.map((t) => t.unitId).filter((u): u is number => u !== null))];
  const units = await ctx.db.prisma.unit.count({ where: { propertyId: datalog.propertyId, id: { in: unitIds } } });
  if (units !== unitIds.length)
    throw new AppError('VALIDATION_FAILED', 'Invalid key tags', [
      { field: 'tags', message: 'A unit does not belong to this property' },
    ]);

  const given = input.tags.map((t) => (t.hook ? parseHook(t.hook, nl)! : null));
  const dupHooks = duplicateValues(given.filter((h): h is number => h !== null).map(String));
  if (dupHooks.length)
    throw new AppError(
      'VALIDATION_FAILED',
      'Invalid key tags',
      dupHooks.map((h) => ({ field: 'tags', message: `Hook ${formatHook(Number(h), nl)} is used more than once` })),
    );
  const capacity = datalog.numberOfKeyhooks;
  const outside = given.filter((h) => h !== null && capacity > 0 && hookPosition(h) >= capacity);
  if (outside.length)
    throw new AppError(
      'VALIDATION_FAILED',
      'Invalid key tags',
      outside.map((h) => ({
        field: 'tags',
        message: `Hook ${formatHook(h!, nl)} is beyond the cabinet's ${capacity} hooks`,
      })),
    );
  const taken = new Set(given.filter((h): h is number => h !== null));
  let next = 0;
  const hooks = given.map((h) => {
    if (h !== null) return h;
    while (taken.has(encodeHook(next, nl))) next++;
    const e = encodeHook(next, nl);
    taken.add(e);
    return e;
  });

  await ctx.db.prisma.$transaction(async (tx) => {
    await claimDatalog(tx, datalogId, input.rowVersion);
    const before = await tx.keyTag.findMany({
      where: { datalogId },
      select: { tagNumber: true, hookNumber: true, unitId: true },
    });
    await tx.keyTag.deleteMany({ where: { datalogId } });
    const after = input.tags.map((t, i) => ({ tagNumber: t.tagNumber, hookNumber: hooks[i]!, unitId: t.unitId }));
    await tx.keyTag.createMany({ data: after.map((t) => ({ ...t, propertyId: datalog.propertyId, datalogId })) });
    await recordRevisions(tx, actor, [
      {
        entityType: 'Datalog',
        entityId: datalogId,
        parentEntityType: 'Property',
        parentEntityId: datalog.propertyId,
        type: 'UPDATE',
        path: 'keyTags',
        oldValue: before,
        newValue: after,
      },
    ]);
  });
  return listKeyTags(ctx, scope, datalogId);
}
