import * as z from 'zod/mini';
import { QueryFlagSchema } from '../query.ts';
import { DbIdParamSchema } from '../ids.ts';
import { PO_TYPE_IDS } from './catalog.ts';
import { PO_STATUS_IDS } from './status.ts';

// The order lists: the search payload of spec 001 §7 (from the query string), the list row and page, and the
// production queue.
const int = () => z.number().check(z.int());

/** Spec 001 §3 "Purchase-order list row", plus what the list's actions need. */
export const PurchaseOrderRowSchema = z.object({
  id: int(),
  customerNumber: z.nullable(z.string()),
  propertyId: int(),
  propertyName: z.string(),
  propertyCode: z.nullable(z.string()),
  corporationId: int(),
  corporationName: z.string(),
  dateCreated: z.string(),
  orderDate: z.nullable(z.string()),
  deliveryDate: z.nullable(z.string()),
  salesRepName1: z.nullable(z.string()),
  salesRepName2: z.nullable(z.string()),
  installerName: z.nullable(z.string()),
  statusName: z.string(),
  statusId: int(),
  accountingStatusId: z.nullable(int()),
  accountingStatusName: z.nullable(z.string()),
  lastAction: z.nullable(z.string()),
  needsAction: z.boolean(),
  typeId: int(),
  datalogType: z.nullable(z.string()),
  draft: z.boolean(),
  disabled: z.boolean(),
  totalCents: int(),
  version: int(),
});
export type PurchaseOrderRow = z.infer<typeof PurchaseOrderRowSchema>;

export const PO_PAGE_SIZE = 100;
/** The search variants of spec 001 §7 (main, sales, conversions, general) and the accounting landing page. */
export const PO_SEARCH_VARIANTS = ['main', 'sales', 'conversions', 'general', 'accounting'] as const;

const flag = QueryFlagSchema;
const optionalQueryText = (max: number) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters`))),
    z.transform((v) => v || undefined),
  );

/** Spec 001 §7 search payload, from the query string so a look-up's URL can be shared. */
export const PurchaseOrderSearchSchema = z.object({
  variant: z._default(z.enum(PO_SEARCH_VARIANTS), 'main'),
  representativeId: z.optional(DbIdParamSchema),
  /** One property's orders (the order form lists the property's drafts to resume). */
  propertyId: z.optional(DbIdParamSchema),
  year: z.optional(z.coerce.number().check(z.int(), z.gte(2000), z.lte(2100))),
  month: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(12))),
  propertyName: optionalQueryText(120),
  propertyCode: optionalQueryText(40),
  corporationName: optionalQueryText(120),
  customerNumber: optionalQueryText(40),
  /** Comma-separated status ids. */
  purchaseOrderStatuses: z.pipe(
    z.optional(z.string().check(z.maxLength(40), z.regex(/^\d(,\d)*$/, 'Comma-separated status ids'))),
    z.transform((v, ctx) => {
      if (v === undefined) return undefined;
      const ids = [...new Set(v.split(',').map(Number))];
      if (ids.some((id) => !(PO_STATUS_IDS as number[]).includes(id)))
        ctx.issues.push({ code: 'custom', message: 'Unknown status id', input: v });
      return ids;
    }),
  ),
  last60Days: flag,
  /** With representativeId: also orders where that rep is the second representative. */
  otherReps: flag,
  typeId: z.optional(
    z.coerce.number().check(
      z.int(),
      z.refine((v) => (PO_TYPE_IDS as number[]).includes(v), 'Unknown order type'),
    ),
  ),
  managerApproved: flag,
  includeDrafts: flag,
  includeDeleted: flag,
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
});
export type PurchaseOrderSearch = z.output<typeof PurchaseOrderSearchSchema>;

export const PurchaseOrderPageSchema = z.object({
  rows: z.array(PurchaseOrderRowSchema),
  total: int(),
  page: int(),
  pageSize: int(),
});
export type PurchaseOrderPage = z.infer<typeof PurchaseOrderPageSchema>;

/** Spec 001 §4: the production queue's milestones, each with its date (null until reached). */
export const ProductionQueueRowSchema = z.object({
  id: int(),
  propertyId: int(),
  propertyName: z.string(),
  corporationName: z.string(),
  customerNumber: z.nullable(z.string()),
  statusId: int(),
  statusName: z.string(),
  typeId: int(),
  salesRepName1: z.nullable(z.string()),
  installerName: z.nullable(z.string()),
  poCreated: z.string(),
  managerApproved: z.nullable(z.string()),
  customerNumberAssigned: z.nullable(z.string()),
  sentForUnitEntry: z.nullable(z.string()),
  unitsVerified: z.nullable(z.string()),
  panelsScanned: z.nullable(z.string()),
  shipped: z.nullable(z.string()),
  lastAction: z.nullable(z.string()),
  lastActionDate: z.nullable(z.string()),
});
export type ProductionQueueRow = z.infer<typeof ProductionQueueRowSchema>;

export const ProductionQueueQuerySchema = z.object({
  /** One order's row: the page reads it after an action, so the server's row replaces its own (decision 0061). */
  purchaseOrderId: z.optional(DbIdParamSchema),
  propertyName: optionalQueryText(120),
  purchaseOrderStatuses: PurchaseOrderSearchSchema.shape.purchaseOrderStatuses,
});
