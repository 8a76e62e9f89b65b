import { DEFAULT_PROPERTY_TIME_ZONE } from '@kc/domain/notifications/schedule';
import { SR_STATUS } from '@kc/domain/service-requests/rules';
import type { ClosedReportQuery, ClosedReportRow } from '@kc/domain/service-requests/reports';
import type { ServiceContext } from '../context.ts';
import type { Scope } from '../access/scope.ts';
import { assertProviderScope } from '../internal-reports/provider-scope.ts';

interface Raw {
  id: number;
  property_id: number;
  property_name: string;
  corporation_id: number;
  corporation_name: string;
  type_name: string;
  assignee_name: string | null;
  created_at: Date;
  closed_at: Date;
  closed_by_name: string | null;
  description: string;
  resolution_note: string | null;
}

/**
 * The closed report (spec 001 §2 /service-requests/report/closed): requests closed from one calendar day to another
 * in the provider's time zone (both included), latest closed first.
 */
export async function listClosedRequests(
  ctx: ServiceContext,
  scope: Scope,
  q: ClosedReportQuery,
): Promise<ClosedReportRow[]> {
  assertProviderScope(scope);
  const { rows } = await ctx.db.read.query<Raw>(
    `SELECT sr.id, p.id AS property_id, p.name AS property_name, c.id AS corporation_id, c.name AS corporation_name,
        t.name AS type_name, u.name AS assignee_name, sr.created_at, sr.closed_at, sr.closed_by_name,
        sr.description, sr.resolution_note
      FROM service_requests sr
      JOIN properties p ON p.id = sr.property_id
      JOIN corporations c ON c.id = p.corporation_id
      JOIN service_request_types t ON t.id = sr.type_id
      LEFT JOIN internal_users u ON u.id = sr.assignee_id
      WHERE sr.status_id = $1 AND sr.closed_at IS NOT NULL AND p.deleted_at IS NULL
        AND sr.closed_at >= ($2::date::timestamp AT TIME ZONE $4)
        AND sr.closed_at < (($3::date + 1)::timestamp AT TIME ZONE $4)
      ORDER BY sr.closed_at DESC, sr.id DESC`,
    [SR_STATUS.closed, q.fromDate, q.toDate, DEFAULT_PROPERTY_TIME_ZONE],
  );
  return rows.map((r) => ({
    id: r.id,
    propertyId: r.property_id,
    propertyName: r.property_name,
    corporationId: r.corporation_id,
    corporationName: r.corporation_name,
    typeName: r.type_name,
    assigneeName: r.assignee_name,
    createdAt: r.created_at.toISOString(),
    closedAt: r.closed_at.toISOString(),
    closedByName: r.closed_by_name,
    description: r.description,
    resolutionNote: r.resolution_note,
  }));
}
