import { createFileRoute } from '@tanstack/react-router';
import { requireInternalReport } from '#web/features/internal-reports/api/internal-report-guard.ts';
import { PlatinumDatalogReportPage } from '#web/features/internal-reports/components/platinum-datalog-report-page.tsx';

/** Platinum Datalog Report (spec 000 §2.2): Inventory_READ, as its dashboard link (spec 001 §1). */
export const Route = createFileRoute('/_authenticated/_default/_internal/platinum-datalog-report')({
  beforeLoad: ({ context }) => requireInternalReport(context.me, 'platinum-datalogs'),
  component: PlatinumDatalogReportPage,
});
