import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '#web/features/shell/components/not-available-yet-page.tsx';

/** Resident E-mail Opt-Out: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_public/resident/opt-out')({
  component: () => <NotAvailableYetPage area="optOut" page="residentOptOut" variant="public" />,
});
