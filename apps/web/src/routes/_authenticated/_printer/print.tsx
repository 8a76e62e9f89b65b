import { createFileRoute } from '@tanstack/react-router';
import { requireInternal } from '#web/lib/route-guards.ts';
import { NotAvailableYetPage } from '#web/features/shell/components/not-available-yet-page.tsx';

/** Print: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_printer/print')({
  beforeLoad: ({ context }) => requireInternal(context.me),
  component: () => <NotAvailableYetPage area="printing" page="print" variant="print" />,
});
