import { type z } from 'zod';
import { formatHook, hookPanelLabel, type KeyControlInfoSchema, type KeyMapSchema } from '@kc/domain/key-control';
import type { ServiceContext } from '../context.ts';
import { assertPropertyInScope, type Scope } from '../access/scope.ts';
import { datalogInScope } from './datalog-access.ts';

/** Key map rows (spec 001 §3): building, unit, key hook (as shown on the cabinet) and key tag, in hook order. */
export async function getKeyMap(
  ctx: ServiceContext,
  scope: Scope,
  datalogId: number,
): Promise<z.infer<typeof KeyMapSchema>> {
  const datalog = await datalogInScope(ctx.db, scope, datalogId);
  const { rows } = await ctx.db.pool.query<{
    building: string | null;
    unit: string | null;
    hook_number: number;
    tag_number: string;
  }>(
    `SELECT u.building, u.name AS unit, t.hook_number, t.tag_number
       FROM key_tags t LEFT JOIN units u ON u.id = t.unit_id
      WHERE t.datalog_id = $1 ORDER BY t.hook_number`,
    [datalogId],
  );
  return {
    datalogId,
    datalogNumber: datalog.datalogNumber,
    propertyId: datalog.propertyId,
    propertyName: datalog.property.name,
    rows: rows.map((r) => ({
      building: r.building ?? '',
      unit: r.unit ?? '',
      keyHook: formatHook(r.hook_number, datalog.nonLetteredPanels),
      keyTag: r.tag_number,
      panel: hookPanelLabel(r.hook_number, datalog.nonLetteredPanels),
    })),
  };
}

/** getPropertyHTInfo (spec 001 §7): the property's name and its first datalog's panel lettering and type. */
export async function getKeyControlInfo(
  ctx: ServiceContext,
  scope: Scope,
  propertyId: number,
): Promise<z.infer<typeof KeyControlInfoSchema>> {
  await assertPropertyInScope(ctx.db, scope, propertyId);
  const property = await ctx.db.prisma.property.findUniqueOrThrow({
    where: { id: propertyId },
    select: {
      id: true,
      name: true,
      customerUnitEntry: true,
      datalogs: { where: { deletedAt: null }, orderBy: { datalogNumber: 'asc' }, take: 1 },
    },
  });
  const first = property.datalogs[0];
  return {
    property: { id: property.id, name: property.name, customerUnitEntry: property.customerUnitEntry },
    datalogInfo: first
      ? {
          datalogId: first.id,
          nonLetteredPanels: first.nonLetteredPanels,
          datalogType: { touch: first.datalogType === 'touch' },
        }
      : null,
  };
}
