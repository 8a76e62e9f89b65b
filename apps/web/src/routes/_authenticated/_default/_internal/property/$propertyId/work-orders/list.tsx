import { Anchor, Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { usePropertyOpsT } from '#web/features/property-ops/i18n/use-property-ops-t.ts';
import { EntityNotFoundPage } from '#web/components/entity-not-found-page.tsx';
import { WorkOrdersPage } from '#web/features/property-ops/components/work-orders-page.tsx';
import { parseId } from '#web/features/staff/api/staff-form-logic.ts';
import { loadPropertyOpsPage } from '#web/features/property-ops/api/ops-route-data.ts';

/** Work Orders of a property (provider staff). */
export const Route = createFileRoute('/_authenticated/_default/_internal/property/$propertyId/work-orders/list')({
  loader: ({ context, params }) => loadPropertyOpsPage(context.queryClient, 'work-orders', params.propertyId),
  component: WorkOrders,
});

function WorkOrders() {
  const t = usePropertyOpsT();
  const { propertyId } = Route.useParams();
  const id = parseId(propertyId);
  if (id === null) return <EntityNotFoundPage entityName="property" />;
  return (
    <WorkOrdersPage
      propertyId={id}
      back={{ to: `/property/${propertyId}`, label: t('propertyOps.back') }}
      addLink={
        <Group gap="sm">
          <Button
            renderRoot={(r) => (
              <Link {...r} to="/property/$propertyId/work-orders/add-work-order" params={{ propertyId }} />
            )}
            leftSection={<IconPlus size={16} />}
          >
            {t('propertyOps.workOrders.add')}
          </Button>
        </Group>
      }
      editLink={(w) => (
        <Anchor
          size="sm"
          fw={500}
          renderRoot={(r) => (
            <Link
              {...r}
              to="/property/$propertyId/work-orders/edit-work-order/$orderId"
              params={{ propertyId, orderId: String(w.id) }}
            />
          )}
        >
          {w.number}
        </Anchor>
      )}
    />
  );
}
