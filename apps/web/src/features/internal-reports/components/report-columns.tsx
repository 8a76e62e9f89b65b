import type { TFunction } from 'i18next';
import type { InternalReportColumn } from '@kc/domain/internal-reports';
import type { DataColumn } from '#web/components/data-table.tsx';
import type { enInternalReports } from '../i18n/en.ts';

type ColumnKey = keyof typeof enInternalReports.internalReports.columns;

/**
 * The page's columns from the report's shared ones (the export's order and cell text), headers translated. Sorting
 * uses the raw value (ISO dates sort as text, counts as numbers); `phone` says where a column goes on a card.
 */
export function toDataColumns<R extends object>(
  columns: readonly InternalReportColumn<R>[],
  t: TFunction<'internal-reports'>,
  phone: Partial<Record<string, DataColumn<R>['phone']>> = {},
  cells: Partial<Record<string, DataColumn<R>['cell']>> = {},
): DataColumn<R>[] {
  return columns.map((c) => ({
    id: c.key,
    header: t(`internalReports.columns.${c.key as ColumnKey}`),
    cell: cells[c.key] ?? ((row: R) => c.text(row)),
    sortValue: (row: R) => {
      const value = (row as Record<string, unknown>)[c.key];
      return typeof value === 'number' || typeof value === 'string' ? value : null;
    },
    primary: c.key === 'propertyName',
    minWidth: c.key === 'propertyName' ? 180 : c.key === 'lastCommunication' ? 160 : 100,
    phone: c.key === 'propertyName' ? undefined : (phone[c.key] ?? 'details'),
  }));
}
