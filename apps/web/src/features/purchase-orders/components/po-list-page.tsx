import { Alert, Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconDeviceFloppy } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { PurchaseOrderRow } from '@kc/domain/purchase-orders/search';
import { DataTable, TableCard, usePhoneTable } from '#web/components/data-table.tsx';
import { PagedResults } from '#web/components/paged-results.tsx';
import { PageContainer } from '#web/components/page-container.tsx';
import { PhoneCollapsible } from '#web/components/phone-collapsible.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageSkeleton } from '#web/components/page-skeleton.tsx';
import { isApiError } from '#web/lib/api-errors.ts';
import { useCurrentUser } from '#web/lib/session-hooks.ts';
import { actionsColumnWidth, poRowActions } from '../api/po-row-actions.ts';
import type { PoSearch } from '../api/po-search-params.ts';
import { PO_LIST_PAGES, pageSearch, readPageQuery, type PoListKind } from '../api/po-list-pages.ts';
import type { PoQuery } from '../api/po-route.ts';
import {
  purchaseOrderSearchQueryOptions,
  useAssignCustomerNumber,
  useMarkInvoiced,
} from '../api/purchase-orders-api.ts';
import { usePurchaseOrdersT } from '../i18n/use-purchase-orders-t.ts';
import { DecisionModal, type Decision } from './decision-modal.tsx';
import { PoFilterForm } from './po-filter-form.tsx';
import { poColumns } from './po-columns.tsx';

/**
 * A purchase-order list (spec 001 §2-§4): one page of 100 rows from the server, the spec's list row as a table (cards on
 * a phone), the row actions the viewer's rights allow with the decision modal, customer numbers typed in place and
 * saved with the header's button, Invoiced on the accounting page.
 */
