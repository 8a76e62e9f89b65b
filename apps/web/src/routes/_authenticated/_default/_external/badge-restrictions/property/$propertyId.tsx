import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '../../../../../../features/shell/components/not-available-yet-page.tsx';

/** Restrictions: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_external/badge-restrictions/property/$propertyId')({
  component: () => <NotAvailableYetPage area="badges" page="badgeRestrictions" />,
});
