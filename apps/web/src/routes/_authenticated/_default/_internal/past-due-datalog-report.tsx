import { createFileRoute } from '@tanstack/react-router';
import { requireAnyRight } from '#web/lib/route-guards.ts';
import { PastDueDatalogReportPage } from '#web/features/internal-reports/components/past-due-datalog-report-page.tsx';

/** Past Due Datalog Report (spec 000 §2.2): Inventory_READ, as its dashboard link (spec 001 §1). */
export const Route = createFileRoute('/_authenticated/_default/_internal/past-due-datalog-report')({
  beforeLoad: ({ context }) => requireAnyRight(context.me, ['Inventory_READ'], '/dashboard'),
  component: PastDueDatalogReportPage,
});
