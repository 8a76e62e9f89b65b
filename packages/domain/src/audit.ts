import * as z from 'zod/mini';

/** The record types the services write revisions for (their `entityType`), named as the models are. */
export const AUDIT_ENTITY_TYPES = [
  'Corporation',
  'Division',
  'Region',
  'Property',
  'SiteLogin',
  'InternalUser',
  'Badge',
  'BadgeRestriction',
  'Datalog',
  'KeyPanel',
  'Unit',
  'Vendor',
  'WorkOrder',
  'Note',
  'DeviceCredential',
  'SystemBackup',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

const squash = (text: string) => text.replace(/[-_\s]/g, '').toLowerCase();

/**
 * The recorded type for a type as links spell it (`property`, `site-login`, `SiteLogin`); an unknown type stays as it
 * is (it simply has no revisions).
 */
export function canonicalEntityType(text: string): string {
  return AUDIT_ENTITY_TYPES.find((type) => squash(type) === squash(text)) ?? text;
}

const EntityTypeParam = z.pipe(z.string().check(z.minLength(1), z.maxLength(60)), z.transform(canonicalEntityType));

/** GET /api/audit/entity/revisions: query and answer (spec 000 §3 audit log entry). */
export const RevisionQuerySchema = z.object({
  entityType: EntityTypeParam,
  entityId: z.string().check(z.minLength(1), z.maxLength(60)),
  parentEntityType: z.optional(EntityTypeParam),
  parentEntityId: z.optional(z.string().check(z.minLength(1), z.maxLength(60))),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
  perPage: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(500)), 100),
});
export type RevisionQuery = z.infer<typeof RevisionQuerySchema>;

export const RevisionSchema = z.object({
  id: z.string(),
  time: z.string(),
  author: z.string(),
  impersonator: z.nullable(z.string()),
  type: z.enum(['CREATE', 'DELETE', 'UPDATE', 'ADD', 'REMOVE']),
  entityType: z.string(),
  entityId: z.string(),
  path: z.string(),
  oldValue: z.unknown(),
  newValue: z.unknown(),
});
export const RevisionPageSchema = z.object({
  /** The record the trail is about, by its name (null when it has none, or no longer exists). */
  entity: z.object({ type: z.string(), id: z.string(), name: z.nullable(z.string()) }),
  items: z.array(RevisionSchema),
  total: z.int(),
  page: z.int(),
  perPage: z.int(),
});
export type RevisionPage = z.infer<typeof RevisionPageSchema>;
