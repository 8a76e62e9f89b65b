import { type z } from 'zod';
import type { ActorScope } from '../access/caller.ts';
import {
  isDatalogActive,
  type DatalogSummarySchema,
  type DatalogUpdateSchema,
  type Datalog,
} from '@kc/domain/key-control';
import type { ServiceContext } from '../context.ts';
import { recordRevisions } from '../audit/record-revision.ts';
import { assertPropertyInScope, type Scope } from '../access/scope.ts';
import { claimDatalog, datalogInScope, toDatalog } from './datalog-access.ts';

export async function listPropertyDatalogs(ctx: ServiceContext, scope: Scope, propertyId: number): Promise<Datalog[]> {
  await assertPropertyInScope(ctx.db, scope, propertyId);
  const rows = await ctx.db.prisma.datalog.findMany({
    where: { propertyId, deletedAt: null },
    orderBy: { datalogNumber: 'asc' },
  });
  const now = new Date();
  return Promise.all(rows.map((r) => toDatalog(ctx.db, r, now)));
}

/** Last communication of a property: the newest of its datalogs'; active when within 90 days (spec 001 §9). */
export async function datalogSummary(
  ctx: ServiceContext,
  scope: Scope,
  propertyId: number,
): Promise<z.infer<typeof DatalogSummarySchema>> {
  await assertPropertyInScope(ctx.db, scope, propertyId);
  const property = await ctx.db.prisma.property.findUniqueOrThrow({
    where: { id: propertyId },
    select: { name: true, datalogs: { where: { deletedAt: null }, select: { lastCommunication: true } } },
  });
  const now = new Date();
  const times = property.datalogs
    .map((d) => d.lastCommunication)
    .filter((d): d is Date => d !== null)
    .sort((a, b) => b.getTime() - a.getTime());
  const last = times[0] ?? null;
  return {
    propertyId,
    propertyName: property.name,
    datalogCount: property.datalogs.length,
    activeCount: property.datalogs.filter((d) => isDatalogActive(d.lastCommunication, now)).length,
    lastCommunication: last?.toISOString() ?? null,
    active: isDatalogActive(last, now),
  };
}

export async function getDatalog(ctx: ServiceContext, scope: Scope, datalogId: number): Promise<Datalog> {
  return toDatalog(ctx.db, await datalogInScope(ctx.db, scope, datalogId));
}

/** Type, panel lettering and hook count; refused once finalized (409) or when the version is stale (409). */
export async function updateDatalog(
  ctx: ServiceContext,
  caller: ActorScope,
  datalogId: number,
  input: z.infer<typeof DatalogUpdateSchema>,
): Promise<Datalog> {
  const { actor, scope } = caller;
  const before = await datalogInScope(ctx.db, scope, datalogId);
  return ctx.db.prisma.$transaction(async (tx) => {
    await claimDatalog(tx, datalogId, input.rowVersion);
    const data = {
      datalogType: input.datalogType,
      nonLetteredPanels: input.nonLetteredPanels,
      numberOfKeyhooks: input.numberOfKeyhooks,
    };
    const row = await tx.datalog.update({ where: { id: datalogId }, data });
    const changes = (Object.keys(data) as (keyof typeof data)[]).filter(
      (k) => data[k] !== undefined && data[k] !== before[k],
    );
    await recordRevisions(
      tx,
      actor,
      changes.map((k) => ({
        entityType: 'Datalog',
        entityId: datalogId,
        parentEntityType: 'Property',
        parentEntityId: before.propertyId,
        type: 'UPDATE' as const,
        path: k,
        oldValue: before[k],
        newValue: data[k],
      })),
    );
    return toDatalog(tx, row);
  });
}
