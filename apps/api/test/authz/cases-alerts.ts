import { randomBytes } from 'node:crypto';
import { INHERIT_ALL } from '@kc/domain/alerts';
import { LEVEL_PLURAL, type EntityLevel } from '@kc/domain/hierarchy';
import { ROLLUP_LEVELS } from '@kc/domain/overview';
import { createDatabase, type Database } from '@kc/services/db/client';
import type { RouteCase } from './expectations.ts';
import type { CellInput, RequestSpec } from './cases.ts';

type Case = RouteCase & { request: (cell: CellInput) => RequestSpec | Promise<RequestSpec> };

let db: Database | undefined;
/** The badge to clear needs the database; like cases-badges.ts, this file opens a small handle of its own. */
const prisma = () => (db ??= createDatabase(process.env.DATABASE_URL!, 2)).prisma;
const badge = (propertyId: number) =>
  prisma().badge.create({
    data: { propertyId, badgeNumber: `A${randomBytes(3).toString('hex')}`, employeeName: 'Matrix Badge' },
    select: { id: true },
  });

const LEVELS: EntityLevel[] = ['property', ...ROLLUP_LEVELS];
const rec = (level: EntityLevel) => `/api/${LEVEL_PLURAL[level]}/:${level === 'property' ? 'propertyId' : 'id'}`;
const at = (c: CellInput, level: EntityLevel) => `/api/${LEVEL_PLURAL[level]}/${c.refs[level]}`;

/** Authorization-matrix cases of the alerts routes (decisions 0036, 0037; merged into ROUTE_CASES). */
export const ALERTS_CASES: Record<string, Case> = {
  ...Object.fromEntries(
    LEVELS.flatMap((level): [string, Case][] => [
      [
        `GET ${rec(level)}/exception-settings`,
        { success: 200, request: (c) => ({ url: `${at(c, level)}/exception-settings` }) },
      ],
      [
        `PUT ${rec(level)}/exception-settings`,
        { success: 200, request: (c) => ({ url: `${at(c, level)}/exception-settings`, payload: INHERIT_ALL }) },
      ],
      [
        `GET ${rec(level)}/keys-requested-but-not-scanned`,
        { success: 200, request: (c) => ({ url: `${at(c, level)}/keys-requested-but-not-scanned` }) },
      ],
    ]),
  ),
  ...Object.fromEntries(
    ROLLUP_LEVELS.map((level): [string, Case] => [
      `GET ${rec(level)}/exception-alerts`,
      { success: 200, request: (c) => ({ url: `${at(c, level)}/exception-alerts` }) },
    ]),
  ),
  'POST /api/properties/:propertyId/badges/:badgeId/clear-alert': {
    success: 200,
    request: async (c) => ({
      url: `/api/properties/${c.propertyId}/badges/${(await badge(c.propertyId)).id}/clear-alert`,
      payload: {},
    }),
  },
};

const unit = (propertyId: number) =>
  prisma().unit.create({ data: { propertyId, name: `N${randomBytes(3).toString('hex')}` }, select: { id: true } });

/** Authorization-matrix cases of the unit notes routes (issue 14 item 5; merged into ROUTE_CASES). */
export const UNIT_NOTES_CASES: Record<string, Case> = {
  'GET /api/units/:unitId': {
    success: 200,
    request: async (c) => ({ url: `/api/units/${(await unit(c.propertyId)).id}` }),
  },
  'POST /api/units/:unitId/notes': {
    success: 201,
    request: async (c) => ({
      url: `/api/units/${(await unit(c.propertyId)).id}/notes`,
      payload: { text: 'Matrix unit note' },
    }),
  },
};
