import { outOfScope, propertiesInScope, type Scope } from '../access/scope.ts';
import type { Database } from '../db/client.ts';

/** A datalog whose property the caller reaches; anything else (another customer's, deleted, unknown) answers 404. */
export async function deviceDatalogInScope(db: Database, scope: Scope, datalogId: number) {
  const datalog = await db.prisma.datalog.findFirst({
    where: { AND: [{ id: datalogId, deletedAt: null }, { property: propertiesInScope(scope, { deletedAt: null }) }] },
    select: {
      id: true,
      propertyId: true,
      datalogNumber: true,
      androidId: true,
      datalogType: true,
      property: { select: { name: true } },
    },
  });
  if (!datalog) throw outOfScope('Datalog');
  return datalog;
}
