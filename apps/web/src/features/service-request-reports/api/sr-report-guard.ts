import type { Me } from '@kc/domain/auth';
import { can } from '@kc/domain/can';
import { SR_REPORT_RIGHT } from '@kc/domain/service-requests/report-rights';
import { redirect } from '@tanstack/react-router';

/** The reports' route guard: provider staff with the service-request right, else the dashboard (the API refuses too). */
export function requireSrReports(me: Me): void {
  if (!me.isInternalUser || !can(me.accessRights, SR_REPORT_RIGHT)) throw redirect({ to: '/dashboard', replace: true });
}
