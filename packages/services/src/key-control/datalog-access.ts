import { AppError } from '@kc/domain/errors';
import { isDatalogActive, type Datalog } from '@kc/domain/key-control';
import type { Prisma } from '../generated/prisma/client.ts';
import type { Database } from '../db/client.ts';
import { outOfScope, propertiesInScope, type Scope } from '../access/scope.ts';
import { staleVersion } from '../hierarchy/versioned-update.ts';

export const FINALIZED_MESSAGE = 'This datalog is finalized: its panels, key tags and units can no longer be edited';
export const finalizedConflict = () => new AppError('CONFLICT', FINALIZED_MESSAGE);

type DatalogRow = Prisma.DatalogGetPayload<{ include: { property: { select: { id: true; name: true } } } }>;

/** A datalog of a property the caller reaches; anything else answers 404 (never another customer's data). */
export async function datalogInScope(db: Database, scope: Scope, datalogId: number): Promise<DatalogRow> {
  const row = await db.prisma.datalog.findFirst({
    where: { AND: [{ id: datalogId, deletedAt: null }, { property: propertiesInScope(scope, { deletedAt: null }) }] },
    include: { property: { select: { id: true, name: true } } },
  });
  if (!row) throw outOfScope('Datalog');
  return row;
}

/** Claims the datalog's row version inside a transaction: a stale version answers 409, a finalized one too. */
export async function claimDatalog(
  tx: Prisma.TransactionClient,
  id: number,
  rowVersion: number,
  opts: { allowFinalized?: boolean } = {},
): Promise<void> {
  const where: Prisma.DatalogWhereInput = opts.allowFinalized
    ? { id, rowVersion }
    : { id, rowVersion, finalized: false };
  const { count } = await tx.datalog.updateMany({ where, data: { rowVersion: { increment: 1 } } });
  if (count === 1) return;
  const current = await tx.datalog.findUniqueOrThrow({ where: { id }, select: { finalized: true, rowVersion: true } });
  if (current.rowVersion !== rowVersion) throw staleVersion();
  throw finalizedConflict();
}

export async function toDatalog(
  db: Database | Prisma.TransactionClient,
  row: Omit<DatalogRow, 'property'>,
  now = new Date(),
): Promise<Datalog> {
  const client = 'prisma' in db ? db.prisma : db;
  const [tagCount, panelCount] = await Promise.all([
    client.keyTag.count({ where: { datalogId: row.id } }),
    client.keyPanel.count({ where: { datalogId: row.id } }),
  ]);
  return {
    id: row.id,
    propertyId: row.propertyId,
    datalogNumber: row.datalogNumber,
    datalogType: row.datalogType === 'gen10' ? 'gen10' : 'touch',
    androidId: row.androidId,
    version: row.version,
    nonLetteredPanels: row.nonLetteredPanels,
    numberOfKeyhooks: row.numberOfKeyhooks,
    finalized: row.finalized,
    noAdmins: row.noAdmins,
    finalizedAt: row.finalizedAt?.toISOString() ?? null,
    lastCommunication: row.lastCommunication?.toISOString() ?? null,
    active: isDatalogActive(row.lastCommunication, now),
    tagCount,
    panelCount,
    rowVersion: row.rowVersion,
  };
}
