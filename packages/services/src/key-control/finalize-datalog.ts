import { randomInt } from 'node:crypto';
import type { ActorScope } from '../access/caller.ts';
import { AppError } from '@kc/domain/errors';
import { ADMIN_UNIT, encodeHook, type Datalog } from '@kc/domain/key-control';
import type { ServiceContext } from '../context.ts';
import { recordRevisions } from '../audit/record-revision.ts';
import { claimDatalog, datalogInScope, toDatalog } from './datalog-access.ts';

export const WRONG_DATALOG_COUNT_MESSAGE = 'Wrong number of datalogs';

function shuffled(n: number): number[] {
  const a = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

/**
 * Spec 001 §4 (decision 0017): tags without a unit get the property's ADMIN unit unless `noAdmins`; tags are paired
 * with the first hooks at random; the datalog is then finalized and its panels, tags and units are frozen.
 * "Wrong number of datalogs" when the property's datalogs together have fewer hooks than it has units.
 */
export async function finalizeDatalog(
  ctx: ServiceContext,
  caller: ActorScope,
  datalogId: number,
  input: { rowVersion: number; noAdmins: boolean },
): Promise<Datalog> {
  const { actor, scope } = caller;
  const datalog = await datalogInScope(ctx.db, scope, datalogId);
  if (datalog.finalized) throw new AppError('CONFLICT', 'This datalog is already finalized');
  const propertyId = datalog.propertyId;
  return ctx.db.prisma.$transaction(async (tx) => {
    await claimDatalog(tx, datalogId, input.rowVersion);
    const [{ _sum }, unitCount, tags] = await Promise.all([
      tx.datalog.aggregate({ where: { propertyId, deletedAt: null }, _sum: { numberOfKeyhooks: true } }),
      tx.unit.count({ where: { propertyId, name: { not: ADMIN_UNIT } } }),
      tx.keyTag.findMany({ where: { datalogId }, orderBy: { hookNumber: 'asc' } }),
    ]);
    if ((_sum.numberOfKeyhooks ?? 0) < unitCount) {
      throw new AppError('CONFLICT', WRONG_DATALOG_COUNT_MESSAGE, [
        {
          field: 'datalogs',
          message: `The property's datalogs hold ${_sum.numberOfKeyhooks ?? 0} hooks for ${unitCount} units`,
        },
      ]);
    }
    if (tags.length === 0) throw new AppError('CONFLICT', 'Assign key tags before finalizing');
    if (tags.length > datalog.numberOfKeyhooks)
      throw new AppError('CONFLICT', `${tags.length} key tags do not fit on ${datalog.numberOfKeyhooks} hooks`);

    let adminId: number | null = null;
    if (!input.noAdmins && tags.some((t) => t.unitId === null)) {
      const admin = await tx.unit.upsert({
        where: { propertyId_name: { propertyId, name: ADMIN_UNIT } },
        update: {},
        create: { propertyId, name: ADMIN_UNIT },
      });
      adminId = admin.id;
    }
    const order = shuffled(tags.length);
    const paired = tags.map((t, i) => ({
      propertyId,
      datalogId,
      tagNumber: t.tagNumber,
      unitId: t.unitId ?? adminId,
      hookNumber: encodeHook(order[i]!, datalog.nonLetteredPanels),
    }));
    await tx.keyTag.deleteMany({ where: { datalogId } });
    await tx.keyTag.createMany({ data: paired });
    const row = await tx.datalog.update({
      where: { id: datalogId },
      data: { finalized: true, noAdmins: input.noAdmins, finalizedAt: new Date() },
    });
    await recordRevisions(tx, actor, [
      {
        entityType: 'Datalog',
        entityId: datalogId,
        parentEntityType: 'Property',
        parentEntityId: propertyId,
        type: 'UPDATE',
        path: 'finalized',
        oldValue: false,
        newValue: true,
      },
      {
        entityType: 'Datalog',
        entityId: datalogId,
        parentEntityType: 'Property',
        parentEntityId: propertyId,
        type: 'UPDATE',
        path: 'keyTags',
        oldValue: tags.map((t) => ({ tagNumber: t.tagNumber, hookNumber: t.hookNumber, unitId: t.unitId })),
        newValue: paired.map(({ tagNumber, hookNumber, unitId }) => ({ tagNumber, hookNumber, unitId })),
      },
    ]);
    return toDatalog(tx, row);
  });
}
