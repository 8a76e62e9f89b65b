import * as z from 'zod/mini';
import { DbIdSchema } from './ids.ts';
import { DateOnlySchema } from './badges.ts';

const optionalText = (max: number) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters`))),
    z.transform((v) => v || null),
  );

// Vendors
export const VendorSchema = z.object({
  id: z.int(),
  propertyId: z.int(),
  name: z.string(),
  contactName: z.nullable(z.string()),
  phoneNumber: z.nullable(z.string()),
  email: z.nullable(z.string()),
  active: z.boolean(),
  version: z.int(),
});
export type Vendor = z.infer<typeof VendorSchema>;
const vendorFields = {
  name: z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(100, 'At most 100 characters')),
  contactName: optionalText(100),
  phoneNumber: z.pipe(
    z.nullish(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(30, 'At most 30 characters'),
          z.regex(/^[0-9()+\-. x]*$/, 'Digits, spaces and ( ) + - . x only'),
        ),
    ),
    z.transform((v) => v || null),
  ),
  email: z.pipe(
    z.nullish(z.union([z.email('Invalid e-mail address').check(z.maxLength(254)), z.literal('')])),
    z.transform((v) => v || null),
  ),
};
export const VendorCreateSchema = z.object(vendorFields);
export type VendorCreate = z.input<typeof VendorCreateSchema>;
export const VendorUpdateSchema = z.object({ ...vendorFields, active: z.boolean(), version: DbIdSchema });
export type VendorUpdate = z.input<typeof VendorUpdateSchema>;
export const VendorListQuerySchema = z.object({
  includeInactive: z.pipe(
    z._default(z.enum(['true', 'false']), 'false'),
    z.transform((v) => v === 'true'),
  ),
});

// Work orders
export const WORK_ORDER_STATUSES = ['open', 'completed', 'canceled'] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];
export const WorkOrderSchema = z.object({
  id: z.int(),
  propertyId: z.int(),
  number: z.string(),
  unitName: z.nullable(z.string()),
  vendorId: z.nullable(z.int()),
  vendorName: z.nullable(z.string()),
  description: z.string(),
  status: z.enum(WORK_ORDER_STATUSES),
  dueDate: z.nullable(z.string()),
  completedAt: z.nullable(z.string()),
  createdAt: z.string(),
  version: z.int(),
});
export type WorkOrder = z.infer<typeof WorkOrderSchema>;
const workOrderFields = {
  number: z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(20, 'At most 20 characters')),
  unitName: z.pipe(
    z.nullish(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(10, 'At most 10 characters'),
          z.regex(/^[A-Za-z0-9 .-]*$/, 'Letters, numbers, spaces, dashes and periods only'),
        ),
    ),
    z.transform((v) => v || null),
  ),
  vendorId: z.pipe(
    z.nullish(DbIdSchema),
    z.transform((v) => v ?? null),
  ),
  description: z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(2000, 'At most 2000 characters')),
  status: z._default(z.enum(WORK_ORDER_STATUSES), 'open'),
  dueDate: z.pipe(
    z.nullish(DateOnlySchema),
    z.transform((v) => v ?? null),
  ),
};
export const WorkOrderCreateSchema = z.object(workOrderFields);
export type WorkOrderCreate = z.input<typeof WorkOrderCreateSchema>;
export const WorkOrderUpdateSchema = z.object({ ...workOrderFields, version: DbIdSchema });
export type WorkOrderUpdate = z.input<typeof WorkOrderUpdateSchema>;

// Activities (spec 001 §2): the codes are in activity-codes.ts, which needs no schema.
import { ACTIVITY_CODE_MAX } from './activity-codes.ts';

export { ACTIVITY_BLANK_CODE, ACTIVITY_CODE_MAX, ACTIVITY_OK_CODE, DEFAULT_ACTIVITY_NAMES } from './activity-codes.ts';
export const ActivitySchema = z.object({
  activityCode: z.int(),
  activityName: z.string(),
  isDefault: z.boolean(),
});
export type Activity = z.infer<typeof ActivitySchema>;
export const ActivitiesUpdateSchema = z.object({
  activities: z
    .array(
      z.object({
        activityCode: z.int().check(z.gte(1, 'Codes 1 to 20'), z.lte(ACTIVITY_CODE_MAX, 'Codes 1 to 20')),
        activityName: z.string().check(z.trim(), z.maxLength(40, 'At most 40 characters')),
      }),
    )
    .check(z.minLength(1), z.maxLength(ACTIVITY_CODE_MAX)),
});
export type ActivitiesUpdate = z.input<typeof ActivitiesUpdateSchema>;

// Exception alerts (spec 001 §3 types, §9 windows)
export const EXCEPTION_TYPES = ['KEY_OUT', 'BADGE_UNUSED', 'LAST_COMM'] as const;
export type ExceptionType = (typeof EXCEPTION_TYPES)[number];
export const KEY_OUT_DEFAULT_HOURS = 24;
export const BADGE_UNUSED_DAYS = 30;
export const LAST_COMM_WARNING_DAYS = 3;
export const ExceptionAlertSchema = z.object({
  type: z.enum(EXCEPTION_TYPES),
  /** KEY_OUT: since when the key is out; BADGE_UNUSED: badge.lastUsed (null if never); LAST_COMM: last communication. */
  timestamp: z.nullable(z.string()),
  title: z.string(),
  detail: z.string(),
  ref: z.object({
    badgeId: z.optional(z.int()),
    datalogId: z.optional(z.int()),
    keyTagNumber: z.optional(z.string()),
  }),
});
export type ExceptionAlert = z.infer<typeof ExceptionAlertSchema>;
/** A property's alerts at its effective settings (decision 0036): the thresholds used and the types switched on. */
export const ExceptionAlertsSchema = z.object({
  propertyId: z.int(),
  generatedAt: z.string(),
  keyOutHours: z.int(),
  badgeUnusedDays: z.int(),
  lastCommDays: z.int(),
  types: z.array(z.enum(EXCEPTION_TYPES)),
  alerts: z.array(ExceptionAlertSchema),
});
export type ExceptionAlerts = z.infer<typeof ExceptionAlertsSchema>;
