import { NativeSelect, NumberInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { PAST_DUE_COLUMNS, PastDueFilterSchema, type PastDueDatalogRow } from '@kc/domain/internal-reports';
import { ACTIVE_DATALOG_DAYS } from '@kc/domain/key-control';
import { DATALOG_TYPES } from '@kc/domain/lookups';
import { pastDueDatalogsQueryOptions } from '../api/internal-reports-api.ts';
import { useInternalReportsT } from '../i18n/use-internal-reports-t.ts';
import { InternalReportPage } from './internal-report-page.tsx';
import { toDataColumns } from './report-columns.tsx';

const EMPTY = { days: ACTIVE_DATALOG_DAYS as number | string, datalogType: '' };
const searchText = (r: PastDueDatalogRow) =>
  [r.propertyName, r.customerNumber, r.corporationName, r.regionName, r.datalogNumber].join(' ');

/** /past-due-datalog-report (spec 000 §2.2): datalogs silent past the active threshold (Inventory_READ). */
export function PastDueDatalogReportPage() {
  const t = useInternalReportsT();
  const [draft, setDraft] = useState(EMPTY);
  const parsed = PastDueFilterSchema.safeParse({
    days: draft.days === '' ? undefined : draft.days,
    datalogType: draft.datalogType || undefined,
  });
  const filter = parsed.success ? parsed.data : null;
  const daysError = parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === 'days')?.message;
  const query = useQuery({
    ...pastDueDatalogsQueryOptions(filter ?? {}),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(
    () => toDataColumns(PAST_DUE_COLUMNS, t, { datalogNumber: 'card', lastCommunication: 'card', daysSince: 'card' }),
    [t],
  );
  return (
    <InternalReportPage
      kind="past-due-datalogs"
      title={t('internalReports.pastDue.title')}
      description={t('internalReports.pastDue.description', { days: filter?.days ?? ACTIVE_DATALOG_DAYS })}
      emptyText={t('internalReports.pastDue.empty')}
      query={query}
      columns={columns}
      rowKey={(r) => r.datalogId}
      searchText={searchText}
      exportFilter={filter}
      initialSort={{ id: 'daysSince', desc: true }}
      onClear={() => setDraft(EMPTY)}
      filters={
        <>
          <NumberInput
            label={t('internalReports.filters.days')}
            min={ACTIVE_DATALOG_DAYS}
            allowDecimal={false}
            value={draft.days}
            error={daysError}
            onChange={(value) => setDraft({ ...draft, days: value })}
          />
          <NativeSelect
            label={t('internalReports.filters.datalogType')}
            value={draft.datalogType}
            onChange={(e) => setDraft({ ...draft, datalogType: e.currentTarget.value })}
            data={[
              { value: '', label: t('internalReports.filters.anyType') },
              ...DATALOG_TYPES.map((d) => ({ value: d.code, label: d.name })),
            ]}
          />
        </>
      }
    />
  );
}
