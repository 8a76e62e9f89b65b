import { type z } from 'zod';
import type { ActorScope } from '../access/caller.ts';
import { encodeHook, formatHook, HOOKS_PER_LETTER, type KeyPanelSchema, panelLabel } from '@kc/domain/key-control';
import { AppError } from '@kc/domain/errors';
import type { ServiceContext } from '../context.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { recordRevisions } from '../audit/record-revision.ts';
import type { Scope } from '../access/scope.ts';
import { claimDatalog, datalogInScope } from './datalog-access.ts';

type KeyPanel = z.infer<typeof KeyPanelSchema>;
type PanelRow = { id: number; position: number; hooks: number; scannedAt: Date | null };

function toPanel(p: PanelRow, nonLettered: boolean): KeyPanel {
  const first = p.position * HOOKS_PER_LETTER;
  return {
    id: p.id,
    position: p.position,
    label: panelLabel(p.position, nonLettered),
    hooks: p.hooks,
    firstHook: formatHook(encodeHook(first, nonLettered), nonLettered),
    lastHook: formatHook(encodeHook(first + p.hooks - 1, nonLettered), nonLettered),
    scannedAt: p.scannedAt?.toISOString() ?? null,
  };
}

export async function listPanels(ctx: ServiceContext, scope: Scope, datalogId: number): Promise<KeyPanel[]> {
  const datalog = await datalogInScope(ctx.db, scope, datalogId);
  const rows = await ctx.db.prisma.keyPanel.findMany({ where: { datalogId }, orderBy: { position: 'asc' } });
  return rows.map((p) => toPanel(p, datalog.nonLetteredPanels));
}

/** Adds the next panel (A, B, … or group 1, 2, …); the datalog's hook count follows its panels. */
export async function addPanel(
  ctx: ServiceContext,
  caller: ActorScope,
  datalogId: number,
  input: { rowVersion: number; hooks: number },
): Promise<KeyPanel> {
  const { actor, scope } = caller;
  const datalog = await datalogInScope(ctx.db, scope, datalogId);
  return ctx.db.prisma.$transaction(async (tx) => {
    await claimDatalog(tx, datalogId, input.rowVersion);
    const last = await tx.keyPanel.findFirst({ where: { datalogId }, orderBy: { position: 'desc' } });
    const panel = await tx.keyPanel.create({
      data: { propertyId: datalog.propertyId, datalogId, position: (last?.position ?? -1) + 1, hooks: input.hooks },
    });
    await syncHookCount(tx, datalogId);
    await recordRevisions(tx, actor, [
      {
        entityType: 'KeyPanel',
        entityId: panel.id,
        parentEntityType: 'Datalog',
        parentEntityId: datalogId,
        type: 'ADD',
        newValue: { position: panel.position, hooks: panel.hooks },
      },
    ]);
    return toPanel(panel, datalog.nonLetteredPanels);
  });
}

/** Only the last panel can be removed, and only when none of its hooks carries a tag. */
export async function removePanel(
  ctx: ServiceContext,
  caller: ActorScope,
  datalogId: number,
  panelId: number,
  rowVersion: number,
): Promise<void> {
  const { actor, scope } = caller;
  const datalog = await datalogInScope(ctx.db, scope, datalogId);
  await ctx.db.prisma.$transaction(async (tx) => {
    await claimDatalog(tx, datalogId, rowVersion);
    const panel = await tx.keyPanel.findFirst({ where: { id: panelId, datalogId } });
    if (!panel) throw new AppError('NOT_FOUND', 'Panel not found');
    const later = await tx.keyPanel.count({ where: { datalogId, position: { gt: panel.position } } });
    if (later > 0) throw new AppError('CONFLICT', 'Remove the last panel first');
    const first = encodeHook(panel.position * HOOKS_PER_LETTER, datalog.nonLetteredPanels);
    const used = await tx.keyTag.count({ where: { datalogId, hookNumber: { gte: first, lt: first + panel.hooks } } });
    if (used > 0) throw new AppError('CONFLICT', 'Key tags hang on this panel; move them first');
    await tx.keyPanel.delete({ where: { id: panelId } });
    await syncHookCount(tx, datalogId);
    await recordRevisions(tx, actor, [
      {
        entityType: 'KeyPanel',
        entityId: panelId,
        parentEntityType: 'Datalog',
        parentEntityId: datalogId,
        type: 'REMOVE',
        oldValue: { position: panel.position, hooks: panel.hooks },
      },
    ]);
  });
}

/** Records that a panel's tags were scanned at the cabinet. */
export async function scanPanel(
  ctx: ServiceContext,
  caller: ActorScope,
  datalogId: number,
  panelId: number,
  rowVersion: number,
): Promise<KeyPanel> {
  const { actor, scope } = caller;
  const datalog = await datalogInScope(ctx.db, scope, datalogId);
  return ctx.db.prisma.$transaction(async (tx) => {
    await claimDatalog(tx, datalogId, rowVersion);
    const found = await tx.keyPanel.findFirst({ where: { id: panelId, datalogId } });
    if (!found) throw new AppError('NOT_FOUND', 'Panel not found');
    const panel = await tx.keyPanel.update({ where: { id: panelId }, data: { scannedAt: new Date() } });
    await recordRevisions(tx, actor, [
      {
        entityType: 'KeyPanel',
        entityId: panelId,
        parentEntityType: 'Datalog',
        parentEntityId: datalogId,
        type: 'UPDATE',
        path: 'scannedAt',
        oldValue: found.scannedAt,
        newValue: panel.scannedAt,
      },
    ]);
    return toPanel(panel, datalog.nonLetteredPanels);
  });
}

async function syncHookCount(tx: Prisma.TransactionClient, datalogId: number): Promise<void> {
  const { _sum } = await tx.keyPanel.aggregate({ where: { datalogId }, _sum: { hooks: true } });
  await tx.datalog.update({ where: { id: datalogId }, data: { numberOfKeyhooks: _sum.hooks ?? 0 } });
}
