import type { OpenReportQuery, OpenReportRow } from '@kc/domain/service-requests/reports';
import type { ServiceContext } from '../context.ts';
import type { Scope } from '../access/scope.ts';
import { assertProviderScope } from '../internal-reports/provider-scope.ts';
import { OPEN_STATUS_IDS } from './open-report-options.ts';

interface Raw {
  id: number;
  version: number;
  property_id: number;
  property_name: string;
  region_id: number;
  region_name: string;
  division_id: number | null;
  division_name: string | null;
  corporation_id: number;
  corporation_name: string;
  warranty_date: string | null;
  created_at: Date;
  status_id: number;
  status_at: Date;
  type_id: number;
  type_name: string;
  assignee_id: number | null;
  assignee_name: string | null;
  description: string;
  note_count: number;
  note_author: string | null;
  note_at: Date | null;
  note_body: string | null;
}

/**
 * The open report (spec 001 §2, §7 getOpenServiceRequests): requests still open (every status but closed, decision
 * 0062) created between `from` and `to`, narrowed by properties, corporations, assignees and types when given;
 * oldest first, with each request's latest note.
 */
export async function listOpenRequests(
  ctx: ServiceContext,
  scope: Scope,
  q: OpenReportQuery,
): Promise<OpenReportRow[]> {
  assertProviderScope(scope);
  const { rows } = await ctx.db.read.query<Raw>(
    `SELECT sr.id, sr.version, p.id AS property_id, p.name AS property_name, r.id AS region_id, r.name AS region_name,
        d.id AS division_id, d.name AS division_name, c.id AS corporation_id, c.name AS corporation_name,
        to_char(p.warranty_date, 'YYYY-MM-DD') AS warranty_date, sr.created_at, sr.status_id, sr.status_at,
        t.id AS type_id, t.name AS type_name, sr.assignee_id, u.name AS assignee_name, sr.description,
        nc.note_count, ln.author_name AS note_author, ln.created_at AS note_at, ln.body AS note_body
      FROM service_requests sr
      JOIN properties p ON p.id = sr.property_id
      JOIN regions r ON r.id = p.region_id
      LEFT JOIN divisions d ON d.id = p.division_id
      JOIN corporations c ON c.id = p.corporation_id
      JOIN service_request_types t ON t.id = sr.type_id
      LEFT JOIN internal_users u ON u.id = sr.assignee_id
      CROSS JOIN LATERAL (SELECT count(*)::int AS note_count FROM service_request_notes WHERE service_request_id = sr.id) nc
      LEFT JOIN LATERAL (
        SELECT author_name, created_at, body FROM service_request_notes
         WHERE service_request_id = sr.id ORDER BY created_at DESC, id DESC LIMIT 1
      ) ln ON true
      WHERE sr.status_id = ANY($1) AND sr.created_at >= $2 AND sr.created_at <= $3 AND p.deleted_at IS NULL
        AND (cardinality($4::int[]) = 0 OR p.id = ANY($4))
        AND (cardinality($5::int[]) = 0 OR c.id = ANY($5))
        AND (cardinality($6::int[]) = 0 OR sr.assignee_id = ANY($6))
        AND (cardinality($7::int[]) = 0 OR sr.type_id = ANY($7))
      ORDER BY sr.created_at, sr.id`,
    [OPEN_STATUS_IDS, q.from, q.to, q.properties, q.corporations, q.serviceTechs, q.requestTypes],
  );
  return rows.map((r) => ({
    id: r.id,
    version: r.version,
    propertyId: r.property_id,
    propertyName: r.property_name,
    regionId: r.region_id,
    regionName: r.region_name,
    divisionId: r.division_id,
    divisionName: r.division_name,
    corporationId: r.corporation_id,
    corporationName: r.corporation_name,
    warrantyDate: r.warranty_date,
    createdAt: r.created_at.toISOString(),
    statusId: r.status_id,
    statusLastModified: r.status_at.toISOString(),
    serviceRequestTypeId: r.type_id,
    serviceRequestTypeName: r.type_name,
    assignedToUserId: r.assignee_id,
    assignedToUserName: r.assignee_name,
    description: r.description,
    noteCount: r.note_count,
    lastNote:
      r.note_at && r.note_author !== null && r.note_body !== null
        ? { userName: r.note_author, dateCreated: r.note_at.toISOString(), message: r.note_body }
        : null,
  }));
}
