import * as z from 'zod/mini';
import { HtInfoSchema } from './property-summary.ts';
import { EXCEPTION_GROUP, ReportRowSchema } from './report-rows.ts';
import { isTimeZone, zoneOffset, zoneParts } from './time-zone.ts';

/**
 * The customer overview (issue 13 item 1, decision 0033): a property's morning briefing, or the same figures per
 * property for a region, division or corporation. Every figure is counted with the rule of the page it links to:
 * keys out (keys-out report), keys out longer than the alert threshold, badges unused and silent datalogs (the
 * exceptions page), exceptions by group (the exception report, decision 0019 groups), key pulls (the key
 * movements that take a key out, devices.ts KEY_EFFECT_SQL) and the latest transactions (transaction report).
 */

export const EXCEPTION_GROUPS = ['error', 'warning', 'info', 'special'] as const;
export type ExceptionGroup = (typeof EXCEPTION_GROUPS)[number];

/** Days of the pulls chart and of the 30-day exception count: the reports' default range (today and 29 days back). */
export const OVERVIEW_DAYS = 30;
/** The recent-exceptions window, in hours. */
export const OVERVIEW_RECENT_HOURS = 24;
/** Rows of the latest-transactions list. */
export const OVERVIEW_LATEST_ROWS = 10;
/** The alert figures are counted at each property's effective exception settings (alerts.ts, decision 0036). */

/** SQL expression: the decision-0019 group of `exception_code` (an unknown code is a warning, as rowGroup says). */
export const EXCEPTION_GROUP_SQL = `CASE exception_code ${Object.entries(EXCEPTION_GROUP)
  .map(([code, group]) => `WHEN '${code}' THEN '${group}'`)
  .join(' ')} ELSE 'warning' END`;

/** `?tz=` the browser's IANA time zone: the days of the chart and the 30-day window are the reader's calendar days. */
export const OverviewQuerySchema = z.object({
  tz: z._default(z.string().check(z.trim(), z.maxLength(64), z.refine(isTimeZone, 'Unknown time zone')), 'UTC'),
});
export type OverviewQuery = z.infer<typeof OverviewQuerySchema>;

const count = z.int().check(z.gte(0));
export const ExceptionGroupCountsSchema = z.object({ error: count, warning: count, info: count, special: count });
export type ExceptionGroupCounts = z.infer<typeof ExceptionGroupCountsSchema>;

export const OverviewFiguresSchema = z.object({
  keysOut: count,
  keysOutLong: count,
  recentExceptions: ExceptionGroupCountsSchema,
  monthExceptions: ExceptionGroupCountsSchema,
  badgesUnused: count,
  datalogs: count,
  datalogsSilent: count,
  /** The most recent communication of the property's datalogs (null when none ever communicated). */
  lastCommunication: z.nullable(z.string()),
});
export type OverviewFigures = z.infer<typeof OverviewFiguresSchema>;

export const OverviewWindowSchema = z.object({
  /** Start of the 30-day window (start of the reader's day 29 days ago) and its end (end of today). */
  monthFrom: z.string(),
  monthTo: z.string(),
  recentFrom: z.string(),
  keyOutHours: z.int(),
  badgeUnusedDays: z.int(),
  lastCommDays: z.int(),
});

export const PullsPerDaySchema = z.array(z.object({ day: z.string(), pulls: count }));
export type PullsPerDay = z.infer<typeof PullsPerDaySchema>;

export const PropertyOverviewSchema = z.object({
  property: z.object({ id: z.int(), name: z.string(), regionName: z.string(), htInfo: HtInfoSchema }),
  generatedAt: z.string(),
  timeZone: z.string(),
  window: OverviewWindowSchema,
  figures: OverviewFiguresSchema,
  pullsPerDay: PullsPerDaySchema,
  /** The newest rows of the transaction report; null without the report's right. */
  latest: z.nullable(z.array(ReportRowSchema)),
});
export type PropertyOverview = z.infer<typeof PropertyOverviewSchema>;

export const ROLLUP_LEVELS = ['corporation', 'division', 'region'] as const;
export type RollupLevel = (typeof ROLLUP_LEVELS)[number];

