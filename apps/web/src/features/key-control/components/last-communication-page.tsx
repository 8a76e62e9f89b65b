import { Alert, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Datalog } from '@kc/domain/key-control';
import { DataTable, type DataColumn } from '#web/components/data-table.tsx';
import { useKeyControlT } from '#web/features/key-control/i18n/use-key-control-t.ts';
import { datalogsQueryOptions, datalogSummaryQueryOptions } from '../api/key-control-api.ts';
import { KcPage } from './kc-page.tsx';
import { CommunicationBadge } from './communication-badge.tsx';

/** /property/{id}/last-communication and /property-communication: when each datalog last reported. */
export function LastCommunicationPage({
  propertyId,
  back,
}: {
  propertyId: number | null;
  back?: { to: string; label: string };
}) {
  const t = useKeyControlT();
  const summary = useQuery({ ...datalogSummaryQueryOptions(propertyId ?? 0), enabled: propertyId !== null });
  const list = useQuery({ ...datalogsQueryOptions(propertyId ?? 0), enabled: propertyId !== null });
  const columns: DataColumn<Datalog>[] = [
    {
      id: 'number',
      header: t('keycontrol.scanning.datalog'),
      cell: (d) => d.datalogNumber,
      sortValue: (d) => d.datalogNumber,
    },
    {
      id: 'type',
      header: t('keycontrol.scanning.type'),
      cell: (d) => t(d.datalogType === 'gen10' ? 'keycontrol.scanning.gen10' : 'keycontrol.scanning.touch'),
    },
    {
      id: 'comm',
      header: t('keycontrol.scanning.lastCommunication'),
      cell: (d) => <CommunicationBadge at={d.lastCommunication} active={d.active} />,
      sortValue: (d) => d.lastCommunication,
    },
  ];
  return (
    <KcPage title={t('keycontrol.lastComm.title')} description={t('keycontrol.lastComm.explain')} back={back}>
      {propertyId === null ? (
        <Text c="dimmed">{t('keycontrol.noProperty')}</Text>
      ) : summary.isError || list.isError ? (
        <Alert color="red">{t('keycontrol.loadFailed')}</Alert>
      ) : !summary.data || !list.data ? (
        <Skeleton h={160} />
      ) : (
        <Stack gap="md">
          <Card withBorder padding="sm" maw={520}>
            <Text size="xs" tt="uppercase" fw={700} c="dimmed">
              {t('keycontrol.lastComm.propertyStatus')}
            </Text>
            <Text fw={700}>{summary.data.propertyName}</Text>
            <Group mt={4}>
              <CommunicationBadge at={summary.data.lastCommunication} active={summary.data.active} />
            </Group>
          </Card>
          <DataTable rows={list.data} columns={columns} rowKey={(d) => d.id} caption={t('keycontrol.lastComm.title')} />
        </Stack>
      )}
    </KcPage>
  );
}
