import type { Me } from '@kc/domain/auth';
import { internalReportsFor, type InternalReportKind } from '@kc/domain/internal-report-access';
import { redirect } from '@tanstack/react-router';

/** A report route's guard: without the report's right, back to the dashboard (the server refuses it as well). */
export function requireInternalReport(me: Me, kind: InternalReportKind): void {
  if (!internalReportsFor(me.accessRights).includes(kind)) throw redirect({ to: '/dashboard', replace: true });
}
