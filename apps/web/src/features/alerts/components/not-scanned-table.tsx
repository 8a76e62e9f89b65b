import { Alert, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { NotScannedRow } from '@kc/domain/alerts-views';
import type { EntityLevel } from '@kc/domain/hierarchy';
import { DataTable, type DataColumn } from '#web/components/data-table.tsx';
import { formatDateTime } from '#web/lib/format.ts';
import { notScannedQueryOptions, settingsQueryOptions } from '../api/alerts-api.ts';
import { useAlertsT } from '../i18n/use-alerts-t.ts';
import { QueryState } from './query-state.tsx';

/** Keys requested but not scanned over the last 30 days (exception Y), newest first. */
export function NotScannedTable({ level, id }: { level: EntityLevel; id: number }) {
  const t = useAlertsT();
  const list = useQuery(notScannedQueryOptions(level, id));
  const settings = useQuery(settingsQueryOptions(level, id));
  const columns = useMemo<DataColumn<NotScannedRow>[]>(
    () => [
      {
        id: 'time',
        header: t('alerts.notScanned.time'),
        cell: (r) => formatDateTime(r.time),
        sortValue: (r) => r.time,
        primary: true,
      },
      ...(level === 'property'
        ? []
        : [
            {
              id: 'property',
              header: t('alerts.exceptions.property'),
              cell: (r: NotScannedRow) => r.propertyName,
              sortValue: (r: NotScannedRow) => r.propertyName,
              phone: 'card',
            } satisfies DataColumn<NotScannedRow>,
          ]),
      {
        id: 'tag',
        header: t('alerts.notScanned.keyTag'),
        cell: (r) => r.keyTagNumber ?? '',
        sortValue: (r) => r.keyTagNumber ?? '',
        phone: 'card',
      },
      { id: 'unit', header: t('alerts.notScanned.unit'), cell: (r) => r.unitName ?? '', phone: 'card' },
      {
        id: 'employee',
        header: t('alerts.notScanned.employee'),
        cell: (r) => r.employeeName ?? '',
        sortValue: (r) => r.employeeName ?? '',
        phone: 'card',
      },
      { id: 'datalog', header: t('alerts.notScanned.datalog'), cell: (r) => r.datalogNumber ?? '', phone: 'details' },
    ],
    [t, level],
  );
  if (!list.data) return <QueryState query={list} />;
  const off = settings.data?.effective.values.notScannedOn === false;
  return (
    <>
      <Text size="sm" c="dimmed" mb="sm">
        {t('alerts.notScanned.description')}
      </Text>
      {list.data.truncated ? (
        <Alert variant="light" color="yellow" mb="sm">
          {t('alerts.notScanned.truncated')}
        </Alert>
      ) : null}
      {list.data.rows.length === 0 ? (
        <Text c="dimmed">{t(off ? 'alerts.notScanned.off' : 'alerts.notScanned.none')}</Text>
      ) : (
        <DataTable
          rows={list.data.rows}
          columns={columns}
          rowKey={(r) => String(r.id)}
          initialSort={{ id: 'time', desc: true }}
        />
      )}
    </>
  );
}
