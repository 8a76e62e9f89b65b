import type { ReactNode } from 'react';
import { Alert, Anchor, Badge, Group, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Datalog } from '@kc/domain/key-control';
import { DataTable, type DataColumn } from '#web/components/data-table.tsx';
import { useKeyControlT } from '#web/features/key-control/i18n/use-key-control-t.ts';
import { datalogsQueryOptions } from '../api/key-control-api.ts';
import { KcPage } from './kc-page.tsx';
import { CommunicationBadge } from './communication-badge.tsx';

/** /property/{id}/scanning: the property's datalogs with last communication, finalize status and links. */
export function ScanningPage({
  propertyId,
  backups,
}: {
  propertyId: number;
  backups?: (datalogs: Datalog[]) => ReactNode;
}) {
  const t = useKeyControlT();
  const query = useQuery(datalogsQueryOptions(propertyId));
  const base = `/property/${propertyId}/scanning`;
  const columns: DataColumn<Datalog>[] = [
    {
      id: 'number',
      header: t('keycontrol.scanning.datalog'),
      cell: (d) => (
        <Text fw={600} size="sm">
          {d.datalogNumber}
        </Text>
      ),
      sortValue: (d) => d.datalogNumber,
    },
    {
      id: 'type',
      header: t('keycontrol.scanning.type'),
      cell: (d) =>
        `${t(d.datalogType === 'gen10' ? 'keycontrol.scanning.gen10' : 'keycontrol.scanning.touch')} · ${t(d.nonLetteredPanels ? 'keycontrol.scanning.nonLettered' : 'keycontrol.scanning.lettered')}`,
    },
    { id: 'hooks', header: t('keycontrol.scanning.hooks'), cell: (d) => `${d.tagCount} / ${d.numberOfKeyhooks}` },
    {
      id: 'comm',
      header: t('keycontrol.scanning.lastCommunication'),
      cell: (d) => <CommunicationBadge at={d.lastCommunication} active={d.active} />,
      sortValue: (d) => d.lastCommunication,
      phone: 'card',
    },
    {
      id: 'status',
      header: t('keycontrol.scanning.status'),
      cell: (d) => (
        <Badge color={d.finalized ? 'teal' : 'yellow'} variant="light">
          {t(d.finalized ? 'keycontrol.scanning.finalized' : 'keycontrol.scanning.open')}
        </Badge>
      ),
      phone: 'card',
    },
    {
      id: 'links',
      header: t('keycontrol.scanning.pages'),
      actions: true,
      cell: (d) => (
        <Group gap="sm" wrap="nowrap">
          <Anchor component={Link} to={`${base}/${d.id}/panel`} size="sm">
            {t('keycontrol.scanning.panel')}
          </Anchor>
          <Anchor component={Link} to={`${base}/${d.id}/units`} size="sm">
            {t('keycontrol.scanning.units')}
          </Anchor>
          <Anchor component={Link} to={`${base}/${d.id}/keymap`} size="sm">
            {t('keycontrol.scanning.keymap')}
          </Anchor>
        </Group>
      ),
    },
  ];
  return (
    <KcPage
      title={t('keycontrol.scanning.title')}
      back={{ to: `/property/${propertyId}`, label: t('keycontrol.backToProperty') }}
    >
      {query.isPending ? (
        <Skeleton h={160} />
      ) : query.isError ? (
        <Alert color="red">{t('keycontrol.loadFailed')}</Alert>
      ) : query.data.length === 0 ? (
        <Text c="dimmed">{t('keycontrol.scanning.empty')}</Text>
      ) : (
        <DataTable rows={query.data} columns={columns} rowKey={(d) => d.id} caption={t('keycontrol.scanning.title')} />
      )}
      {query.data && backups ? backups(query.data) : null}
    </KcPage>
  );
}
