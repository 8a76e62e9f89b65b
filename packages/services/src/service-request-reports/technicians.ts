/**
 * The technicians of decision 0063 (TECHNICIAN_WHERE in ../service-requests/technicians.ts) as SQL, for the reports'
 * queries: a Service Tech unless the roster says enabled = false, or anyone the roster names with enabled = true. A
 * technician is `enabled` (assignable) while its login is.
 */
export const TECHNICIANS_SQL = `
  SELECT u.id, u.name, NOT u.disabled AS enabled, u.last_activity_at
    FROM internal_users u
    LEFT JOIN service_technicians st ON st.internal_user_id = u.id
   WHERE COALESCE(st.enabled, u.role_id = 102)`;