export const RollupPropertySchema = z.object({
  id: z.int(),
  name: z.string(),
  regionName: z.string(),
  htInfo: HtInfoSchema,
  figures: OverviewFiguresSchema,
});
export type RollupProperty = z.infer<typeof RollupPropertySchema>;

export const RollupOverviewSchema = z.object({
  level: z.enum(ROLLUP_LEVELS),
  id: z.int(),
  name: z.string(),
  generatedAt: z.string(),
  timeZone: z.string(),
  window: OverviewWindowSchema,
  properties: z.array(RollupPropertySchema),
  totals: OverviewFiguresSchema,
});
export type RollupOverview = z.infer<typeof RollupOverviewSchema>;

export const exceptionTotal = (c: ExceptionGroupCounts) => c.error + c.warning + c.info + c.special;

const addGroups = (a: ExceptionGroupCounts, b: ExceptionGroupCounts): ExceptionGroupCounts => ({
  error: a.error + b.error,
  warning: a.warning + b.warning,
  info: a.info + b.info,
  special: a.special + b.special,
});

const later = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a > b ? a : b);

export const NO_FIGURES: OverviewFigures = {
  keysOut: 0,
  keysOutLong: 0,
  recentExceptions: { error: 0, warning: 0, info: 0, special: 0 },
  monthExceptions: { error: 0, warning: 0, info: 0, special: 0 },
  badgesUnused: 0,
  datalogs: 0,
  datalogsSilent: 0,
  lastCommunication: null,
};

/** The roll-up's totals: sums, and the latest communication of all. */
export function sumFigures(list: readonly OverviewFigures[]): OverviewFigures {
  return list.reduce(
    (t, f) => ({
      keysOut: t.keysOut + f.keysOut,
      keysOutLong: t.keysOutLong + f.keysOutLong,
      recentExceptions: addGroups(t.recentExceptions, f.recentExceptions),
      monthExceptions: addGroups(t.monthExceptions, f.monthExceptions),
      badgesUnused: t.badgesUnused + f.badgesUnused,
      datalogs: t.datalogs + f.datalogs,
      datalogsSilent: t.datalogsSilent + f.datalogsSilent,
      lastCommunication: later(t.lastCommunication, f.lastCommunication),
    }),
    NO_FIGURES,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The reader's calendar days (the reports' default range is local: from the start of the day 29 days ago to the end
// of today, report-state.ts), computed for the `tz` the browser sends.

const HOUR_MS = 3_600_000;

interface CalendarDay {
  y: number;
  m: number;
  d: number;
}

/** The instant the calendar day starts in the zone (twice round: the offset at midnight may differ from noon's). */
function zoneMidnight(day: CalendarDay, tz: string): number {
  const wall = Date.UTC(day.y, day.m, day.d);
  let guess = wall;
  for (let i = 0; i < 2; i++) guess = wall - zoneOffset(guess, tz);
  return guess;
}

const addDays = (day: CalendarDay, n: number): CalendarDay => {
  const t = new Date(Date.UTC(day.y, day.m, day.d + n));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth(), d: t.getUTCDate() };
};
const isoDay = (day: CalendarDay) =>
  `${String(day.y).padStart(4, '0')}-${String(day.m + 1).padStart(2, '0')}-${String(day.d).padStart(2, '0')}`;

export interface OverviewWindow {
  /** The 30 calendar days, oldest first (YYYY-MM-DD in the zone). */
  days: string[];
  monthFrom: Date;
  monthTo: Date;
  recentFrom: Date;
}

/** The overview's windows at `now` for a reader in `tz`: the reports' default 30 days and the last 24 hours. */
export function overviewWindow(now: Date, tz: string): OverviewWindow {
  const local = zoneParts(now.getTime(), tz);
  const today: CalendarDay = { y: local.y, m: local.m, d: local.d };
  const first = addDays(today, 1 - OVERVIEW_DAYS);
  return {
    days: Array.from({ length: OVERVIEW_DAYS }, (_, i) => isoDay(addDays(first, i))),
    monthFrom: new Date(zoneMidnight(first, tz)),
    monthTo: new Date(zoneMidnight(addDays(today, 1), tz) - 1),
    recentFrom: new Date(now.getTime() - OVERVIEW_RECENT_HOURS * HOUR_MS),
  };
}
