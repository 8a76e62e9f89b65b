import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '#web/features/shell/components/not-available-yet-page.tsx';

/** Resident E-mails: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_external/resident-emails')({
  component: () => <NotAvailableYetPage area="residentEmails" page="residentEmails" />,
});