export function PoListPage({
  kind,
  query,
  onSearch,
}: {
  kind: PoListKind;
  /** The URL's query string, as the router holds it. */
  query: PoQuery;
  onSearch: (search: PoSearch) => void;
}) {
  const search = useMemo(() => readPageQuery(kind, query), [kind, query]);
  const t = usePurchaseOrdersT();
  const me = useCurrentUser();
  const phone = usePhoneTable();
  const config = PO_LIST_PAGES[kind];
  const accounting = kind === 'accounting';
  const sent = pageSearch(kind, search);
  const list = useQuery({
    ...purchaseOrderSearchQueryOptions(config.variant, sent),
    placeholderData: keepPreviousData,
  });
  const [decision, setDecision] = useState<Decision | null>(null);
  const [pendingNumbers, setPendingNumbers] = useState<Record<number, string>>({});
  const [numberErrors, setNumberErrors] = useState<Record<number, string>>({});
  const [saving, setSaving] = useState(false);
  const assign = useAssignCustomerNumber();
  const invoice = useMarkInvoiced();

  const rights = me.accessRights;
  const actionsOf = useCallback((row: PurchaseOrderRow) => poRowActions(row, rights, accounting), [rights, accounting]);
  const rows = list.data?.rows;
  const anyNumberInput = useMemo(() => (rows ?? []).some((r) => actionsOf(r).customerNumber), [rows, actionsOf]);
  const pendingIds = Object.keys(pendingNumbers)
    .map(Number)
    .filter((id) => pendingNumbers[id]?.trim());

  const columns = useMemo(
    () =>
      poColumns({
        t,
        accounting,
        actionsWidth: actionsColumnWidth(rights, accounting),
        actionsOf,
        onApprove: (row) => setDecision({ kind: 'approve', row }),
        onDelete: (row) => setDecision({ kind: 'delete', row }),
        onInvoice: (row) =>
          invoice.mutate(row.id, {
            onSuccess: () =>
              notifications.show({ color: 'teal', message: t('purchaseOrders.actions.invoicedDone', { id: row.id }) }),
          }),
        invoicing: invoice.isPending ? (invoice.variables ?? null) : null,
        pendingNumbers,
        numberErrors,
        onNumberChange: (row, value) => {
          setPendingNumbers((p) => ({ ...p, [row.id]: value }));
          setNumberErrors(({ [row.id]: _gone, ...rest }) => rest);
        },
      }),
    [t, accounting, rights, actionsOf, invoice, pendingNumbers, numberErrors],
  );

  const saveNumbers = async () => {
    setSaving(true);
    const errors: Record<number, string> = {};
    let saved = 0;
    for (const id of pendingIds) {
      try {
        await assign.mutateAsync({ id, customerNumber: pendingNumbers[id]!.trim() });
        saved++;
        setPendingNumbers(({ [id]: _done, ...rest }) => rest);
      } catch (e) {
        errors[id] = isApiError(e) ? (e.fieldErrorMap().customerNumber ?? e.message) : String(e);
      }
    }
    setNumberErrors(errors);
    setSaving(false);
    if (saved)
      notifications.show({
        color: 'teal',
        message: t('purchaseOrders.actions.customerNumbersSaved', { count: saved }),
      });
    if (Object.keys(errors).length)
      notifications.show({ color: 'red', message: t('purchaseOrders.actions.customerNumbersFailed') });
  };

  const headerActions = anyNumberInput ? (
    <Button
      leftSection={<IconDeviceFloppy size={16} aria-hidden />}
      disabled={pendingIds.length === 0}
      loading={saving}
      onClick={() => void saveNumbers()}
    >
      {pendingIds.length
        ? t('purchaseOrders.actions.updateCustomerNumbersCount', { count: pendingIds.length })
        : t('purchaseOrders.actions.updateCustomerNumbers')}
    </Button>
  ) : null;

  const page = list.data;
  const error = list.error;
  const activeFilters = Object.keys(search).filter((k) => k !== 'page').length;
  return (
    <PageContainer>
      <PageHeader
        title={t(`purchaseOrders.pages.${kind}.title`)}
        description={t(`purchaseOrders.pages.${kind}.description`)}
        back={{ to: '/dashboard', label: t('purchaseOrders.back') }}
        actions={headerActions}
      />
      {config.filters ? (
        <PhoneCollapsible
          phone={phone}
          label={
            activeFilters
              ? t('purchaseOrders.filters.showCount', { count: activeFilters })
              : t('purchaseOrders.filters.show')
          }
        >
          <PoFilterForm
            key={JSON.stringify({ ...search, page: undefined })}
            variant={config.variant}
            search={search}
            me={me}
            onSearch={onSearch}
          />
        </PhoneCollapsible>
      ) : null}
      {error && !page ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t(
            isApiError(error) && error.status === 403
              ? 'purchaseOrders.notAllowed'
              : isApiError(error) && error.status === 400
                ? 'purchaseOrders.badFilter'
                : 'purchaseOrders.loadFailed',
          )}
        >
          {isApiError(error) && error.status === 400 ? (
            <Button mt="sm" size="xs" variant="default" onClick={() => onSearch({})}>
              {t('purchaseOrders.filters.clear')}
            </Button>
          ) : isApiError(error) && error.status === 403 ? null : (
            <Button mt="sm" size="xs" variant="default" onClick={() => void list.refetch()}>
              {t('purchaseOrders.retry')}
            </Button>
          )}
        </Alert>
      ) : !page ? (
        <PageSkeleton />
      ) : (
        <PagedResults
          page={{ page: page.page, pageSize: page.pageSize, shown: page.rows.length, total: page.total }}
          countTestId="po-count"
          text={{
            count: (count) => t('purchaseOrders.results', { count }),
            range: (range) => t('purchaseOrders.resultsPaged', range),
            empty: t(`purchaseOrders.pages.${kind}.empty`),
          }}
          onPage={(n) => onSearch({ ...search, page: n === 1 ? undefined : n })}
        >
          <TableCard>
            <DataTable
              // Spec 001 §4: the main list sorts by date, newest first on a phone, oldest first on a desktop.
              key={phone ? 'phone' : 'desktop'}
              rows={page.rows}
              columns={columns}
              rowKey={(r) => r.id}
              initialSort={kind === 'main' ? { id: 'date', desc: phone } : null}
              data-testid="po-table"
            />
          </TableCard>
        </PagedResults>
      )}
      <DecisionModal decision={decision} onClose={() => setDecision(null)} />
    </PageContainer>
  );
}
