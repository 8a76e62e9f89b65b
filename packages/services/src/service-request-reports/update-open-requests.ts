import { AppError, type FieldError } from '@kc/domain/errors';
import type { OpenReportUpdate, OpenReportUpdateResult } from '@kc/domain/service-requests/reports';
import type { ServiceContext } from '../context.ts';
import type { ActorScope } from '../access/caller.ts';
import { recordRevisions, type RevisionInput } from '../audit/record-revision.ts';
import { assertProviderScope } from '../internal-reports/provider-scope.ts';
import { OPEN_STATUS_IDS } from './open-report-options.ts';
import { TECHNICIANS_SQL } from './technicians.ts';

interface Current {
  id: number;
  version: number;
  property_id: number;
  status_id: number;
  type_id: number;
  assignee_id: number | null;
}

/**
 * The open report's one bulk update (spec 001 §7 updateOpenServiceRequests, decision 0066): every item's type and/or
 * assignee in one transaction, each changed field audited on its request. All or nothing: an unknown request, type or
 * technician is a 400 naming the item's field; a request changed or closed since the report was read (its version
 * differs) is a 409 naming each stale item, and nothing is written. Items whose values are already stored count as
 * unchanged.
 */
export async function updateOpenRequests(
  ctx: ServiceContext,
  { actor, scope }: ActorScope,
  body: OpenReportUpdate,
): Promise<OpenReportUpdateResult> {
  assertProviderScope(scope);
  const { items } = body;
  if (items.length === 0) return { updated: 0, unchanged: 0 };
  return ctx.db.prisma.$transaction(async (tx) => {
    const ids = items.map((i) => i.serviceRequestId);
    const current = await tx.$queryRawUnsafe<Current[]>(
      `SELECT sr.id, sr.version, sr.property_id, sr.status_id, sr.type_id, sr.assignee_id
         FROM service_requests sr JOIN properties p ON p.id = sr.property_id
        WHERE sr.id = ANY($1::int[]) AND p.deleted_at IS NULL
        ORDER BY sr.id FOR UPDATE OF sr`,
      ids,
    );
    const typeIds = [...new Set(items.flatMap((i) => i.serviceRequestTypeId ?? []))];
    const userIds = [...new Set(items.flatMap((i) => i.assignedToUserId ?? []))];
    const [types, techs] = await Promise.all([
      tx.$queryRawUnsafe<{ id: number }[]>(
        'SELECT id FROM service_request_types WHERE id = ANY($1::int[]) AND NOT disabled',
        typeIds,
      ),
      tx.$queryRawUnsafe<{ id: number }[]>(
        `SELECT id FROM (${TECHNICIANS_SQL}) t WHERE enabled AND id = ANY($1::int[])`,
        userIds,
      ),
    ]);
    const byId = new Map(current.map((c) => [c.id, c]));
    const knownTypes = new Set(types.map((t) => t.id));
    const knownTechs = new Set(techs.map((t) => t.id));

    const invalid: FieldError[] = [];
    const stale: FieldError[] = [];
    items.forEach((item, i) => {
      const row = byId.get(item.serviceRequestId);
      if (!row) invalid.push({ field: `items.${i}.serviceRequestId`, message: 'Unknown service request' });
      if (item.serviceRequestTypeId !== undefined && !knownTypes.has(item.serviceRequestTypeId))
        invalid.push({ field: `items.${i}.serviceRequestTypeId`, message: 'Unknown request type' });
      if (item.assignedToUserId !== undefined && !knownTechs.has(item.assignedToUserId))
        invalid.push({ field: `items.${i}.assignedToUserId`, message: 'Not an enabled technician' });
      if (row && (row.version !== item.version || !OPEN_STATUS_IDS.includes(row.status_id)))
        stale.push({
          field: `items.${i}.version`,
          message: OPEN_STATUS_IDS.includes(row.status_id) ? 'Changed by someone else' : 'Closed meanwhile',
        });
    });
    if (invalid.length) throw new AppError('VALIDATION_FAILED', 'Some fields are missing or invalid', invalid);
    if (stale.length)
      throw new AppError(
        'CONFLICT',
        'Some requests were changed by someone else: reload the report and try again',
        stale,
      );

    let updated = 0;
    const revisions: RevisionInput[] = [];
    for (const item of items) {
      const row = byId.get(item.serviceRequestId)!;
      const typeId = item.serviceRequestTypeId ?? row.type_id;
      const assigneeId = item.assignedToUserId ?? row.assignee_id;
      if (typeId === row.type_id && assigneeId === row.assignee_id) continue;
      await tx.$executeRawUnsafe(
        `UPDATE service_requests SET type_id = $2, assignee_id = $3, version = version + 1, updated_at = now()
          WHERE id = $1`,
        row.id,
        typeId,
        assigneeId,
      );
      updated++;
      const base = {
        entityType: 'ServiceRequest',
        entityId: row.id,
        parentEntityType: 'Property',
        parentEntityId: row.property_id,
        type: 'UPDATE' as const,
      };
      if (typeId !== row.type_id) revisions.push({ ...base, path: 'typeId', oldValue: row.type_id, newValue: typeId });
      if (assigneeId !== row.assignee_id)
        revisions.push({ ...base, path: 'assigneeId', oldValue: row.assignee_id, newValue: assigneeId });
    }
    await recordRevisions(tx, actor, revisions);
    return { updated, unchanged: items.length - updated };
  });
}
