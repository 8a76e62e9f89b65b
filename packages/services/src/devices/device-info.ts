import { LATEST_DEVICE_VERSIONS, compareVersions, type DatalogLookup, type DeviceVersion } from '@kc/domain/devices';
import type { ServiceContext } from '../context.ts';
import { recordRevisions, systemActor } from '../audit/record-revision.ts';
import { outOfScope, propertiesInScope, type Scope } from '../access/scope.ts';
import type { DeviceIdentity } from './device-token.ts';
import { pendingRestore } from './backups/backups.ts';

const latestFor = (type: string): string =>
  type === 'gen10' ? LATEST_DEVICE_VERSIONS.gen10 : LATEST_DEVICE_VERSIONS.touch;

type DatalogWithProperty = Awaited<ReturnType<typeof findWithProperty>>;
const findWithProperty = (ctx: ServiceContext, id: number) =>
  ctx.db.prisma.datalog.findUniqueOrThrow({ where: { id }, include: { property: { select: { name: true } } } });

function toLookup(d: DatalogWithProperty): DatalogLookup {
  return {
    id: d.id,
    propertyId: d.propertyId,
    propertyName: d.property.name,
    datalogNumber: d.datalogNumber,
    datalogType: d.datalogType,
    androidId: d.androidId,
    version: d.version,
    lastCommunication: d.lastCommunication?.toISOString() ?? null,
    lastSequence: Number(d.lastSequence),
    finalized: d.finalized,
  };
}

/** The credential's own datalog; lastSequence tells a restarted device where to resume. */
export async function deviceSelf(ctx: ServiceContext, device: DeviceIdentity): Promise<DatalogLookup> {
  return toLookup(await findWithProperty(ctx, device.datalogId));
}

/** The latest software for the device's type, and whether an administrator asked it to restore a backup. */
export async function deviceVersion(ctx: ServiceContext, device: DeviceIdentity): Promise<DeviceVersion> {
  const [d, restore] = await Promise.all([
    ctx.db.prisma.datalog.findUniqueOrThrow({
      where: { id: device.datalogId },
      select: { datalogType: true, version: true },
    }),
    pendingRestore(ctx, device.datalogId),
  ]);
  const latest = latestFor(d.datalogType);
  return {
    datalogType: d.datalogType,
    latestVersion: latest,
    reportedVersion: d.version,
    updateAvailable: d.version === null || compareVersions(d.version, latest) < 0,
    pendingRestoreBackupId: restore?.id ?? null,
  };
}

/** The device reports the software it runs; a change is audited (the device is the actor, by its credential). */
export async function reportDeviceVersion(
  ctx: ServiceContext,
  device: DeviceIdentity,
  version: string,
): Promise<DeviceVersion> {
  const before = await ctx.db.prisma.datalog.findUniqueOrThrow({
    where: { id: device.datalogId },
    select: { version: true },
  });
  if (before.version !== version) {
    await ctx.db.prisma.$transaction(async (tx) => {
      await tx.datalog.update({ where: { id: device.datalogId }, data: { version, lastCommunication: new Date() } });
      await recordRevisions(tx, systemActor(`device-credential:${device.credentialId}`), [
        {
          entityType: 'Datalog',
          entityId: device.datalogId,
          parentEntityType: 'Property',
          parentEntityId: device.propertyId,
          type: 'UPDATE',
          path: 'version',
          oldValue: before.version,
          newValue: version,
        },
      ]);
    });
  }
  return deviceVersion(ctx, device);
}

/** Finds a datalog by the Android id its cabinet reports (internal users; scope-checked all the same). */
export async function datalogByAndroidId(ctx: ServiceContext, scope: Scope, androidId: string): Promise<DatalogLookup> {
  const d = await ctx.db.prisma.datalog.findFirst({
    where: { AND: [{ androidId, deletedAt: null }, { property: propertiesInScope(scope, { deletedAt: null }) }] },
    include: { property: { select: { name: true } } },
  });
  if (!d) throw outOfScope('Datalog');
  return toLookup(d);
}
