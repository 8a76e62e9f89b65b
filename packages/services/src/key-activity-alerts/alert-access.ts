import { AppError } from '@kc/domain/errors';
import {
  KEY_ACTIVITY_MESSAGES as M,
  minutesOfTime,
  timeOfMinutes,
  type KeyActivityAlert,
  type KeyActivityAlertCreateSchema,
} from '@kc/domain/key-activity-alerts/schemas';
import { DEFAULT_ACTIVITY_NAMES } from '@kc/domain/property-ops';
import type { z } from 'zod';
import type { Prisma } from '../generated/prisma/client.ts';
import type { Database } from '../db/client.ts';
import { outOfScope, propertiesInScope, type Scope } from '../access/scope.ts';

type Client = Prisma.TransactionClient | Database['prisma'];
export type AlertRow = Prisma.KeyActivityAlertGetPayload<object>;
export type AlertInput = z.output<typeof KeyActivityAlertCreateSchema>;

/** Rules of live properties in scope, AND the caller's conditions (never spread, see access/scope.ts). */
export const alertsInScope = (
  scope: Scope,
  where: Prisma.KeyActivityAlertWhereInput,
): Prisma.KeyActivityAlertWhereInput => ({ AND: [{ property: propertiesInScope(scope, { deletedAt: null }) }, where] });

/** One rule of one property the caller reaches; another customer's (or another property's) answers 404. */
export async function loadAlertInScope(
  prisma: Client,
  scope: Scope,
  propertyId: number,
  alertId: number,
): Promise<AlertRow> {
  const row = await prisma.keyActivityAlert.findFirst({ where: alertsInScope(scope, { id: alertId, propertyId }) });
  if (!row) throw outOfScope('Key activity e-mail');
  return row;
}

/** The columns a validated input sets. */
export const alertData = (input: AlertInput) => ({
  description: input.description,
  recipients: input.recipients,
  activityCodes: [...input.activityCodes].sort((a, b) => a - b),
  unitIds: [...input.unitIds].sort((a, b) => a - b),
  badgeIds: [...input.badgeIds].sort((a, b) => a - b),
  startMinute: input.startTime === null ? null : minutesOfTime(input.startTime),
  endMinute: input.endTime === null ? null : minutesOfTime(input.endTime),
  days: [...input.days].sort((a, b) => a - b),
  timeZone: input.timeZone,
  active: input.active,
});

/** What the audit log keeps of a stored rule: the columns alertData sets. */
export const rowSnapshot = ({
  id: _id,
  propertyId: _p,
  version: _v,
  createdAt: _c,
  updatedAt: _u,
  ...rest
}: AlertRow) => rest;

/** Units and badges must be the property's own (a badge already on the rule may have been deactivated since). */
export async function assertMembers(
  prisma: Client,
  propertyId: number,
  input: AlertInput,
  keepBadges: readonly number[] = [],
): Promise<void> {
  const [units, badges] = await Promise.all([
    prisma.unit.count({ where: { id: { in: input.unitIds }, propertyId } }),
    prisma.badge.findMany({ where: { id: { in: input.badgeIds }, propertyId }, select: { id: true, active: true } }),
  ]);
  const errors = [];
  if (units !== input.unitIds.length) errors.push({ field: 'unitIds', message: M.unitsOfProperty });
  if (badges.filter((b) => b.active || keepBadges.includes(b.id)).length !== input.badgeIds.length)
    errors.push({ field: 'badgeIds', message: M.badgesOfProperty });
  if (errors.length) throw new AppError('VALIDATION_FAILED', 'The key activity e-mail is not valid', errors);
}

/** The rules as the API shows them: units, employees and activities by name. */
export async function toAlerts(prisma: Client, rows: readonly AlertRow[]): Promise<KeyActivityAlert[]> {
  if (!rows.length) return [];
  const unitIds = [...new Set(rows.flatMap((r) => r.unitIds))];
  const badgeIds = [...new Set(rows.flatMap((r) => r.badgeIds))];
  const propertyIds = [...new Set(rows.map((r) => r.propertyId))];
  const [units, badges, activities] = await Promise.all([
    prisma.unit.findMany({ where: { id: { in: unitIds } }, select: { id: true, name: true } }),
    prisma.badge.findMany({
      where: { id: { in: badgeIds } },
      select: { id: true, badgeNumber: true, employeeName: true },
    }),
    prisma.propertyActivity.findMany({
      where: { propertyId: { in: propertyIds } },
      select: { propertyId: true, activityCode: true, activityName: true },
    }),
  ]);
  const unitById = new Map(units.map((u) => [u.id, u]));
  const badgeById = new Map(badges.map((b) => [b.id, b]));
  const activityName = (propertyId: number, code: number) =>
    activities.find((a) => a.propertyId === propertyId && a.activityCode === code)?.activityName ??
    DEFAULT_ACTIVITY_NAMES[code] ??
    `Activity ${code}`;
  return rows.map((r) => ({
    id: r.id,
    propertyId: r.propertyId,
    description: r.description,
    recipients: r.recipients,
    activities: r.activityCodes.map((activityCode) => ({
      activityCode,
      activityName: activityName(r.propertyId, activityCode),
    })),
    units: r.unitIds
      .flatMap((id) => unitById.get(id) ?? [])
      .sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true })),
    badges: r.badgeIds
      .flatMap((id) => badgeById.get(id) ?? [])
      .sort((a, b) => a.employeeName.localeCompare(b.employeeName)),
    startTime: r.startMinute === null ? null : timeOfMinutes(r.startMinute),
    endTime: r.endMinute === null ? null : timeOfMinutes(r.endMinute),
    days: r.days,
    timeZone: r.timeZone,
    active: r.active,
    version: r.version,
    updatedAt: r.updatedAt.toISOString(),
  }));
}
