import { Alert, Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { MAX_PINNED_MESSAGE } from '@kc/domain/service-requests/rules';
import type { SrRow } from '@kc/domain/service-requests/schemas';
import { DataTable, TableCard, usePhoneTable } from '#web/components/data-table.tsx';
import { PagedResults } from '#web/components/paged-results.tsx';
import { PageContainer } from '#web/components/page-container.tsx';
import { PhoneCollapsible } from '#web/components/phone-collapsible.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageSkeleton } from '#web/components/page-skeleton.tsx';
import { isApiError } from '#web/lib/api-errors.ts';
import { srListQueryOptions, usePinServiceRequest } from '../api/service-requests-api.ts';
import type { SrQuery } from '../api/sr-route.ts';
import { activeFilterCount, readSrSearch, type SrListSearch } from '../api/sr-search-params.ts';
import { useServiceRequestsT } from '../i18n/use-service-requests-t.ts';
import { srColumns } from './sr-columns.tsx';
import { SrFilterForm } from './sr-filter-form.tsx';

/** The message of a failed pin: the spec's "maximum 5 pinned requests" (a 409), else the server's or ours. */
export function pinFailureText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status === 409) return MAX_PINNED_MESSAGE;
  return isApiError(error) && error.message ? error.message : fallback;
}

/**
 * /service-requests (spec 000 §2.2, §7.4; spec 001 §9): the support queue, 100 a page from the server with the
 * viewer's pins first; filters in the URL; a table that turns into cards at 800 px or less; each row links to the
 * request and carries its pin toggle.
 */
export function SrListPage({ query, onSearch }: { query: SrQuery; onSearch: (search: SrListSearch) => void }) {
  const t = useServiceRequestsT();
  const search = useMemo(() => readSrSearch(query), [query]);
  const phone = usePhoneTable();
  const list = useQuery({ ...srListQueryOptions(search), placeholderData: keepPreviousData });
  const pin = usePinServiceRequest();
  const [pinning, setPinning] = useState<number | null>(null);

  const { mutate: mutatePin } = pin;
  const togglePin = useCallback(
    (row: SrRow) => {
      setPinning(row.id);
      mutatePin(
        { id: row.id, pinned: !row.pinned },
        {
          onError: (e) =>
            notifications.show({ color: 'orange', message: pinFailureText(e, t('serviceRequests.pin.failed')) }),
          onSettled: () => setPinning(null),
        },
      );
    },
    [mutatePin, t],
  );
  const columns = useMemo(() => srColumns({ t, pinning, onPin: togglePin }), [t, pinning, togglePin]);

  const page = list.data;
  const error = list.error;
  const filters = activeFilterCount(search);
  return (
    <PageContainer>
      <PageHeader
        title={t('serviceRequests.list.title')}
        description={t('serviceRequests.list.description')}
        back={{ to: '/dashboard', label: t('serviceRequests.back') }}
      />
      <PhoneCollapsible
        phone={phone}
        label={filters ? t('serviceRequests.filters.showCount', { count: filters }) : t('serviceRequests.filters.show')}
      >
        <SrFilterForm key={JSON.stringify({ ...search, page: undefined })} search={search} onSearch={onSearch} />
      </PhoneCollapsible>
      {error && !page ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t(
            isApiError(error) && error.status === 400
              ? 'serviceRequests.list.badFilter'
              : 'serviceRequests.list.loadFailed',
          )}
        >
          <Button
            mt="sm"
            size="xs"
            variant="default"
            onClick={() => (isApiError(error) && error.status === 400 ? onSearch({}) : void list.refetch())}
          >
            {t(
              isApiError(error) && error.status === 400
                ? 'serviceRequests.filters.clear'
                : 'serviceRequests.list.retry',
            )}
          </Button>
        </Alert>
      ) : !page ? (
        <PageSkeleton />
      ) : (
        <PagedResults
          page={{ page: page.page, pageSize: page.pageSize, shown: page.items.length, total: page.total }}
          countTestId="sr-count"
          text={{
            count: (count) => t('serviceRequests.list.results', { count }),
            range: (range) => t('serviceRequests.list.resultsPaged', range),
            empty: t(filters ? 'serviceRequests.list.empty' : 'serviceRequests.list.emptyOpen'),
          }}
          onPage={(n) => onSearch({ ...search, page: n === 1 ? undefined : n })}
        >
          <TableCard>
            <DataTable rows={page.items} columns={columns} rowKey={(r) => r.id} data-testid="sr-table" />
          </TableCard>
        </PagedResults>
      )}
    </PageContainer>
  );
}
