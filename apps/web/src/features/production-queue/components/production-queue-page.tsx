import { Anchor, Badge, Button, Card, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileSpreadsheet, IconPrinter, IconSearch } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import {
  PRODUCTION_MILESTONES,
  filterProductionQueue,
  productionRepresentatives,
  type ProductionMilestone,
  type ProductionQueueSort,
  type ProductionSort,
} from '@kc/domain/purchase-orders/production-queue';
import { PO_STATUSES, PO_STATUS } from '@kc/domain/purchase-orders/status';
import type { ProductionQueueRow } from '@kc/domain/purchase-orders/search';
import { DataTable, TableCard, type DataColumn, type SortState } from '#web/components/data-table.tsx';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { ReportResults } from '#web/components/report-results.tsx';
import { isApiError } from '#web/lib/api-errors.ts';
import { formatDate } from '#web/lib/format.ts';
import { PrintStyles, printSoon } from '#web/lib/print.tsx';
import { meQueryOptions } from '#web/lib/session.ts';
import {
  downloadProductionQueue,
  productionQueueQueryOptions,
  refreshRow,
  runProductionAction,
} from '../api/production-queue-api.ts';
import { productionActionsFor, type ProductionAction } from '../api/production-actions.ts';
import { useProductionQueueT } from '../i18n/use-production-queue-t.ts';
import { ProductionActionModal } from './production-action-modal.tsx';
import classes from './production-queue-page.module.css';

const OPEN_STATUSES = PO_STATUSES.filter((s) => s.id < PO_STATUS.installed);
const STATUS_COLOR: Record<number, string> = {
  1: 'gray',
  2: 'blue',
  3: 'indigo',
  4: 'violet',
  5: 'yellow',
  6: 'teal',
  7: 'green',
};
const DEFAULT_SORT: ProductionQueueSort = { id: 'poCreated', desc: false };

interface Pending {
  action: ProductionAction;
  row: ProductionQueueRow;
}

/**
 * /production-queue (spec 000 §2.2, spec 001 §4; decisions 0054 and 0061): every open order with the date of each
 * milestone, filtered and sorted on the page, exported and printed as shown; production steps offered on each row to
 * the logins whose rights allow them, each confirmed, the server's row replacing the page's.
 */
