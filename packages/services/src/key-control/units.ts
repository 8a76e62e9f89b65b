import { AppError } from '@kc/domain/errors';
import type { ActorScope } from '../access/caller.ts';
import {
  parseUnitFile,
  UnitInputSchema,
  UnitUpdateSchema,
  type Unit,
  type UnitInput,
  type UnitUpdate,
} from '@kc/domain/key-control';
import type { ServiceContext } from '../context.ts';
import { recordRevisions } from '../audit/record-revision.ts';
import { assertPropertyInScope, outOfScope, type Scope } from '../access/scope.ts';
import type { Prisma } from '../generated/prisma/client.ts';

export const UNIT_UPLOAD_MESSAGE = 'unit duplicate or too long';
const LOCKED_MESSAGE = "This unit hangs on a finalized datalog's hook and can no longer be edited";

type UnitRow = {
  id: number;
  name: string;
  groupName: string | null;
  building: string | null;
  notes: string | null;
  version: number;
};

/** Units on a hook of a finalized datalog are locked (spec 001 §4); new units may still be added. */
async function lockedUnitIds(
  db: Prisma.TransactionClient | ServiceContext['db']['prisma'],
  propertyId: number,
): Promise<Set<number>> {
  const tags = await db.keyTag.findMany({
    where: { propertyId, unitId: { not: null }, datalog: { finalized: true, deletedAt: null } },
    select: { unitId: true },
  });
  return new Set(tags.map((t) => t.unitId!));
}

const toUnit = (u: UnitRow, locked: Set<number>): Unit => ({
  id: u.id,
  name: u.name,
  groupName: u.groupName,
  building: u.building,
  notes: u.notes,
  locked: locked.has(u.id),
  version: u.version,
});

const sortUnits = <T extends { name: string }>(rows: T[]) =>
  rows.sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));

export async function listUnits(ctx: ServiceContext, scope: Scope, propertyId: number): Promise<Unit[]> {
  await assertPropertyInScope(ctx.db, scope, propertyId);
  const [rows, locked] = await Promise.all([
    ctx.db.prisma.unit.findMany({ where: { propertyId } }),
    lockedUnitIds(ctx.db.prisma, propertyId),
  ]);
  return sortUnits(rows).map((u) => toUnit(u, locked));
}

const duplicateName = (name: string) =>
  new AppError('VALIDATION_FAILED', 'Invalid input', [{ field: 'name', message: `Unit ${name} already exists` }]);

async function nameTaken(
  tx: Prisma.TransactionClient,
  propertyId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const rows = await tx.$queryRaw<
    { id: number }[]
  >`SELECT id FROM units WHERE property_id = ${propertyId} AND upper(name) = upper(${name}) AND id <> ${exceptId ?? 0} LIMIT 1`;
  return rows.length > 0;
}

export async function addUnit(
  ctx: ServiceContext,
  caller: ActorScope,
  propertyId: number,
  input: UnitInput,
): Promise<Unit> {
  const { actor, scope } = caller;
  await assertPropertyInScope(ctx.db, scope, propertyId);
  const data = UnitInputSchema.parse(input);
  return ctx.db.prisma.$transaction(async (tx) => {
    if (await nameTaken(tx, propertyId, data.name)) throw duplicateName(data.name);
    const unit = await tx.unit.create({
      data: {
        propertyId,
        name: data.name,
        groupName: data.groupName ?? null,
        building: data.building || null,
        notes: data.notes || null,
      },
    });
    await recordRevisions(tx, actor, [
      {
        entityType: 'Unit',
        entityId: unit.id,
        parentEntityType: 'Property',
        parentEntityId: propertyId,
        type: 'CREATE',
        newValue: data,
      },
    ]);
    return toUnit(unit, new Set());
  });
}

async function unitOf(tx: Prisma.TransactionClient, propertyId: number, unitId: number) {
  const unit = await tx.unit.findFirst({ where: { id: unitId, propertyId } });
  if (!unit) throw outOfScope('Unit');
  if ((await lockedUnitIds(tx, propertyId)).has(unitId)) throw new AppError('CONFLICT', LOCKED_MESSAGE);
  return unit;
}

