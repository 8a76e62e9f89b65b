import { z } from 'zod';

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

const EntityTypeParam = z.string().min(1).max(60).transform(canonicalEntityType);

/** GET /api/audit/entity/revisions: query and answer (spec 000 §3 audit log entry). */
export const RevisionQuerySchema = z.object({
  entityType: EntityTypeParam,
  entityId: z.string().min(1).max(60),
  parentEntityType: EntityTypeParam.optional(),
  parentEntityId: z.string().min(1).max(60).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(500).default(100),
});
export type RevisionQuery = z.infer<typeof RevisionQuerySchema>;

export const RevisionSchema = z.object({
  id: z.string(),
  time: z.string(),
  author: z.string(),
  impersonator: z.string().nullable(),
  type: z.enum(['CREATE', 'DELETE', 'UPDATE', 'ADD', 'REMOVE']),
  entityType: z.string(),
  entityId: z.string(),
  path: z.string(),
  oldValue: z.unknown(),
  newValue: z.unknown(),
});
export const RevisionPageSchema = z.object({
  /** The record the trail is about, by its name (null when it has none, or no longer exists). */
  entity: z.object({ type: z.string(), id: z.string(), name: z.string().nullable() }),
  items: z.array(RevisionSchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});
export type RevisionPage = z.infer<typeof RevisionPageSchema>;
