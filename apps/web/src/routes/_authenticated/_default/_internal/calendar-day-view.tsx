import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '#web/features/shell/components/not-available-yet-page.tsx';

/** Calendar Day View: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_internal/calendar-day-view')({
  component: () => <NotAvailableYetPage area="calendar" page="calendarDayView" />,
});