export async function updateUnit(
  ctx: ServiceContext,
  caller: ActorScope,
  propertyId: number,
  unitId: number,
  input: UnitUpdate,
): Promise<Unit> {
  const { actor, scope } = caller;
  await assertPropertyInScope(ctx.db, scope, propertyId);
  const data = UnitUpdateSchema.parse(input);
  return ctx.db.prisma.$transaction(async (tx) => {
    const before = await unitOf(tx, propertyId, unitId);
    if (before.version !== data.version)
      throw new AppError(
        'CONFLICT',
        `Unit ${before.name} was changed by someone else since you loaded it; reload to see the changes`,
      );
    if (await nameTaken(tx, propertyId, data.name, unitId)) throw duplicateName(data.name);
    const after = {
      name: data.name,
      groupName: data.groupName ?? null,
      building: data.building || null,
      notes: data.notes || null,
    };
    // The version in the condition makes a concurrent edit lose cleanly (no row → 409 below), never overwrite.
    const { count } = await tx.unit.updateMany({
      where: { id: unitId, version: data.version },
      data: { ...after, version: { increment: 1 } },
    });
    if (count === 0)
      throw new AppError(
        'CONFLICT',
        `Unit ${before.name} was changed by someone else since you loaded it; reload to see the changes`,
      );
    const unit = await tx.unit.findUniqueOrThrow({ where: { id: unitId } });
    await recordRevisions(tx, actor, [
      {
        entityType: 'Unit',
        entityId: unitId,
        parentEntityType: 'Property',
        parentEntityId: propertyId,
        type: 'UPDATE',
        oldValue: { name: before.name, groupName: before.groupName, building: before.building, notes: before.notes },
        newValue: after,
      },
    ]);
    return toUnit(unit, new Set());
  });
}

export async function deleteUnit(
  ctx: ServiceContext,
  caller: ActorScope,
  propertyId: number,
  unitId: number,
): Promise<void> {
  const { actor, scope } = caller;
  await assertPropertyInScope(ctx.db, scope, propertyId);
  await ctx.db.prisma.$transaction(async (tx) => {
    const before = await unitOf(tx, propertyId, unitId);
    const used = await tx.badgeRestrictionUnit.count({ where: { unitId } });
    if (used > 0)
      throw new AppError('CONFLICT', `Unit ${before.name} is used by a badge restriction; remove it there first`);
    await tx.keyTag.updateMany({ where: { unitId }, data: { unitId: null } });
    await tx.unit.delete({ where: { id: unitId } });
    await recordRevisions(tx, actor, [
      {
        entityType: 'Unit',
        entityId: unitId,
        parentEntityType: 'Property',
        parentEntityId: propertyId,
        type: 'DELETE',
        oldValue: before.name,
      },
    ]);
  });
}

/**
 * A .txt unit list, one unit per line. Any duplicate (in the file or against the property's units) or invalid
 * line rejects the whole file with the offending lines; nothing is stored.
 */
export async function uploadUnits(
  ctx: ServiceContext,
  { actor, scope }: ActorScope,
  propertyId: number,
  text: string,
): Promise<{ added: number }> {
  await assertPropertyInScope(ctx.db, scope, propertyId);
  const { names, problems } = parseUnitFile(text);
  return ctx.db.prisma.$transaction(async (tx) => {
    const existing = new Set(
      (await tx.unit.findMany({ where: { propertyId }, select: { name: true } })).map((u) => u.name.toUpperCase()),
    );
    const lines = text.split(/\r\n|\r|\n/);
    for (const name of names) {
      if (existing.has(name.toUpperCase()))
        problems.push({ line: lines.findIndex((l) => l.trim() === name) + 1, value: name, message: 'Already exists' });
    }
    if (problems.length > 0 || names.length === 0) {
      const fieldErrors =
        problems.length > 0
          ? problems
              .sort((a, b) => a.line - b.line)
              .map((p) => ({ field: `line ${p.line}`, message: `${p.value}: ${p.message}` }))
          : [{ field: 'file', message: 'The file has no units' }];
      throw new AppError(
        'VALIDATION_FAILED',
        problems.length > 0 ? UNIT_UPLOAD_MESSAGE : 'Error uploading units or serial numbers',
        fieldErrors,
      );
    }
    const created = await tx.unit.createManyAndReturn({
      data: names.map((name) => ({ propertyId, name })),
      select: { id: true, name: true },
    });
    await recordRevisions(
      tx,
      actor,
      created.map((u) => ({
        entityType: 'Unit',
        entityId: u.id,
        parentEntityType: 'Property',
        parentEntityId: propertyId,
        type: 'CREATE' as const,
        newValue: { name: u.name },
        path: 'upload',
      })),
    );
    return { added: created.length };
  });
}
