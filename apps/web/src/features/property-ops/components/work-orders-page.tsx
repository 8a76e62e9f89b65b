import { Badge as Pill, Group, SegmentedControl, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { WORK_ORDER_STATUSES, type WorkOrder, type WorkOrderStatus } from '@kc/domain/property-ops';
import { usePropertyOpsT } from '#web/features/property-ops/i18n/use-property-ops-t.ts';
import { DataTable, type DataColumn } from '#web/components/data-table.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import type { BackTarget } from '#web/components/back-link.tsx';
import { formatDate } from '#web/lib/format.ts';
import { workOrdersQueryOptions } from '../api/property-ops-api.ts';
import { LoadState } from './property-gate.tsx';
import { PageContainer } from '#web/components/page-container.tsx';

export const STATUS_COLOR: Record<WorkOrderStatus, string> = { open: 'blue', completed: 'teal', canceled: 'gray' };

/** Work orders of a property, newest first, filterable by status; links (add, edit) come from the route. */
export function WorkOrdersPage({
  propertyId,
  addLink,
  back,
  editLink,
}: {
  propertyId: number;
  addLink: ReactNode;
  back?: BackTarget;
  editLink: (order: WorkOrder) => ReactNode;
}) {
  const t = usePropertyOpsT();
  const list = useQuery(workOrdersQueryOptions(propertyId));
  const [status, setStatus] = useState<'all' | WorkOrderStatus>('all');
  const rows = useMemo(
    () => (list.data ?? []).filter((w) => status === 'all' || w.status === status),
    [list.data, status],
  );

  const columns = useMemo<DataColumn<WorkOrder>[]>(
    () => [
      {
        id: 'number',
        header: t('propertyOps.workOrders.number'),
        cell: (w) => editLink(w),
        sortValue: (w) => w.number,
      },
      {
        id: 'unit',
        header: t('propertyOps.workOrders.unitName'),
        cell: (w) => w.unitName ?? '—',
        sortValue: (w) => w.unitName,
        phone: 'card',
      },
      {
        id: 'vendor',
        header: t('propertyOps.workOrders.vendor'),
        cell: (w) => w.vendorName ?? '—',
        sortValue: (w) => w.vendorName,
        minWidth: 140,
      },
      {
        id: 'description',
        header: t('propertyOps.workOrders.details'),
        cell: (w) => (
          <Text size="sm" lineClamp={2}>
            {w.description}
          </Text>
        ),
        minWidth: 240,
      },
      {
        id: 'status',
        header: t('propertyOps.workOrders.status'),
        cell: (w) => (
          <Pill variant="light" size="sm" color={STATUS_COLOR[w.status]}>
            {t(`propertyOps.workOrders.statuses.${w.status}`)}
          </Pill>
        ),
        sortValue: (w) => w.status,
        phone: 'card',
      },
      {
        id: 'due',
        header: t('propertyOps.workOrders.dueDate'),
        cell: (w) => (w.dueDate ? formatDate(w.dueDate, 'UTC') : '—'),
        sortValue: (w) => w.dueDate,
        phone: 'card',
      },
      {
        id: 'created',
        header: t('propertyOps.workOrders.created'),
        cell: (w) => formatDate(w.createdAt),
        sortValue: (w) => w.createdAt,
      },
    ],
    [t, editLink],
  );

  return (
    <PageContainer>
      <PageHeader
        title={t('propertyOps.workOrders.title')}
        description={t('propertyOps.workOrders.description')}
        back={back}
      />
      <Group justify="space-between" gap="sm">
        {addLink}
        <SegmentedControl
          size="xs"
          value={status}
          onChange={(v) => setStatus(v)}
          data={[
            { value: 'all', label: t('propertyOps.workOrders.filterAll') },
            ...WORK_ORDER_STATUSES.map((s) => ({ value: s, label: t(`propertyOps.workOrders.statuses.${s}`) })),
          ]}
        />
      </Group>
      {list.data ? (
        rows.length === 0 ? (
          <Text c="dimmed">{t('propertyOps.workOrders.empty')}</Text>
        ) : (
          <DataTable rows={rows} columns={columns} rowKey={(w) => w.id} />
        )
      ) : (
        <LoadState error={list.error} onRetry={() => void list.refetch()} />
      )}
    </PageContainer>
  );
}