export function ProductionQueuePage() {
  const t = useProductionQueueT();
  const queryClient = useQueryClient();
  const me = useQuery(meQueryOptions).data;
  const query = useQuery(productionQueueQueryOptions);
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('');
  const [representative, setRepresentative] = useState('');
  const [reached, setReached] = useState<ProductionMilestone | ''>('');
  const [missing, setMissing] = useState<ProductionMilestone | ''>('');
  const [sort, setSort] = useState<ProductionQueueSort>(DEFAULT_SORT);
  const [exporting, setExporting] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; field?: boolean } | null>(null);

  const filter = useMemo(
    () => ({
      q: q.trim() || undefined,
      representative: representative || undefined,
      reached: reached || undefined,
      missing: missing || undefined,
    }),
    [q, representative, reached, missing],
  );
  const statuses = useMemo(() => (status ? [Number(status)] : undefined), [status]);
  const rows = useMemo(() => {
    const kept = filterProductionQueue(query.data ?? [], filter);
    return statuses ? kept.filter((r) => statuses.includes(r.statusId)) : kept;
  }, [query.data, filter, statuses]);
  const representatives = useMemo(() => productionRepresentatives(query.data ?? []), [query.data]);
  const onSortChange = useCallback(
    (s: SortState | null) => setSort(s ? { id: s.id as ProductionSort, desc: s.desc } : DEFAULT_SORT),
    [],
  );

  const run = async (text?: string) => {
    if (!pending) return;
    const { action, row } = pending;
    setBusy(true);
    setError(null);
    try {
      await runProductionAction(action, row, text);
      const fresh = await refreshRow(queryClient, row.id).catch(() => undefined);
      setPending(null);
      notifications.show({
        color: 'teal',
        message: t(
          fresh === null && action.id !== 'markInstalled'
            ? 'productionQueue.done.left'
            : `productionQueue.done.${action.id}`,
          {
            id: row.id,
          },
        ),
      });
    } catch (e) {
      if (isApiError(e) && e.status === 409) {
        // Stale: someone moved the order since the page read it. Say so, and show the order as it stands.
        setPending(null);
        notifications.show({
          color: 'orange',
          title: t('productionQueue.stale.title'),
          message: t('productionQueue.stale.message', { message: e.message }),
          autoClose: 10_000,
        });
        await refreshRow(queryClient, row.id).catch(() => undefined);
      } else if (isApiError(e) && e.fieldErrors.length) {
        setError({ message: e.fieldErrors[0]!.message, field: true });
      } else {
        setError({ message: (e as Error).message });
      }
    } finally {
      setBusy(false);
    }
  };

  const columns = useMemo<DataColumn<ProductionQueueRow>[]>(() => {
    const date = (key: ProductionMilestone, phone: DataColumn<ProductionQueueRow>['phone'] = 'details') => ({
      id: key,
      header: t(`productionQueue.columns.${key}`),
      minWidth: 75,
      phone,
      sortValue: (r: ProductionQueueRow) => r[key],
      cell: (r: ProductionQueueRow) =>
        r[key] ? (
          formatDate(r[key])
        ) : (
          <Text span size="sm" c="dimmed">
            {t('productionQueue.notYet')}
          </Text>
        ),
    });
    return [
      {
        // The order, its status and its property in one cell: the queue's seven milestones need the width.
        id: 'propertyName',
        header: t('productionQueue.columns.propertyName'),
        primary: true,
        minWidth: 200,
        sortValue: (r) => r.propertyName,
        // Spans only: on a phone this cell is the card's heading, which holds phrasing content.
        cell: (r) => (
          <span className={classes.order}>
            <span className={classes.orderLine}>
              <Anchor
                size="sm"
                fw={600}
                renderRoot={(p) => (
                  <Link
                    {...p}
                    to="/purchase-orders/status/$poId"
                    params={{ poId: String(r.id) }}
                    aria-label={t('productionQueue.openOrder', { id: r.id })}
                  />
                )}
              >
                #{r.id}
              </Anchor>
              <Badge
                component="span"
                size="sm"
                color={STATUS_COLOR[r.statusId] ?? 'gray'}
                variant="light"
                style={{ textTransform: 'none' }}
              >
                {r.statusName}
              </Badge>
            </span>
            <span className={classes.property}>{r.propertyName}</span>
            <span className={classes.corporation}>
              {r.customerNumber
                ? `${r.corporationName} · ${t('productionQueue.columns.customerNumber')} ${r.customerNumber}`
                : r.corporationName}
            </span>
          </span>
        ),
      },
      {
        id: 'salesRepName1',
        header: t('productionQueue.columns.salesRepName1'),
        minWidth: 100,
        phone: 'details',
        sortValue: (r) => r.salesRepName1,
        cell: (r) => (
          <Stack gap={0}>
            <Text size="sm">{r.salesRepName1 ?? ''}</Text>
            {r.installerName ? (
              <Text size="xs" c="dimmed">
                {t('productionQueue.columns.installerName')}: {r.installerName}
              </Text>
            ) : null}
          </Stack>
        ),
      },
      ...PRODUCTION_MILESTONES.filter((m) => m !== 'lastActionDate').map((m) => date(m)),
      {
        id: 'lastActionDate',
        header: t('productionQueue.columns.lastActionDate'),
        minWidth: 120,
        phone: 'card',
        sortValue: (r) => r.lastActionDate,
        cell: (r) =>
          r.lastAction ? (
            <Stack gap={0}>
              <Text size="sm">{r.lastAction}</Text>
              <Text size="xs" c="dimmed">
                {formatDate(r.lastActionDate)}
              </Text>
            </Stack>
          ) : (
            ''
          ),
      },
      {
        id: 'actions',
        header: t('productionQueue.columns.actions'),
        actions: true,
        minWidth: 130,
        cell: (r) => {
          const actions = productionActionsFor(r, me?.accessRights);
          if (!actions.length) return null;
          return (
            <Group
              gap={6}
              wrap="wrap"
              className="kc-no-print"
              aria-label={t('productionQueue.actionsFor', { id: r.id })}
              role="group"
            >
              {actions.map((a) => (
                <Button
                  key={a.id}
                  size="compact-xs"
                  variant={a.kind === 'action-completed' ? 'default' : 'light'}
                  onClick={() => {
                    setError(null);
                    setPending({ action: a, row: r });
                  }}
                >
                  {t(`productionQueue.buttons.${a.id}`)}
                </Button>
              ))}
            </Group>
          );
        },
      },
    ];
  }, [t, me?.accessRights]);

  const exportNow = async () => {
    setExporting(true);
    try {
      await downloadProductionQueue({ ...filter, purchaseOrderStatuses: statuses }, sort);
    } catch (e) {
      notifications.show({
        color: 'red',
        message: t('productionQueue.exportFailed', { message: (e as Error).message }),
      });
    } finally {
      setExporting(false);
    }
  };

  const milestoneOptions = [
    { value: '', label: t('productionQueue.filters.anyMilestone') },
    ...PRODUCTION_MILESTONES.map((m) => ({ value: m, label: t(`productionQueue.columns.${m}`) })),
  ];
  return (
    <PageContainer>
      <PrintStyles />
      <PageHeader
        title={t('productionQueue.title')}
        description={t('productionQueue.description')}
        back={{ to: '/dashboard', label: t('productionQueue.back') }}
        actions={
          <Group gap="xs" className="kc-no-print">
            <Button
              variant="light"
              leftSection={<IconFileSpreadsheet size={16} />}
              loading={exporting}
              disabled={!rows.length}
              onClick={() => void exportNow()}
            >
              {t('productionQueue.exportExcel')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconPrinter size={16} />}
              onClick={printSoon}
              disabled={!rows.length}
            >
              {t('productionQueue.print')}
            </Button>
          </Group>
        }
      />
      <Card withBorder radius="md" padding="md" className="kc-no-print">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm">
          <TextInput
            label={t('productionQueue.filters.search')}
            placeholder={t('productionQueue.filters.searchHint')}
            leftSection={<IconSearch size={16} />}
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
          />
          <NativeSelect
            label={t('productionQueue.filters.status')}
            value={status}
            onChange={(e) => setStatus(e.currentTarget.value)}
            data={[
              { value: '', label: t('productionQueue.filters.anyStatus') },
              ...OPEN_STATUSES.map((s) => ({ value: String(s.id), label: s.name })),
            ]}
          />
          <NativeSelect
            label={t('productionQueue.filters.representative')}
            value={representative}
            onChange={(e) => setRepresentative(e.currentTarget.value)}
            data={[
              { value: '', label: t('productionQueue.filters.anyRepresentative') },
              ...representatives.map((name) => ({ value: name, label: name })),
            ]}
          />
          <NativeSelect
            label={t('productionQueue.filters.reached')}
            value={reached}
            onChange={(e) => setReached(e.currentTarget.value as ProductionMilestone | '')}
            data={milestoneOptions}
          />
          <NativeSelect
            label={t('productionQueue.filters.missing')}
            value={missing}
            onChange={(e) => setMissing(e.currentTarget.value as ProductionMilestone | '')}
            data={milestoneOptions}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => {
              setQ('');
              setStatus('');
              setRepresentative('');
              setReached('');
              setMissing('');
            }}
          >
            {t('productionQueue.filters.clear')}
          </Button>
        </Group>
      </Card>
      <ReportResults
        error={query.error}
        loaded={!!query.data}
        onRetry={() => void query.refetch()}
        text={{
          notFound: t('productionQueue.notAllowed'),
          loadFailed: t('productionQueue.loadFailed'),
          retry: t('productionQueue.retry'),
          count: t('productionQueue.results', { count: rows.length }),
          empty:
            rows.length > 0 ? null : t(query.data?.length ? 'productionQueue.empty' : 'productionQueue.emptyQueue'),
        }}
        countTestId="production-queue-count"
      >
        <TableCard>
          <DataTable
            rows={rows}
            columns={columns}
            rowKey={(r) => r.id}
            initialSort={DEFAULT_SORT}
            onSortChange={onSortChange}
            data-testid="production-queue-table"
          />
        </TableCard>
      </ReportResults>
      <ProductionActionModal
        pending={pending}
        busy={busy}
        error={error}
        onConfirm={(text) => void run(text)}
        onClose={() => {
          if (!busy) setPending(null);
        }}
      />
    </PageContainer>
  );
}
