import { createFileRoute } from '@tanstack/react-router';
import { requireAnyRight } from '#web/lib/route-guards.ts';
import { PlatinumDatalogReportPage } from '#web/features/internal-reports/components/platinum-datalog-report-page.tsx';

/** Platinum Datalog Report (spec 000 §2.2): Inventory_READ, as its dashboard link (spec 001 §1). */
export const Route = createFileRoute('/_authenticated/_default/_internal/platinum-datalog-report')({
  beforeLoad: ({ context }) => requireAnyRight(context.me, ['Inventory_READ'], '/dashboard'),
  component: PlatinumDatalogReportPage,
});
