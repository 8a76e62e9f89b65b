import { Anchor, Badge, Button, Group, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useHierarchyT } from '#web/features/hierarchy/i18n/use-hierarchy-t.ts';
import { DataTable, TableCard, type DataColumn } from '#web/components/data-table.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { entityListQueryOptions, type EntityListItem } from '../api/entities.ts';
import { LoadFailed, PageSkeleton } from './page-states.tsx';
import { PageContainer } from '#web/components/page-container.tsx';

/** Spec 000 §9: page size 100 rows. */
export const CORPORATION_PAGE_SIZE = 100;

export function matchesFilter(item: EntityListItem, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [item.name, item.city, item.state].some((v) => (v ?? '').toLowerCase().includes(q));
}

/** /corporation/corporation-list: every corporation, filtered and sorted in the browser (decision 0014). */
export function CorporationListPage({ canAdd }: { canAdd: boolean }) {
  const t = useHierarchyT();
  const list = useQuery(entityListQueryOptions('corporation'));
  const [filter, setFilter] = useState('');
  const [debounced] = useDebouncedValue(filter, 150);
  const rows = useMemo(() => (list.data ?? []).filter((c) => matchesFilter(c, debounced)), [list.data, debounced]);

  const columns = useMemo<DataColumn<EntityListItem>[]>(
    () => [
      {
        id: 'name',
        header: t('hierarchy.fields.name'),
        sortValue: (c) => c.name,
        minWidth: 220,
        cell: (c) => (
          <Group gap="xs" wrap="nowrap">
            <Anchor component={Link} to={`/corporation/${c.id}`} fw={600} size="sm">
              {c.name}
            </Anchor>
            {c.disabled ? (
              <Badge size="xs" color="gray">
                {t('hierarchy.page.disabledBadge')}
              </Badge>
            ) : null}
          </Group>
        ),
      },
      {
        id: 'city',
        header: t('hierarchy.fields.city'),
        sortValue: (c) => c.city,
        cell: (c) => c.city ?? '—',
        minWidth: 140,
      },
      {
        id: 'state',
        header: t('hierarchy.fields.state'),
        sortValue: (c) => c.state,
        cell: (c) => c.state ?? '—',
        minWidth: 80,
      },
      {
        id: 'id',
        header: 'ID',
        sortValue: (c) => c.id,
        cell: (c) => (
          <Text span size="sm" c="dimmed">
            {c.id}
          </Text>
        ),
        minWidth: 70,
      },
    ],
    [t],
  );

  if (list.isPending) return <PageSkeleton />;
  if (list.isError) return <LoadFailed error={list.error} level="corporation" onRetry={() => void list.refetch()} />;

  return (
    <PageContainer>
      <Group justify="space-between" align="flex-end">
        <PageHeader title={t('hierarchy.list.title')} description={t('hierarchy.list.description')} />
        {canAdd ? (
          <Button component={Link} to="/corporation/add" leftSection={<IconPlus size={16} />}>
            {t('hierarchy.list.add')}
          </Button>
        ) : null}
      </Group>
      <Group justify="space-between" align="flex-end">
        <TextInput
          type="search"
          label={t('hierarchy.list.filter')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value)}
          w={{ base: '100%', sm: 360 }}
        />
        <Text size="sm" c="dimmed" role="status">
          {t('hierarchy.list.total', { count: rows.length })}
        </Text>
      </Group>
      <TableCard>
        {rows.length === 0 ? (
          <Text p="lg" c="dimmed">
            {list.data.length === 0 ? t('hierarchy.list.empty') : t('hierarchy.list.noMatch', { query: debounced })}
          </Text>
        ) : (
          <DataTable
            key={debounced}
            rows={rows}
            columns={columns}
            rowKey={(c) => c.id}
            perPage={CORPORATION_PAGE_SIZE}
            initialSort={{ id: 'name', desc: false }}
            sortLabel={(column) => t('hierarchy.list.sortBy', { column })}
          />
        )}
      </TableCard>
    </PageContainer>
  );
}
