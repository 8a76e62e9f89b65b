import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '#web/features/shell/components/not-available-yet-page.tsx';

/** Magic Code: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_internal/magic-code')({
  component: () => <NotAvailableYetPage area="tools" page="magicCode" />,
});
