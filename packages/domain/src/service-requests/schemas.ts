import * as z from 'zod/mini';
import { QueryFlagSchema } from '../query.ts';
import { DbIdParamSchema, DbIdSchema } from '../ids.ts';
import { IsoDateTimeSchema } from '../iso-dates.ts';
import { SR_STATUS, SR_STATUS_IDS, isOpenStatus } from './rules.ts';
import { SERVICE_KINDS, SR_SOURCES } from './types.ts';

// The wire shapes of service requests (decision 0063): what the API accepts and answers, parsed by the web client
// with the same schemas.
const int = () => z.number().check(z.int());

export const SR_LIMITS = {
  description: 4000,
  note: 4000,
  resolution: 4000,
  contactName: 120,
  contactPhone: 40,
} as const;
export const SR_PAGE_SIZE = 100;

export const SR_MESSAGES = {
  notFound: 'Service request not found',
  stale: 'The service request was changed by someone else: reload it and try again',
  resolutionRequired: 'A resolution note is required to close a request',
  alreadyClosed: 'The service request is already closed',
  notClosed: 'The service request is not closed',
  unknownType: 'Unknown request type',
  unknownAssignee: 'Not an enabled technician',
  unknownStatus: 'Unknown status',
  openStatusOnly: 'Choose an open status',
  required: 'Required',
} as const;

const requiredText = (max: number) =>
  z
    .string(SR_MESSAGES.required)
    .check(z.trim(), z.minLength(1, SR_MESSAGES.required), z.maxLength(max, `At most ${max} characters`));
