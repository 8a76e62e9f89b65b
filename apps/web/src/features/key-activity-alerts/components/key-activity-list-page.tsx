import { Anchor, Badge, Button, Card, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { KeyActivityAlert } from '@kc/domain/key-activity-alerts/schemas';
import { DataTable, TableCard, type DataColumn } from '#web/components/data-table.tsx';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { keyActivityAlertsQueryOptions } from '../api/key-activity-alerts-api.ts';
import { watchParts, whenText } from '../api/key-activity-format.ts';
import { useKeyActivityT } from '../i18n/use-key-activity-t.ts';
import { QueryState } from './query-state.tsx';

export function StatusBadge({ active }: { active: boolean }) {
  const t = useKeyActivityT();
  return (
    <Badge color={active ? 'teal' : 'gray'} variant="light">
      {t(active ? 'keyActivity.active' : 'keyActivity.paused')}
    </Badge>
  );
}

/** Key Activity Emails (spec 000 §2.3): the selected property's rules, with add for Modify Alerts. */
export function KeyActivityListPage({ propertyId, canEdit }: { propertyId: number; canEdit: boolean }) {
  const t = useKeyActivityT();
  const list = useQuery(keyActivityAlertsQueryOptions(propertyId));
  const columns = useMemo<DataColumn<KeyActivityAlert>[]>(() => {
    const labels = { allDay: t('keyActivity.allDay'), everyDay: t('keyActivity.everyDay') };
    return [
      {
        id: 'description',
        header: t('keyActivity.columns.description'),
        primary: true,
        cell: (a) => (
          <Anchor component={Link} to={`/key-activity-alert/${a.id}`} fw={500} size="sm">
            {a.description}
          </Anchor>
        ),
        sortValue: (a) => a.description,
        minWidth: 180,
      },
      {
        id: 'watch',
        header: t('keyActivity.columns.watch'),
        cell: (a) => <Text size="sm">{watchParts(a).join(' · ')}</Text>,
        minWidth: 200,
      },
      {
        id: 'when',
        header: t('keyActivity.columns.when'),
        cell: (a) => <Text size="sm">{whenText(a, labels)}</Text>,
        minWidth: 160,
      },
      {
        id: 'recipients',
        header: t('keyActivity.columns.recipients'),
        cell: (a) => (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {a.recipients.join(', ')}
          </Text>
        ),
        phone: 'details',
        minWidth: 200,
      },
      {
        id: 'status',
        header: t('keyActivity.columns.status'),
        cell: (a) => <StatusBadge active={a.active} />,
        sortValue: (a) => (a.active ? 0 : 1),
        minWidth: 90,
      },
    ];
  }, [t]);
  const add = canEdit ? (
    <Button component={Link} to="/key-activity-alert/add" leftSection={<IconPlus size={16} />}>
      {t('keyActivity.add')}
    </Button>
  ) : null;

  return (
    <PageContainer>
      <PageHeader
        title={t('keyActivity.title')}
        description={t('keyActivity.description')}
        back={{ to: '/exceptions', label: t('keyActivity.backToAlerts') }}
        actions={add}
      />
      {!list.data ? (
        <QueryState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <Card withBorder radius="md" padding="lg" data-testid="key-activity-empty">
          <Stack gap="xs" align="flex-start">
            <Text fw={500}>{t('keyActivity.empty')}</Text>
            <Text c="dimmed" size="sm">
              {t(canEdit ? 'keyActivity.emptyHint' : 'keyActivity.emptyReadOnly')}
            </Text>
            {add}
          </Stack>
        </Card>
      ) : (
        <TableCard>
          <DataTable rows={list.data} columns={columns} rowKey={(a) => a.id} data-testid="key-activity-table" />
        </TableCard>
      )}
    </PageContainer>
  );
}
