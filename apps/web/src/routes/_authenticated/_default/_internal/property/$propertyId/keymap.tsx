import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '../../../../../../features/shell/components/not-available-yet-page.tsx';
import { DesktopOnly } from '../../../../../../components/desktop-only.tsx';

/** Key Map: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_internal/property/$propertyId/keymap')({
  component: () => (
    <DesktopOnly>
      <NotAvailableYetPage area="keyControl" page="keymap" />
    </DesktopOnly>
  ),
});
