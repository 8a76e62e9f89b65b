import { ActionIcon, Anchor, Badge, Box, Collapse, Group, Stack, Table, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment, useMemo, useState, type ReactNode } from 'react';
import { cellText, reportColumns, rowGroup, type ReportKind, type ReportRow, type RowGroup } from '@kc/domain/reports';
import { DataTable, type DataColumn } from '#web/components/data-table.tsx';
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

/** Desktop: the shared DataTable (the server already cut the page of 100, newest first). */
export function ReportTable(props: Props) {
  const columns = useColumns(props);
  const dataColumns: DataColumn<ReportRow>[] = columns.map(({ id, header, cell }) => ({ id, header, cell }));
  return <DataTable rows={props.rows} columns={dataColumns} rowKey={(r) => r.id} perPage={100} minWidth={900} />;
}

/** Mobile (spec 001 §4): locked columns stay in the row, the others move into an expandable area below it. */
export function MobileReportTable(props: Props) {
  const t = useReportsT();
  const columns = useColumns(props);
  const locked = columns.filter((c) => c.locked);
  const overflow = columns.filter((c) => !c.locked);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });

  return (
    <Table verticalSpacing="xs" layout="fixed" data-testid="mobile-report-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={44} />
          {locked.map((c) => (
            <Table.Th key={c.id} style={{ minWidth: 100 }}>
              {c.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.rows.map((row) => {
          const expanded = open.has(row.id);
          return (
            <Fragment key={row.id}>
              <Table.Tr>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    onClick={() => toggle(row.id)}
                    aria-expanded={expanded}
                    aria-label={expanded ? t('reports.showLess') : t('reports.showMore')}
                  >
                    {expanded ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                  </ActionIcon>
                </Table.Td>
                {locked.map((c) => (
                  <Table.Td key={c.id}>{c.cell(row)}</Table.Td>
                ))}
              </Table.Tr>
              <Table.Tr style={{ display: expanded ? undefined : 'none' }}>
                <Table.Td colSpan={locked.length + 1} p={0}>
                  <Collapse expanded={expanded}>
                    <Stack gap={4} p="xs" bg="var(--mantine-color-gray-0)">
                      {overflow.map((c) => (
                        <Group key={c.id} gap="xs" wrap="nowrap" align="flex-start">
                          <Text size="sm" fw={600} miw={100}>
                            {c.header}
                          </Text>
                          <Box fz="sm" style={{ wordBreak: 'break-word' }}>
                            {c.cell(row)}
                          </Box>
                        </Group>
                      ))}
                    </Stack>
                  </Collapse>
                </Table.Td>
              </Table.Tr>
            </Fragment>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
