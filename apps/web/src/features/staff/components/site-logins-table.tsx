import { Badge, Card, Skeleton, Stack, Table, Text, UnstyledButton, Group } from '@mantine/core';
import type { EntityLevel } from '@kc/domain/hierarchy';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_text,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { formatPhone } from '#web/lib/format.ts';
import { entityStaffQueryOptions } from '#web/lib/entity-staff.ts';
import type { StaffListItem } from '../api/staff-api.ts';
import { useStaffT } from '#web/features/staff/i18n/use-staff-t.ts';

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, text: sortFn_text },
});
const helper = createColumnHelper<typeof features, StaffListItem>();
const EMPTY: StaffListItem[] = [];

/** The site logins of an entity (active or inactive) as a sortable table; each name links to the staff form. */
export function SiteLoginsTable({
  level,
  entityId,
  disabled,
  editLink,
}: {
  level: EntityLevel;
  entityId: number;
  disabled: boolean;
  /** Renders the link to a login's form around its name. */
  editLink: (item: StaffListItem, label: string, children: ReactNode) => ReactNode;
}) {
  const t = useStaffT();
  const logins = useQuery(entityStaffQueryOptions(level, entityId, disabled));

  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('name', {
          header: t('siteLogins.columns.name'),
          sortFn: 'text',
          cell: (info) =>
            editLink(
              info.row.original,
              t('siteLogins.edit', { name: info.getValue() }),
              <Text span size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {info.getValue()}
              </Text>,
            ),
        }),
        helper.accessor('email', {
          header: t('siteLogins.columns.email'),
          sortFn: 'text',
          cell: (info) => (
            <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
              {info.getValue()}
            </Text>
          ),
        }),
        helper.accessor((row) => row.phoneNumber ?? '', {
          id: 'phone',
          header: t('siteLogins.columns.phone'),
          sortFn: 'alphanumeric',
          cell: (info) => (
            <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
              {info.getValue() ? formatPhone(info.getValue()) : '—'}
            </Text>
          ),
        }),
        helper.accessor('accessRoleName', { header: t('siteLogins.columns.role'), sortFn: 'text' }),
        helper.accessor('isPrimaryContact', {
          header: t('siteLogins.columns.primary'),
          enableSorting: false,
          cell: (info) =>
            info.getValue() ? (
              <Badge variant="light" radius="sm">
                {t('siteLogins.primary')}
              </Badge>
            ) : null,
        }),
      ]),
    [editLink, t],
  );

  const table = useTable({
    features,
    columns,
    data: logins.data ?? EMPTY,
    initialState: { sorting: [{ id: 'name', desc: false }] },
  });

  if (logins.isPending) {
    return (
      <Card withBorder radius="md" padding="md">
        <Stack gap={8} data-testid="site-logins-loading">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} h={28} />
          ))}
        </Stack>
      </Card>
    );
  }
  const rows = table.getRowModel().rows;
  if (rows.length === 0) {
    return (
      <Card withBorder radius="md" padding="lg">
        <Text c="dimmed" role="status">
          {t(disabled ? 'siteLogins.emptyInactive' : 'siteLogins.empty')}
        </Text>
      </Card>
    );
  }
  return (
    <Stack gap="xs">
      <Card withBorder radius="md" padding={0}>
        <Table.ScrollContainer minWidth={720} maxHeight="70vh">
          <Table striped highlightOnHover stickyHeader verticalSpacing="xs" data-testid="site-logins-table">
            <Table.Thead>
              {table.getHeaderGroups().map((group) => (
                <Table.Tr key={group.id}>
                  {group.headers.map((header) => {
                    const sorted = header.column.getIsSorted();
                    const label = <table.FlexRender header={header} />;
                    return (
                      <Table.Th
                        key={header.id}
                        aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                      >
                        {header.column.getCanSort() ? (
                          <UnstyledButton onClick={header.column.getToggleSortingHandler()} fw={700} fz="sm">
                            <Group gap={4} wrap="nowrap">
                              {label}
                              {sorted === 'asc' ? (
                                <IconSortAscending size={14} />
                              ) : sorted === 'desc' ? (
                                <IconSortDescending size={14} />
                              ) : (
                                <IconArrowsSort size={14} opacity={0.5} />
                              )}
                            </Group>
                          </UnstyledButton>
                        ) : (
                          label
                        )}
                      </Table.Th>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  {row.getAllCells().map((cell) => (
                    <Table.Td key={cell.id}>
                      <table.FlexRender cell={cell} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      <Text size="sm" c="dimmed">
        {t('siteLogins.count', { count: rows.length })}
      </Text>
    </Stack>
  );
}
