import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '../../../../../../../../features/shell/components/not-available-yet-page.tsx';
import { DesktopOnly } from '../../../../../../../../components/desktop-only.tsx';

/** Scanning Key Map: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_internal/property/$propertyId/scanning/$datalogId/keymap')({
  component: () => (
    <DesktopOnly>
      <NotAvailableYetPage area="keyControl" page="scanningKeymap" />
    </DesktopOnly>
  ),
});
