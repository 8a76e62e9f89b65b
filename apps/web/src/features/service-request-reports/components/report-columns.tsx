import type { TFunction } from 'i18next';
import type { SrReportColumn } from '@kc/domain/service-requests/reports';
import type { DataColumn, PhonePlace } from '#web/components/data-table.tsx';
import type { enSrReports } from '../i18n/en.ts';

type ColumnKey = keyof typeof enSrReports.srReports.columns;

/**
 * The page's columns from the report's export columns (same order and cell text), headers translated; sorting by the
 * raw value. `phone` says where a column goes on a card (default: the details area).
 */
export function toDataColumns<R extends object>(
  columns: readonly SrReportColumn<R>[],
  t: TFunction<'service-request-reports'>,
  opts: {
    primary: string;
    phone?: Partial<Record<string, PhonePlace>>;
    cells?: Partial<Record<string, DataColumn<R>['cell']>>;
    header?: (key: string) => string | undefined;
  },
): DataColumn<R>[] {
  return columns.map((c) => ({
    id: c.key,
    header: opts.header?.(c.key) ?? t(`srReports.columns.${c.key as ColumnKey}`),
    cell: opts.cells?.[c.key] ?? ((row: R) => c.text(row)),
    sortValue: (row: R) => {
      const value = (row as Record<string, unknown>)[c.key];
      return typeof value === 'number' || typeof value === 'string' ? value : null;
    },
    primary: c.key === opts.primary,
    minWidth: c.key === opts.primary ? 160 : 90,
    phone: c.key === opts.primary ? undefined : (opts.phone?.[c.key] ?? 'details'),
  }));
}
