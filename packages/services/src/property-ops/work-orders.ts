import { AppError } from '@kc/domain/errors';
import type { ActorScope } from '../access/caller.ts';
import type { WorkOrder, WorkOrderCreateSchema, WorkOrderStatus, WorkOrderUpdateSchema } from '@kc/domain/property-ops';
import type { z } from 'zod';
import type { Prisma } from '../generated/prisma/client.ts';
import type { ServiceContext } from '../context.ts';
import { assertPropertyInScope, outOfScope, propertiesInScope, type Scope } from '../access/scope.ts';
import { fieldChanges, recordRevisions } from '../audit/record-revision.ts';
import { staleVersion } from '../hierarchy/versioned-update.ts';
import { dateOnlyIn, dateOnlyOut, isUniqueViolation } from '../badges/badge-access.ts';

const SELECT = {
  id: true,
  propertyId: true,
  number: true,
  unitName: true,
  vendorId: true,
  description: true,
  status: true,
  dueDate: true,
  completedAt: true,
  createdAt: true,
  version: true,
  vendor: { select: { name: true } },
} as const satisfies Prisma.WorkOrderSelect;
type Row = Prisma.WorkOrderGetPayload<{ select: typeof SELECT }>;

const NUMBER_TAKEN = 'This work order number is already used at this property';
const numberTaken = () => new AppError('VALIDATION_FAILED', NUMBER_TAKEN, [{ field: 'number', message: NUMBER_TAKEN }]);

const toWorkOrder = ({ vendor, ...w }: Row): WorkOrder => ({
  ...w,
  status: w.status as WorkOrderStatus,
  vendorName: vendor?.name ?? null,
  dueDate: dateOnlyOut(w.dueDate),
  completedAt: w.completedAt?.toISOString() ?? null,
  createdAt: w.createdAt.toISOString(),
});

const inScope = (scope: Scope, where: Prisma.WorkOrderWhereInput): Prisma.WorkOrderWhereInput => ({
  AND: [{ property: propertiesInScope(scope, { deletedAt: null }) }, where],
});

export async function listWorkOrders(ctx: ServiceContext, scope: Scope, propertyId: number): Promise<WorkOrder[]> {
  await assertPropertyInScope(ctx.db, scope, propertyId);
  const rows = await ctx.db.prisma.workOrder.findMany({
    where: inScope(scope, { propertyId }),
    select: SELECT,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  return rows.map(toWorkOrder);
}

async function loadInScope(ctx: ServiceContext, scope: Scope, id: number): Promise<Row> {
  const row = await ctx.db.prisma.workOrder.findFirst({ where: inScope(scope, { id }), select: SELECT });
  if (!row) throw outOfScope('Work order');
  return row;
}

export async function getWorkOrder(ctx: ServiceContext, scope: Scope, id: number): Promise<WorkOrder> {
  return toWorkOrder(await loadInScope(ctx, scope, id));
}

async function assertVendor(
  tx: Prisma.TransactionClient,
  propertyId: number,
  vendorId: number | null,
  current: number | null,
): Promise<void> {
  if (vendorId === null || vendorId === current) return;
  const ok = await tx.vendor.count({ where: { id: vendorId, propertyId, active: true } });
  if (!ok)
    throw new AppError('VALIDATION_FAILED', 'Choose an active vendor of this property', [
      { field: 'vendorId', message: 'Choose an active vendor of this property' },
    ]);
}

const fields = (input: z.output<typeof WorkOrderCreateSchema>) => ({
  number: input.number,
  unitName: input.unitName,
  vendorId: input.vendorId,
  description: input.description,
  status: input.status,
  dueDate: dateOnlyIn(input.dueDate),
});

export async function createWorkOrder(
  ctx: ServiceContext,
  caller: ActorScope,
  propertyId: number,
  input: z.output<typeof WorkOrderCreateSchema>,
): Promise<WorkOrder> {
  const { actor, scope } = caller;
  await assertPropertyInScope(ctx.db, scope, propertyId);
  try {
    return await ctx.db.prisma.$transaction(async (tx) => {
      await assertVendor(tx, propertyId, input.vendorId, null);
      const row = await tx.workOrder.create({
        data: { propertyId, ...fields(input), completedAt: input.status === 'completed' ? new Date() : null },
        select: SELECT,
      });
      const out = toWorkOrder(row);
      await recordRevisions(tx, actor, [
        {
          entityType: 'WorkOrder',
          entityId: row.id,
          parentEntityType: 'Property',
          parentEntityId: propertyId,
          type: 'CREATE',
          newValue: out,
        },
      ]);
      return out;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw numberTaken();
    throw e;
  }
}

export async function updateWorkOrder(
  ctx: ServiceContext,
  caller: ActorScope,
  id: number,
  input: z.output<typeof WorkOrderUpdateSchema>,
): Promise<WorkOrder> {
  const { actor, scope } = caller;
  const before = await loadInScope(ctx, scope, id);
  try {
    return await ctx.db.prisma.$transaction(async (tx) => {
      await assertVendor(tx, before.propertyId, input.vendorId, before.vendorId);
      const data = fields(input);
      const completedAt = input.status === 'completed' ? (before.completedAt ?? new Date()) : null;
      const { count } = await tx.workOrder.updateMany({
        where: { id, version: input.version },
        data: { ...data, completedAt, version: { increment: 1 } },
      });
      if (count === 0) throw staleVersion();
      const old = toWorkOrder(before);
      await recordRevisions(
        tx,
        actor,
        fieldChanges(
          { entityType: 'WorkOrder', entityId: id, parentEntityType: 'Property', parentEntityId: before.propertyId },
          old as unknown as Record<string, unknown>,
          { ...data, dueDate: input.dueDate },
        ),
      );
      return toWorkOrder(await tx.workOrder.findUniqueOrThrow({ where: { id }, select: SELECT }));
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw numberTaken();
    throw e;
  }
}
