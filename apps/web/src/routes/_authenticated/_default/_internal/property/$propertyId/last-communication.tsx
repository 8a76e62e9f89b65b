import { createFileRoute } from '@tanstack/react-router';
import { requireAnyRight } from '../../../../../../lib/route-guards.ts';
import { NotAvailableYetPage } from '../../../../../../features/shell/components/not-available-yet-page.tsx';

/** Last Communication: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_internal/property/$propertyId/last-communication')({
  beforeLoad: ({ context }) => requireAnyRight(context.me, ['LastComm_UI'], '/dashboard'),
  component: () => <NotAvailableYetPage area="keyControl" page="lastCommunication" />,
});
