import { filterTechnicians } from '@kc/domain/service-requests/open-report';
import { SR_STATUSES, sortRequestTypes } from '@kc/domain/service-requests/rules';
import type { OpenReportOptions } from '@kc/domain/service-requests/reports';
import { compareNames } from '@kc/domain/format';
import type { ServiceContext } from '../context.ts';
import type { Scope } from '../access/scope.ts';
import { assertProviderScope } from '../internal-reports/provider-scope.ts';
import { listTechnicians } from '../service-requests/list-technicians.ts';

export const OPEN_STATUS_IDS: number[] = SR_STATUSES.filter((s) => s.open).map((s) => s.id);

/**
 * The open report's filter choices (spec 001 §7: properties and corporations with open requests, the technicians of
 * §6 for the range starting at `from`, every enabled technician to assign, the request types in the §9 order).
 */
export async function openReportOptions(ctx: ServiceContext, scope: Scope, from: Date): Promise<OpenReportOptions> {
  assertProviderScope(scope);
  const [places, types, technicians] = await Promise.all([
    ctx.db.read.query<{ kind: 'p' | 'c'; id: number; name: string }>(
      `SELECT DISTINCT 'p' AS kind, p.id, p.name FROM service_requests sr JOIN properties p ON p.id = sr.property_id
        WHERE sr.status_id = ANY($1) AND p.deleted_at IS NULL
       UNION
       SELECT DISTINCT 'c', c.id, c.name FROM service_requests sr JOIN properties p ON p.id = sr.property_id
         JOIN corporations c ON c.id = p.corporation_id
        WHERE sr.status_id = ANY($1) AND p.deleted_at IS NULL`,
      [OPEN_STATUS_IDS],
    ),
    ctx.db.read.query<{ id: number; name: string }>('SELECT id, name FROM service_request_types WHERE NOT disabled'),
    listTechnicians(ctx),
  ]);
  const pick = (kind: 'p' | 'c') =>
    places.rows
      .filter((r) => r.kind === kind)
      .map(({ id, name }) => ({ id, name }))
      .sort((a, b) => compareNames(a.name, b.name) || a.id - b.id);
  return {
    properties: pick('p'),
    corporations: pick('c'),
    technicians: filterTechnicians(
      technicians.map((t) => ({
        ...t,
        enabled: !t.disabled,
        lastActivity: t.lastActivity ? new Date(t.lastActivity) : null,
      })),
      from,
    ).map(({ id, name, shortName }) => ({ id, name, shortName })),
    assignableUsers: technicians.filter((t) => !t.disabled).map(({ id, name, shortName }) => ({ id, name, shortName })),
    requestTypes: sortRequestTypes(types.rows),
  };
}
