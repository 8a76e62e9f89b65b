import { technicianShortName } from '@kc/domain/service-requests/rules';
import type { ReportTechnician } from '@kc/domain/service-requests/reports';
import type { Database } from '../db/client.ts';

/**
 * The technicians (decision 0063): internal users of the Service Tech role unless service_technicians says
 * enabled = false, and any internal user it says enabled = true for. A technician is enabled while its login is.
 */
export const TECHNICIANS_SQL = `
  SELECT u.id, u.name, NOT u.disabled AS enabled, u.last_activity_at
    FROM internal_users u
    LEFT JOIN service_technicians st ON st.internal_user_id = u.id
   WHERE COALESCE(st.enabled, u.role_id = 102)`;

export interface TechnicianRecord {
  id: number;
  name: string;
  enabled: boolean;
  lastActivity: Date | null;
}

export async function loadTechnicians(db: Database): Promise<TechnicianRecord[]> {
  const { rows } = await db.pool.query<{ id: number; name: string; enabled: boolean; last_activity_at: Date | null }>(
    `${TECHNICIANS_SQL} ORDER BY u.name, u.id`,
  );
  return rows.map((r) => ({ id: r.id, name: r.name, enabled: r.enabled, lastActivity: r.last_activity_at }));
}

export const asReportTechnician = (t: { id: number; name: string }): ReportTechnician => ({
  id: t.id,
  name: t.name,
  shortName: technicianShortName(t),
});