const optionalText = (max: number) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters`))),
    z.transform((v) => v || null),
  );
const optionalEmail = z.pipe(
  z.nullish(
    z.string().check(
      z.trim(),
      z.maxLength(254, 'At most 254 characters'),
      z.refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'Enter a valid e-mail address'),
    ),
  ),
  z.transform((v) => v || null),
);
const statusId = int().check(z.refine((v) => SR_STATUS_IDS.includes(v as never), SR_MESSAGES.unknownStatus));
const openStatusId = int().check(z.refine((v) => isOpenStatus(v), SR_MESSAGES.openStatusOnly));

export const SrParamsSchema = z.object({ requestId: DbIdParamSchema });
export const SrUserParamsSchema = z.object({ userId: DbIdParamSchema });

// ---- reference data -------------------------------------------------------------------------------------------

export const SrTypeSchema = z.object({
  id: int(),
  name: z.string(),
  serviceKind: z.nullable(z.enum(SERVICE_KINDS)),
  disabled: z.boolean(),
});
export type SrType = z.infer<typeof SrTypeSchema>;

/** Spec 001 §3 "Service tech", plus the short name of §9 and whether requests may be assigned to them. */
export const SrTechnicianSchema = z.object({
  id: int(),
  name: z.string(),
  shortName: z.string(),
  lastActivity: z.nullable(z.string()),
  disabled: z.boolean(),
  activeStatus: z.boolean(),
});
export type SrTechnician = z.infer<typeof SrTechnicianSchema>;

// ---- list ------------------------------------------------------------------------------------------------------

const flag = QueryFlagSchema;
/**
 * The list's filters (query string): statuses (comma-separated ids, or `open` for every open status), type,
 * assignee (0: nobody), property, corporation, creation range (ISO date-times, from inclusive, to inclusive),
 * `mine` (assigned to the caller), `pinnedFirst` (the caller's pins lead the first page), and the page (1-based).
 */
export const SrSearchSchema = z
  .object({
    statusIds: z.pipe(
      z.optional(z.string().check(z.maxLength(40), z.regex(/^\d(,\d)*$/, 'Comma-separated status ids'))),
      z.transform((v, ctx) => {
        if (v === undefined) return undefined;
        const ids = [...new Set(v.split(',').map(Number))];
        if (ids.some((id) => !SR_STATUS_IDS.includes(id as never)))
          ctx.issues.push({ code: 'custom', message: SR_MESSAGES.unknownStatus, input: v });
        return ids;
      }),
    ),
    open: flag,
    typeId: z.optional(DbIdParamSchema),
    assigneeId: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(2_147_483_647))),
    propertyId: z.optional(DbIdParamSchema),
    corporationId: z.optional(DbIdParamSchema),
    from: z.optional(IsoDateTimeSchema),
    to: z.optional(IsoDateTimeSchema),
    mine: flag,
    pinnedFirst: flag,
    page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
  })
  .check(
    z.superRefine((q, ctx) => {
      if (q.from && q.to && new Date(q.from).getTime() > new Date(q.to).getTime())
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'Must not be before from' });
    }),
  );
export type SrSearch = z.output<typeof SrSearchSchema>;

const person = z.object({ id: int(), name: z.string() });
const technician = z.object({ id: int(), name: z.string(), shortName: z.string() });

/** A list row (the lists by filter, by property and by user, and the pinned list). */
export const SrRowSchema = z.object({
  id: int(),
  property: z.object({ id: int(), name: z.string() }),
  corporation: person,
  type: person,
  statusId: int(),
  statusName: z.string(),
  assignee: z.nullable(technician),
  description: z.string(),
  shortDescription: z.string(),
  source: z.enum(SR_SOURCES),
  createdAt: z.string(),
  createdByName: z.string(),
  closedAt: z.nullable(z.string()),
  pinned: z.boolean(),
  version: int(),
});
export type SrRow = z.infer<typeof SrRowSchema>;

export const SrPageSchema = z.object({
  items: z.array(SrRowSchema),
  total: int(),
  page: int(),
  pageSize: int(),
});
export type SrPage = z.infer<typeof SrPageSchema>;

export const SrPagedQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
});

// ---- one request -----------------------------------------------------------------------------------------------

export const SrNoteSchema = z.object({
  id: int(),
  user: z.object({ name: z.string() }),
  message: z.string(),
  createdAt: z.string(),
});
export type SrNote = z.infer<typeof SrNoteSchema>;

/** A request with what the detail page shows (spec 001 §3 fields, decision 0063). */
export const ServiceRequestSchema = z.object({
  id: int(),
  version: int(),
  property: z.object({ id: int(), name: z.string(), warrantyDate: z.nullable(z.string()) }),
  region: person,
  division: z.nullable(person),
  corporation: person,
  type: person,
  statusId: int(),
  statusName: z.string(),
  statusLastModified: z.string(),
  assignee: z.nullable(technician),
  contact: z.object({ name: z.nullable(z.string()), phone: z.nullable(z.string()), email: z.nullable(z.string()) }),
  description: z.string(),
  resolutionNote: z.nullable(z.string()),
  source: z.enum(SR_SOURCES),
  shippingOrderId: z.nullable(int()),
  createdBy: z.object({ name: z.string() }),
  createdAt: z.string(),
  closedBy: z.nullable(z.object({ name: z.string() })),
  closedAt: z.nullable(z.string()),
  updatedAt: z.string(),
  pinned: z.boolean(),
  notes: z.array(SrNoteSchema),
});
export type ServiceRequest = z.infer<typeof ServiceRequestSchema>;

/** Spec 001 §5: the newest other request of the property created in the last 20 minutes, if any. */
export const SrRecentSchema = z.object({
  recent: z.nullable(z.object({ id: int(), createdAt: z.string(), typeName: z.string(), createdByName: z.string() })),
});
export type SrRecent = z.infer<typeof SrRecentSchema>;

export const SrCreatedSchema = z.object({ request: ServiceRequestSchema, ...SrRecentSchema.shape });
export type SrCreated = z.infer<typeof SrCreatedSchema>;

// ---- changes ---------------------------------------------------------------------------------------------------

const contactFields = {
  contactName: optionalText(SR_LIMITS.contactName),
  contactPhone: optionalText(SR_LIMITS.contactPhone),
  contactEmail: optionalEmail,
};

/** A new request at a property (the add page). The assignee is optional; the status starts open. */
export const SrCreateSchema = z.object({
  typeId: DbIdSchema,
  description: requiredText(SR_LIMITS.description),
  assigneeId: z.pipe(
    z.nullish(DbIdSchema),
    z.transform((v) => v ?? null),
  ),
  ...contactFields,
});
export type SrCreateInput = z.output<typeof SrCreateSchema>;

/**
 * An edit (version-checked): only the fields sent change. `assigneeId: null` unassigns. Moving to Closed needs a
 * `resolutionNote`; moving a closed request to an open status reopens it.
 */
export const SrUpdateSchema = z
  .object({
    version: DbIdSchema,
    typeId: z.optional(DbIdSchema),
    assigneeId: z.optional(z.nullable(DbIdSchema)),
    statusId: z.optional(statusId),
    description: z.optional(requiredText(SR_LIMITS.description)),
    resolutionNote: z.optional(requiredText(SR_LIMITS.resolution)),
    contactName: z.optional(contactFields.contactName),
    contactPhone: z.optional(contactFields.contactPhone),
    contactEmail: z.optional(contactFields.contactEmail),
  })
  .check(
    z.superRefine((u, ctx) => {
      if (u.statusId === SR_STATUS.closed && !u.resolutionNote)
        ctx.addIssue({ code: 'custom', path: ['resolutionNote'], message: SR_MESSAGES.resolutionRequired });
    }),
  );
export type SrUpdateInput = z.output<typeof SrUpdateSchema>;

export const SrCloseSchema = z.object({
  version: DbIdSchema,
  resolutionNote: requiredText(SR_LIMITS.resolution),
});
export type SrCloseInput = z.output<typeof SrCloseSchema>;

export const SrReopenSchema = z.object({
  version: DbIdSchema,
  statusId: z._default(openStatusId, SR_STATUS.open),
});
export type SrReopenInput = z.output<typeof SrReopenSchema>;

export const SrNoteCreateSchema = z.object({ message: requiredText(SR_LIMITS.note) });

export const SrPinnedSchema = z.object({ pinned: z.boolean(), pinnedCount: int() });
export type SrPinned = z.infer<typeof SrPinnedSchema>;
