import { Anchor, Badge } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { cellText, reportColumns, rowGroup, type ReportKind, type ReportRow, type RowGroup } from '@kc/domain/reports';
import { columnsWithValues, DataTable, type DataColumn } from '#web/components/data-table.tsx';
import { useReportsT } from '#web/features/reports/i18n/use-reports-t.ts';

const GROUP_COLOR: Record<RowGroup, string | null> = {
  error: 'red',
  warning: 'yellow',
  info: 'blue',
  special: 'grape',
  ok: 'green',
  none: null,
};

interface Props {
  kind: ReportKind;
  rows: readonly ReportRow[];
  showHooksTags: boolean;
  activityNames: ReadonlyMap<number, string>;
  onOpenReceipt: (id: number) => void;
}

const HEADER_KEY: Record<string, string> = { time: 'time', activity: 'activity', exception: 'exception' };

function useColumns({ kind, showHooksTags, activityNames, onOpenReceipt }: Omit<Props, 'rows'>) {
  const t = useReportsT();
  return useMemo(
    () =>
      reportColumns(kind, showHooksTags).map((c) => {
        const header = t(
          `reports.columns.${c.key === 'time' && kind === 'keys-out' ? 'outSince' : (HEADER_KEY[c.key] ?? c.key)}` as 'reports.columns.time',
        );
        const cell = (row: ReportRow): ReactNode => {
          const text = cellText(row, c.key, activityNames);
          if (c.key === 'keyReceiptId' && row.keyReceiptId !== null) {
            const id = row.keyReceiptId;
            return (
              <Anchor
                component="button"
                type="button"
                onClick={() => onOpenReceipt(id)}
                aria-label={t('reports.receipt.open', { id })}
              >
                {text}
              </Anchor>
            );
          }
          if (c.key === 'exception' || (c.key === 'activity' && rowGroup(row) === 'ok')) {
            const color = GROUP_COLOR[rowGroup(row)];
            return text && color ? (
              <Badge color={color} variant="light" title={t(`reports.groups.${rowGroup(row)}`)}>
                {text}
              </Badge>
            ) : (
              text
            );
          }
          return text;
        };
        return { id: c.key, header, cell, locked: Boolean(c.locked) };
      }),
    [kind, showHooksTags, activityNames, onOpenReceipt, t],
  );
}

/** Where a report column goes on a phone: who and what on the card, the rest behind "Details" (spec 001 §4). */
const PHONE_CARD = new Set(['propertyUnitName', 'employeeName', 'badgeNumber', 'activity', 'exception']);

/**
 * A report's rows in the shared DataTable (the server already cut the page of 100, newest first). The locked time
 * column heads each card on a phone. The keys-out report leaves out the columns that are empty in every row.
 */
export function ReportTable({ phone = false, ...props }: Props & { phone?: boolean }) {
  const columns = useColumns(props);
  const { kind, rows, activityNames } = props;
  const dataColumns = useMemo<DataColumn<ReportRow>[]>(() => {
    const shown =
      kind === 'keys-out' && rows.length > 0
        ? columnsWithValues(columns, rows, (c, row: ReportRow) => cellText(row, c.id, activityNames) !== '')
        : columns;
    return shown.map(({ id, header, cell }, i) => ({
      id,
      header,
      cell,
      primary: i === 0,
      phone: PHONE_CARD.has(id) ? 'card' : 'details',
    }));
  }, [columns, kind, rows, activityNames]);
  return (
    <DataTable
      rows={rows}
      columns={dataColumns}
      rowKey={(r) => r.id}
      perPage={100}
      // Desktop reports still turn to cards when the window is too narrow for their columns.
      phone={phone ? true : undefined}
      data-testid={phone ? 'mobile-report-table' : 'report-table'}
    />
  );
}

/** The phone layout (spec 001 §4/§9: kept up to 1000 px once entered, so the page decides, not the width). */
export function MobileReportTable(props: Props) {
  return <ReportTable {...props} phone />;
}
