import { createFileRoute } from '@tanstack/react-router';
import { requireInternalReport } from '#web/features/internal-reports/api/internal-report-guard.ts';
import { PastDueDatalogReportPage } from '#web/features/internal-reports/components/past-due-datalog-report-page.tsx';

/** Past Due Datalog Report (spec 000 §2.2): Inventory_READ, as its dashboard link (spec 001 §1). */
export const Route = createFileRoute('/_authenticated/_default/_internal/past-due-datalog-report')({
  beforeLoad: ({ context }) => requireInternalReport(context.me, 'past-due-datalogs'),
  component: PastDueDatalogReportPage,
});
