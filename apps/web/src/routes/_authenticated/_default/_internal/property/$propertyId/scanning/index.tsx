import { createFileRoute } from '@tanstack/react-router';
import { requireAnyRight } from '../../../../../../../lib/route-guards.ts';
import { NotAvailableYetPage } from '../../../../../../../features/shell/components/not-available-yet-page.tsx';

/** Scanning: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_internal/property/$propertyId/scanning/')({
  beforeLoad: ({ context }) => requireAnyRight(context.me, ['Scanning_UI'], '/dashboard'),
  component: () => <NotAvailableYetPage area="keyControl" page="scanning" />,
});
