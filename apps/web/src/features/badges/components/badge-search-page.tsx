import { Badge as Pill, Button, Group, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { BadgeSearchHit } from '@kc/domain/badges';
import { useBadgesT } from '#web/features/badges/i18n/use-badges-t.ts';
import { DataTable, type DataColumn } from '#web/components/data-table.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { formatDateTime } from '#web/lib/format.ts';
import { badgeSearchQueryOptions } from '../api/badges-api.ts';
import { QueryState } from './page-state.tsx';
import { PageContainer } from '#web/components/page-container.tsx';

export interface SearchScope {
  level: 'corporation' | 'division' | 'region';
  id: number;
  name: string;
}

/** /administration/badge-search: badges of every property under the login's corporation, division or region. */
export function BadgeSearchPage({ scope }: { scope: SearchScope | null }) {
  const t = useBadgesT();
  const [text, setText] = useState('');
  const [q, setQ] = useState<string | null>(null);
  const search = useQuery({
    ...badgeSearchQueryOptions(scope?.level ?? 'corporation', scope?.id ?? 0, q ?? ''),
    enabled: scope !== null && q !== null,
  });

  const columns = useMemo<DataColumn<BadgeSearchHit>[]>(
    () => [
      {
        id: 'employee',
        header: t('badges.columns.employee'),
        cell: (b) => b.employeeName,
        sortValue: (b) => b.employeeName,
        minWidth: 160,
      },
      {
        id: 'number',
        header: t('badges.columns.badgeNumber'),
        cell: (b) => b.badgeNumber,
        sortValue: (b) => b.badgeNumber,
        phone: 'card',
      },
      {
        id: 'property',
        header: t('badges.columns.property'),
        cell: (b) => b.propertyName,
        sortValue: (b) => b.propertyName,
        phone: 'card',
        minWidth: 180,
      },
      {
        id: 'status',
        header: t('badges.columns.status'),
        cell: (b) => (
          <Pill color={b.active ? 'teal' : 'gray'} variant="light" size="sm">
            {t(b.active ? 'badges.active' : 'badges.inactive')}
          </Pill>
        ),
        sortValue: (b) => (b.active ? 0 : 1),
        phone: 'card',
      },
      {
        id: 'lastUsed',
        header: t('badges.columns.lastUsed'),
        cell: (b) => (b.lastUsed ? formatDateTime(b.lastUsed) : t('badges.never')),
        sortValue: (b) => b.lastUsed,
      },
    ],
    [t],
  );

  return (
    <PageContainer>
      <PageHeader title={t('badges.search.title')} description={t('badges.search.description')} />
      {scope === null ? (
        <Text c="dimmed">{t('badges.search.noScope')}</Text>
      ) : (
        <>
          <Text size="sm">
            {t('badges.search.at')}: <b>{scope.name}</b>
          </Text>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              setQ(text.trim());
            }}
          >
            <Group align="flex-end" gap="sm">
              <TextInput
                label={t('badges.search.label')}
                value={text}
                onChange={(e) => setText(e.currentTarget.value)}
                maxLength={100}
                w={{ base: '100%', sm: 360 }}
              />
              <Button type="submit" leftSection={<IconSearch size={16} />}>
                {t('badges.search.button')}
              </Button>
            </Group>
          </form>
          {q === null ? (
            <Text c="dimmed">{t('badges.search.prompt')}</Text>
          ) : search.data ? (
            search.data.length === 0 ? (
              <Text c="dimmed">{t('badges.search.none')}</Text>
            ) : (
              <>
                <Text size="sm" c="dimmed">
                  {t('badges.search.count', { count: search.data.length })}
                </Text>
                <DataTable rows={search.data} columns={columns} rowKey={(b) => b.id} />
              </>
            )
          ) : (
            <QueryState error={search.error} onRetry={() => void search.refetch()} />
          )}
        </>
      )}
    </PageContainer>
  );
}
