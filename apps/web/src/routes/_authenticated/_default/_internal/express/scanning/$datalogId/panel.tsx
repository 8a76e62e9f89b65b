import { createFileRoute } from '@tanstack/react-router';
import { requireAnyRight } from '../../../../../../../lib/route-guards.ts';
import { NotAvailableYetPage } from '../../../../../../../features/shell/components/not-available-yet-page.tsx';
import { DesktopOnly } from '../../../../../../../components/desktop-only.tsx';

/** Express Scanning Panel: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_internal/express/scanning/$datalogId/panel')({
  beforeLoad: ({ context }) => requireAnyRight(context.me, ['Scanning_UI'], '/dashboard'),
  component: () => (
    <DesktopOnly>
      <NotAvailableYetPage area="keyControl" page="expressScanningPanel" />
    </DesktopOnly>
  ),
});
