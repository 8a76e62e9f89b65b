import { NativeSelect, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { CANCELLATION_COLUMNS, CancellationFilterSchema, type CanceledPropertyRow } from '@kc/domain/internal-reports';
import { CANCELLATION_REASONS } from '@kc/domain/lookups';
import { canceledPropertiesQueryOptions } from '../api/internal-reports-api.ts';
import { useInternalReportsT } from '../i18n/use-internal-reports-t.ts';
import { InternalReportPage } from './internal-report-page.tsx';
import { toDataColumns } from './report-columns.tsx';

const EMPTY = { from: '', to: '', reasonId: '' };
const searchText = (r: CanceledPropertyRow) =>
  [r.propertyName, r.customerNumber, r.corporationName, r.regionName, r.reason].join(' ');

/** /cancellation-report (spec 000 §2.2): canceled properties with reason and date, for every internal role. */
export function CancellationReportPage() {
  const t = useInternalReportsT();
  const [draft, setDraft] = useState(EMPTY);
  const parsed = CancellationFilterSchema.safeParse({
    from: draft.from || undefined,
    to: draft.to || undefined,
    reasonId: draft.reasonId || undefined,
  });
  const filter = parsed.success ? parsed.data : null;
  const toError = parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === 'to')?.message;
  const query = useQuery({
    ...canceledPropertiesQueryOptions(filter ?? {}),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(
    () => toDataColumns(CANCELLATION_COLUMNS, t, { customerNumber: 'card', reason: 'card', canceledAt: 'card' }),
    [t],
  );
  return (
    <InternalReportPage
      kind="cancellation"
      title={t('internalReports.cancellation.title')}
      description={t('internalReports.cancellation.description')}
      emptyText={t('internalReports.cancellation.empty')}
      query={query}
      columns={columns}
      rowKey={(r) => r.propertyId}
      searchText={searchText}
      exportFilter={filter}
      initialSort={{ id: 'canceledAt', desc: true }}
      onClear={() => setDraft(EMPTY)}
      filters={
        <>
          <NativeSelect
            label={t('internalReports.filters.reason')}
            value={draft.reasonId}
            onChange={(e) => setDraft({ ...draft, reasonId: e.currentTarget.value })}
            data={[
              { value: '', label: t('internalReports.filters.anyReason') },
              ...CANCELLATION_REASONS.map((r) => ({ value: String(r.id), label: r.name })),
            ]}
          />
          <TextInput
            type="date"
            label={t('internalReports.filters.from')}
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t('internalReports.filters.to')}
            value={draft.to}
            error={toError}
            onChange={(e) => setDraft({ ...draft, to: e.currentTarget.value })}
          />
        </>
      }
    />
  );
}
