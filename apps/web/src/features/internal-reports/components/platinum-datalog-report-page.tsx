import { Badge, NativeSelect } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  PLATINUM_COLUMNS,
  PLATINUM_STATUSES,
  PlatinumFilterSchema,
  type PlatinumPropertyRow,
  type PlatinumStatus,
} from '@kc/domain/internal-reports';
import { platinumPropertiesQueryOptions } from '../api/internal-reports-api.ts';
import { useInternalReportsT } from '../i18n/use-internal-reports-t.ts';
import { InternalReportPage } from './internal-report-page.tsx';
import { toDataColumns } from './report-columns.tsx';

const STATUS_COLOR: Record<PlatinumStatus, string> = { active: 'teal', 'past-due': 'red', 'no-communication': 'gray' };
const searchText = (r: PlatinumPropertyRow) =>
  [r.propertyName, r.customerNumber, r.corporationName, r.regionName].join(' ');

/** /platinum-datalog-report (spec 000 §2.2): properties on the platinum plan and their datalogs (Inventory_READ). */
export function PlatinumDatalogReportPage() {
  const t = useInternalReportsT();
  const [status, setStatus] = useState('');
  const parsed = PlatinumFilterSchema.safeParse({ status: status || undefined });
  const filter = parsed.success ? parsed.data : null;
  const query = useQuery({
    ...platinumPropertiesQueryOptions(filter ?? {}),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(
    () =>
      toDataColumns(
        PLATINUM_COLUMNS,
        t,
        { customerNumber: 'card', status: 'card', lastCommunication: 'card' },
        {
          status: (r) => (
            <Badge color={STATUS_COLOR[r.status]} variant="light">
              {t(`internalReports.statuses.${r.status}`)}
            </Badge>
          ),
        },
      ),
    [t],
  );
  return (
    <InternalReportPage
      kind="platinum-datalogs"
      title={t('internalReports.platinum.title')}
      description={t('internalReports.platinum.description')}
      emptyText={t('internalReports.platinum.empty')}
      query={query}
      columns={columns}
      rowKey={(r) => r.propertyId}
      searchText={searchText}
      exportFilter={filter}
      initialSort={{ id: 'propertyName', desc: false }}
      onClear={() => setStatus('')}
      filters={
        <NativeSelect
          label={t('internalReports.filters.status')}
          value={status}
          onChange={(e) => setStatus(e.currentTarget.value)}
          data={[
            { value: '', label: t('internalReports.filters.anyStatus') },
            ...PLATINUM_STATUSES.map((s) => ({ value: s, label: t(`internalReports.statuses.${s}`) })),
          ]}
        />
      }
    />
  );
}
