import { Anchor, Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { usePropertyOpsT } from '#web/features/property-ops/i18n/use-property-ops-t.ts';
import { PropertyGate } from '#web/features/property-ops/components/property-gate.tsx';
import { WorkOrdersPage } from '#web/features/property-ops/components/work-orders-page.tsx';
import { myPropertiesQueryOptions } from '#web/lib/my-entities.ts';
import { useShellState } from '#web/features/shell/hooks/use-shell-state.ts';
import { loadSelectedPropertyOpsPage } from '#web/features/property-ops/api/ops-route-data.ts';

/** Work Orders of the selected property; "add" opens /property-work-orders/add. */
export const Route = createFileRoute('/_authenticated/_default/_external/property-work-orders/')({
  loader: ({ context }) => loadSelectedPropertyOpsPage(context.queryClient, 'work-orders'),
  component: PropertyWorkOrders,
});

function PropertyWorkOrders() {
  const t = usePropertyOpsT();
  const shell = useShellState();
  const all = useQuery(myPropertiesQueryOptions);
  return (
    <PropertyGate selected={shell.property} choices={all.data}>
      {(p) => (
        <WorkOrdersPage
          propertyId={p.id}
          addLink={
            <Button
              renderRoot={(r) => (
                <Link
                  {...r}
                  to="/property-work-orders/$orderId"
                  params={{ orderId: 'add' }}
                  search={{ propertyId: p.id }}
                />
              )}
              leftSection={<IconPlus size={16} />}
            >
              {t('propertyOps.workOrders.add')}
            </Button>
          }
          editLink={(w) => (
            <Anchor
              size="sm"
              fw={500}
              renderRoot={(r) => <Link {...r} to="/property-work-orders/$orderId" params={{ orderId: String(w.id) }} />}
            >
              {w.number}
            </Anchor>
          )}
        />
      )}
    </PropertyGate>
  );
}
