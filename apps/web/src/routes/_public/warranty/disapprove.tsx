import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '#web/features/shell/components/not-available-yet-page.tsx';

/** Decline Warranty: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_public/warranty/disapprove')({
  component: () => <NotAvailableYetPage area="warranty" page="warrantyDisapprove" variant="public" />,
});
