import { z } from 'zod';
import { DbIdSchema } from './ids.ts';
import { DateOnlySchema } from './badges.ts';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((v) => v || null);

// Vendors
export const VendorSchema = z.object({
  id: z.number().int(),
  propertyId: z.number().int(),
  name: z.string(),
  contactName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  active: z.boolean(),
  version: z.number().int(),
});
export type Vendor = z.infer<typeof VendorSchema>;
const vendorFields = {
  name: z.string().trim().min(1, 'Required').max(100, 'At most 100 characters'),
  contactName: optionalText(100),
  phoneNumber: z
    .string()
    .trim()
    .max(30, 'At most 30 characters')
    .regex(/^[0-9()+\-. x]*$/, 'Digits, spaces and ( ) + - . x only')
    .nullish()
    .transform((v) => v || null),
  email: z
    .union([z.email('Invalid e-mail address').max(254), z.literal('')])
    .nullish()
    .transform((v) => v || null),
};
export const VendorCreateSchema = z.object(vendorFields);
export type VendorCreate = z.input<typeof VendorCreateSchema>;
export const VendorUpdateSchema = z.object({ ...vendorFields, active: z.boolean(), version: DbIdSchema });
export type VendorUpdate = z.input<typeof VendorUpdateSchema>;
export const VendorListQuerySchema = z.object({
  includeInactive: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

// Work orders
export const WORK_ORDER_STATUSES = ['open', 'completed', 'canceled'] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];
export const WorkOrderSchema = z.object({
  id: z.number().int(),
  propertyId: z.number().int(),
  number: z.string(),
  unitName: z.string().nullable(),
  vendorId: z.number().int().nullable(),
  vendorName: z.string().nullable(),
  description: z.string(),
  status: z.enum(WORK_ORDER_STATUSES),
  dueDate: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type WorkOrder = z.infer<typeof WorkOrderSchema>;
const workOrderFields = {
  number: z.string().trim().min(1, 'Required').max(20, 'At most 20 characters'),
  unitName: z
    .string()
    .trim()
    .max(10, 'At most 10 characters')
    .regex(/^[A-Za-z0-9 .-]*$/, 'Letters, numbers, spaces, dashes and periods only')
    .nullish()
    .transform((v) => v || null),
  vendorId: DbIdSchema.nullish().transform((v) => v ?? null),
  description: z.string().trim().min(1, 'Required').max(2000, 'At most 2000 characters'),
  status: z.enum(WORK_ORDER_STATUSES).default('open'),
  dueDate: DateOnlySchema.nullish().transform((v) => v ?? null),
};
export const WorkOrderCreateSchema = z.object(workOrderFields);
export type WorkOrderCreate = z.input<typeof WorkOrderCreateSchema>;
export const WorkOrderUpdateSchema = z.object({ ...workOrderFields, version: DbIdSchema });
export type WorkOrderUpdate = z.input<typeof WorkOrderUpdateSchema>;

// Activities (spec 001 §2: code 99 shows blank, code 1 flags an ok row)
export const ACTIVITY_BLANK_CODE = 99;
export const ACTIVITY_OK_CODE = 1;
/** Codes a property names; 99 is reserved (always blank) and never listed for editing. */
export const ACTIVITY_CODE_MAX = 20;
/**
 * Names a property starts with (decision 0018), also the reports' fallback for a code the property has not named
 * (decision 0019); the rest are unnamed until the property names them.
 */
export const DEFAULT_ACTIVITY_NAMES: Readonly<Record<number, string>> = { 1: 'OK', 2: 'Key Out', 3: 'Key In' };
export const ActivitySchema = z.object({
  activityCode: z.number().int(),
  activityName: z.string(),
  isDefault: z.boolean(),
});
export type Activity = z.infer<typeof ActivitySchema>;
export const ActivitiesUpdateSchema = z.object({
  activities: z
    .array(
      z.object({
        activityCode: z.number().int().min(1, 'Codes 1 to 20').max(ACTIVITY_CODE_MAX, 'Codes 1 to 20'),
        activityName: z.string().trim().max(40, 'At most 40 characters'),
      }),
    )
    .min(1)
    .max(ACTIVITY_CODE_MAX),
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
  timestamp: z.string().nullable(),
  title: z.string(),
  detail: z.string(),
  ref: z.object({
    badgeId: z.number().int().optional(),
    datalogId: z.number().int().optional(),
    keyTagNumber: z.string().optional(),
  }),
});
export type ExceptionAlert = z.infer<typeof ExceptionAlertSchema>;
/** A property's alerts at its effective settings (decision 0036): the thresholds used and the types switched on. */
export const ExceptionAlertsSchema = z.object({
  propertyId: z.number().int(),
  generatedAt: z.string(),
  keyOutHours: z.number().int(),
  badgeUnusedDays: z.number().int(),
  lastCommDays: z.number().int(),
  types: z.array(z.enum(EXCEPTION_TYPES)),
  alerts: z.array(ExceptionAlertSchema),
});
export type ExceptionAlerts = z.infer<typeof ExceptionAlertsSchema>;
