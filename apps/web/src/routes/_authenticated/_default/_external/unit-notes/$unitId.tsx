import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '#web/features/shell/components/not-available-yet-page.tsx';

/** Unit Notes: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_external/unit-notes/$unitId')({
  component: () => <NotAvailableYetPage area="unitNotes" page="unitNotes" />,
});
