import { can } from '@kc/domain/can';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { PropertyGate } from '#web/features/property-ops/components/property-gate.tsx';
import { VendorsPage } from '#web/features/property-ops/components/vendors-page.tsx';
import { myPropertiesQueryOptions } from '#web/lib/my-entities.ts';
import { useShellState } from '#web/features/shell/hooks/use-shell-state.ts';
import { loadSelectedPropertyOpsPage } from '#web/features/property-ops/api/ops-route-data.ts';

/** Vendors of the selected property. */
export const Route = createFileRoute('/_authenticated/_default/_external/property-vendors')({
  loader: ({ context }) => loadSelectedPropertyOpsPage(context.queryClient, 'vendors'),
  component: PropertyVendors,
});

function PropertyVendors() {
  const shell = useShellState();
  const all = useQuery(myPropertiesQueryOptions);
  return (
    <PropertyGate selected={shell.property} choices={all.data}>
      {(p) => <VendorsPage propertyId={p.id} canEdit={can(shell.me.accessRights, 'Vendor_UPDATE')} />}
    </PropertyGate>
  );
}
