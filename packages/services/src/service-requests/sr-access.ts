import { AppError, type FieldError } from '@kc/domain/errors';
import { shortDescription, srStatusName, technicianShortName } from '@kc/domain/service-requests/rules';
import { SR_MESSAGES, type ServiceRequest, type SrRow } from '@kc/domain/service-requests/schemas';
import type { SrSource } from '@kc/domain/service-requests/types';
import type { Prisma } from '../generated/prisma/client.ts';
import type { Database } from '../db/client.ts';
import { propertiesInScope, type Scope } from '../access/scope.ts';
import type { Actor } from '../audit/record-revision.ts';

export type Client = Prisma.TransactionClient | Database['prisma'];

/** The login a pin or "mine" belongs to (either pool). */
export interface LoginRef {
  pool: string;
  id: number;
}
export const loginOf = (actor: Actor): LoginRef | null =>
  actor.principal ? { pool: actor.principal.pool, id: actor.principal.id } : null;

/** Requests at live properties in scope AND the caller's conditions (never spread, see access/scope.ts). */
export const requestsInScope = (
  scope: Scope,
  where: Prisma.ServiceRequestWhereInput = {},
): Prisma.ServiceRequestWhereInput => ({
  AND: [{ property: propertiesInScope(scope, { deletedAt: null }) }, where],
});

export type RequestBase = Prisma.ServiceRequestGetPayload<object>;

/** One request the caller reaches, or 404 (another customer's request and a missing one answer alike). */
export async function loadRequestInScope(prisma: Client, scope: Scope, requestId: number): Promise<RequestBase> {
  const row = await prisma.serviceRequest.findFirst({ where: requestsInScope(scope, { id: requestId }) });
  if (!row) throw new AppError('NOT_FOUND', SR_MESSAGES.notFound);
  return row;
}

export const staleRequest = () =>
  new AppError('CONFLICT', SR_MESSAGES.stale, [{ field: 'version', message: 'Changed by someone else' }]);
export const invalid = (fieldErrors: FieldError[]) =>
  new AppError('VALIDATION_FAILED', 'Some fields are missing or invalid', fieldErrors);

const named = { select: { id: true, name: true } } as const;
export const ROW_INCLUDE = {
  property: { select: { id: true, name: true, corporation: named } },
  type: named,
  assignee: named,
} as const satisfies Prisma.ServiceRequestInclude;
type RowData = Prisma.ServiceRequestGetPayload<{ include: typeof ROW_INCLUDE }>;

const tech = (u: { id: number; name: string } | null) =>
  u && { id: u.id, name: u.name, shortName: technicianShortName(u) };
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toRow(r: RowData, pinned: ReadonlySet<number>): SrRow {
  return {
    id: r.id,
    property: { id: r.property.id, name: r.property.name },
    corporation: r.property.corporation,
    type: r.type,
    statusId: r.statusId,
    statusName: srStatusName(r.statusId),
    assignee: tech(r.assignee),
    description: r.description,
    shortDescription: shortDescription(r.description),
    source: r.source as SrSource,
    createdAt: r.createdAt.toISOString(),
    createdByName: r.createdByName,
    closedAt: iso(r.closedAt),
    pinned: pinned.has(r.id),
    version: r.version,
  };
}

/** The ids among `ids` the login pinned. */
export async function pinnedAmong(prisma: Client, login: LoginRef | null, ids: number[]): Promise<Set<number>> {
  if (!login || ids.length === 0) return new Set();
  const pins = await prisma.serviceRequestPin.findMany({
    where: { loginPool: login.pool, loginId: login.id, serviceRequestId: { in: ids } },
    select: { serviceRequestId: true },
  });
  return new Set(pins.map((p) => p.serviceRequestId));
}

/** List rows in the given order, with the login's pins marked. */
export async function rowsOf(prisma: Client, login: LoginRef | null, rows: RowData[]): Promise<SrRow[]> {
  const pinned = await pinnedAmong(
    prisma,
    login,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toRow(r, pinned));
}

const DETAIL_INCLUDE = {
  property: {
    select: { id: true, name: true, warrantyDate: true, region: named, division: named, corporation: named },
  },
  type: named,
  assignee: named,
  notes: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
} as const satisfies Prisma.ServiceRequestInclude;

/** The detail of a stored request (read after a change commits, so the answer is what is stored). */
export async function readRequest(prisma: Client, login: LoginRef | null, requestId: number): Promise<ServiceRequest> {
  const r = await prisma.serviceRequest.findUniqueOrThrow({ where: { id: requestId }, include: DETAIL_INCLUDE });
  const pinned = await pinnedAmong(prisma, login, [r.id]);
  const p = r.property;
  return {
    id: r.id,
    version: r.version,
    property: {
      id: p.id,
      name: p.name,
      warrantyDate: p.warrantyDate ? p.warrantyDate.toISOString().slice(0, 10) : null,
    },
    region: p.region,
    division: p.division,
    corporation: p.corporation,
    type: r.type,
    statusId: r.statusId,
    statusName: srStatusName(r.statusId),
    statusLastModified: r.statusAt.toISOString(),
    assignee: tech(r.assignee),
    contact: { name: r.contactName, phone: r.contactPhone, email: r.contactEmail },
    description: r.description,
    resolutionNote: r.resolutionNote,
    source: r.source as SrSource,
    shippingOrderId: r.shippingOrderId,
    createdBy: { name: r.createdByName },
    createdAt: r.createdAt.toISOString(),
    closedBy: r.closedByName ? { name: r.closedByName } : null,
    closedAt: iso(r.closedAt),
    updatedAt: r.updatedAt.toISOString(),
    pinned: pinned.has(r.id),
    notes: r.notes.map((n) => ({
      id: n.id,
      user: { name: n.authorName },
      message: n.body,
      createdAt: n.createdAt.toISOString(),
    })),
  };
}

/** The columns of a request the audit log keeps (what an edit can change). */
export const requestSnapshot = (r: RequestBase) => ({
  typeId: r.typeId,
  statusId: r.statusId,
  assigneeId: r.assigneeId,
  description: r.description,
  resolutionNote: r.resolutionNote,
  contactName: r.contactName,
  contactPhone: r.contactPhone,
  contactEmail: r.contactEmail,
  shippingOrderId: r.shippingOrderId,
});

/** The audit revision base of a request (its parent is the property). */
export const revisionOf = (r: Pick<RequestBase, 'id' | 'propertyId'>) => ({
  entityType: 'ServiceRequest',
  entityId: r.id,
  parentEntityType: 'Property',
  parentEntityId: r.propertyId,
});

export const authorOf = (actor: Actor) => ({
  pool: actor.principal?.pool ?? 'system',
  id: actor.principal?.id ?? null,
  name: actor.principal?.name ?? 'System',
});
