import type { Provisioning } from '@kc/domain/devices';
import type { ServiceContext } from '../context.ts';
import { assertPropertyInScope, type Scope } from '../access/scope.ts';

/** The key tags, active badges and keys out of a property's cabinets, as a technician loads them onto the devices. */
export async function propertyProvisioning(
  ctx: ServiceContext,
  scope: Scope,
  propertyId: number,
): Promise<Provisioning> {
  await assertPropertyInScope(ctx.db, scope, propertyId);
  const p = ctx.db.prisma;
  const [datalogs, badges, tags, out] = await Promise.all([
    p.datalog.findMany({ where: { propertyId, deletedAt: null }, orderBy: { datalogNumber: 'asc' } }),
    p.badge.findMany({
      where: { propertyId, active: true },
      orderBy: { badgeNumber: 'asc' },
      select: { badgeNumber: true, employeeName: true },
    }),
    p.keyTag.findMany({
      where: { propertyId },
      orderBy: { hookNumber: 'asc' },
      select: { datalogId: true, tagNumber: true, hookNumber: true, unit: { select: { name: true } } },
    }),
    p.keyState.findMany({
      where: { propertyId, isOut: true },
      select: { datalogId: true, keyTagNumber: true, since: true, badgeNumber: true },
    }),
  ]);
  return {
    propertyId,
    badges,
    datalogs: datalogs.map((d) => ({
      datalogId: d.id,
      datalogNumber: d.datalogNumber,
      datalogType: d.datalogType,
      androidId: d.androidId,
      lastSequence: Number(d.lastSequence),
      tags: tags
        .filter((t) => t.datalogId === d.id)
        .map((t) => ({ keyTagNumber: t.tagNumber, hook: t.hookNumber, unitName: t.unit?.name ?? null })),
      keysOut: out
        .filter((k) => k.datalogId === d.id)
        .map((k) => ({ keyTagNumber: k.keyTagNumber, since: k.since.toISOString(), badgeNumber: k.badgeNumber })),
    })),
  };
}
