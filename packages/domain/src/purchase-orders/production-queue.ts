import * as z from 'zod/mini';
import { compareNames, formatDate } from '../format.ts';
import { ProductionQueueQuerySchema, type ProductionQueueRow } from './search.ts';

/**
 * The production queue's page filters, sort and export columns (decision 0061), one rule for the page (which filters
 * the rows it holds) and the Excel export (which filters the same rows on the server), so both show the same orders.
 */

/** Spec 001 §4: the milestones of a queue row, in order, each a dated field of the row. */
export const PRODUCTION_MILESTONES = [
  'poCreated',
  'managerApproved',
  'customerNumberAssigned',
  'sentForUnitEntry',
  'unitsVerified',
  'panelsScanned',
  'shipped',
  'lastActionDate',
] as const;
export type ProductionMilestone = (typeof PRODUCTION_MILESTONES)[number];

export const PRODUCTION_MILESTONE_LABEL: Record<ProductionMilestone, string> = {
  poCreated: 'PO created',
  managerApproved: 'Manager approved',
  customerNumberAssigned: 'Customer # assigned',
  sentForUnitEntry: 'Sent for unit entry',
  unitsVerified: 'Units verified',
  panelsScanned: 'Panels scanned',
  shipped: 'Shipped',
  lastActionDate: 'Last action',
};

/** The columns the queue sorts by: the order, its property and people, and every milestone. */
export const PRODUCTION_SORTS = [
  'id',
  'propertyName',
  'customerNumber',
  'statusId',
  'salesRepName1',
  ...PRODUCTION_MILESTONES,
] as const;
export type ProductionSort = (typeof PRODUCTION_SORTS)[number];

const optionalText = (max: number) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters`))),
    z.transform((v) => v || undefined),
  );

/** What the page filters on the rows it holds (and the export the same way). */
export const ProductionQueueFilterSchema = z.object({
  /** Matches the order number, property, customer number, corporation and last action, case-insensitive. */
  q: optionalText(120),
  /** A representative's name: the sales rep or the installer. */
  representative: optionalText(120),
  reached: z.optional(z.enum(PRODUCTION_MILESTONES)),
  missing: z.optional(z.enum(PRODUCTION_MILESTONES)),
});
export interface ProductionQueueFilter {
  q?: string | undefined;
  representative?: string | undefined;
  reached?: ProductionMilestone | undefined;
  missing?: ProductionMilestone | undefined;
}

export interface ProductionQueueSort {
  id: ProductionSort;
  desc: boolean;
}

/** GET /api/production-queue/export: the server's filters, the page's, its sort and the reader's time zone. */
export const ProductionQueueExportQuerySchema = z.object({
  ...ProductionQueueQuerySchema.shape,
  ...ProductionQueueFilterSchema.shape,
  sort: z._default(z.enum(PRODUCTION_SORTS), 'poCreated'),
  desc: z.pipe(
    z.optional(z.enum(['true', 'false'])),
    z.transform((v) => v === 'true'),
  ),
  timeZone: z.optional(z.string().check(z.maxLength(64))),
});

const searchable = (r: ProductionQueueRow) =>
  [String(r.id), r.propertyName, r.customerNumber ?? '', r.corporationName, r.lastAction ?? '']
    .join('\n')
    .toLowerCase();

/** The rows the filter keeps, in their order. */
export function filterProductionQueue(
  rows: readonly ProductionQueueRow[],
  f: ProductionQueueFilter,
): ProductionQueueRow[] {
  const needle = f.q?.toLowerCase();
  const rep = f.representative?.toLowerCase();
  return rows.filter(
    (r) =>
      (!needle || searchable(r).includes(needle)) &&
      (!rep || r.salesRepName1?.toLowerCase() === rep || r.installerName?.toLowerCase() === rep) &&
      (!f.reached || r[f.reached] !== null) &&
      (!f.missing || r[f.missing] === null),
  );
}

/** A row's value for a sort: dates as ISO text (they sort as text), names as names, ids and statuses as numbers. */
export const productionSortValue = (r: ProductionQueueRow, id: ProductionSort): string | number | null => r[id];

/**
 * The rows sorted by one column the way the page's table sorts them (numbers as numbers, the rest as names, a missing
 * value as empty text, ties kept in the queue's order), so the export lists them in the order the page shows.
 */
export function sortProductionQueue(
  rows: readonly ProductionQueueRow[],
  sort: ProductionQueueSort,
): ProductionQueueRow[] {
  const sign = sort.desc ? -1 : 1;
  return [...rows].sort((a, b) => {
    const x = productionSortValue(a, sort.id);
    const y = productionSortValue(b, sort.id);
    const c =
      typeof x === 'number' && typeof y === 'number'
        ? x - y
        : compareNames(x === null ? '' : String(x), y === null ? '' : String(y));
    return c * sign;
  });
}

/** The distinct representatives (sales reps and installers) of the rows, by name, for the filter's choices. */
export function productionRepresentatives(rows: readonly ProductionQueueRow[]): string[] {
  const names = new Set<string>();
  for (const r of rows) {
    if (r.salesRepName1) names.add(r.salesRepName1);
    if (r.installerName) names.add(r.installerName);
  }
  return [...names].sort(compareNames);
}

export interface ProductionQueueColumn {
  key: string;
  header: string;
  text: (row: ProductionQueueRow, timeZone?: string) => string;
}

const milestone = (key: ProductionMilestone): ProductionQueueColumn => ({
  key,
  header: PRODUCTION_MILESTONE_LABEL[key],
  text: (r, tz) => (r[key] ? formatDate(r[key], tz) : ''),
});

/** The export's columns, in the page's order, with English headers (the page translates by key). */
export const PRODUCTION_QUEUE_COLUMNS: ProductionQueueColumn[] = [
  { key: 'id', header: 'PO #', text: (r) => String(r.id) },
  { key: 'propertyName', header: 'Property', text: (r) => r.propertyName },
  { key: 'customerNumber', header: 'Customer #', text: (r) => r.customerNumber ?? '' },
  { key: 'corporationName', header: 'Corporation', text: (r) => r.corporationName },
  { key: 'statusId', header: 'Status', text: (r) => r.statusName },
  { key: 'salesRepName1', header: 'Sales rep', text: (r) => r.salesRepName1 ?? '' },
  { key: 'installerName', header: 'Installer', text: (r) => r.installerName ?? '' },
  ...PRODUCTION_MILESTONES.filter((m) => m !== 'lastActionDate').map(milestone),
  { key: 'lastAction', header: 'Last action', text: (r) => r.lastAction ?? '' },
  { key: 'lastActionDate', header: 'Last action date', text: (r, tz) => formatDate(r.lastActionDate, tz) },
];

export const productionQueueFileName = (now = new Date()): string =>
  `production-queue_${now.toISOString().slice(0, 10)}.xlsx`;
