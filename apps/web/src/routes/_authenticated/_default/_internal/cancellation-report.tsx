import { createFileRoute } from '@tanstack/react-router';
import { CancellationReportPage } from '#web/features/internal-reports/components/cancellation-report-page.tsx';

/** Cancellation Report (spec 000 §2.2): every internal role (its dashboard link is shown to every dashboard user). */
export const Route = createFileRoute('/_authenticated/_default/_internal/cancellation-report')({
  component: CancellationReportPage,
});
