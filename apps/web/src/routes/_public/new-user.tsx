import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '#web/features/shell/components/not-available-yet-page.tsx';

/** New User: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_public/new-user')({
  component: () => <NotAvailableYetPage area="newUser" page="newUser" variant="public" />,
});
