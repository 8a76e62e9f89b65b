import { Alert, Badge as Pill, Button, Card, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Resident } from '@kc/domain/notifications/residents';
import { DataTable, type DataColumn } from '#web/components/data-table.tsx';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { residentsQueryOptions, useRemoveResident } from '../api/residents-api.ts';
import { useResidentEmailsT } from '../i18n/use-resident-emails-t.ts';
import { ResidentModal } from './resident-modal.tsx';

/** Resident E-mails (spec 000 §6): the selected property's residents by unit; add, edit and remove with the right. */
export function ResidentEmailsPage(props: { propertyId: number; propertyName: string; canEdit: boolean }) {
  const { propertyId, canEdit } = props;
  const t = useResidentEmailsT();
  const list = useQuery(residentsQueryOptions(propertyId));
  const [editing, setEditing] = useState<Resident | 'new' | null>(null);
  const [removing, setRemoving] = useState<Resident | null>(null);

  const columns = useMemo<DataColumn<Resident>[]>(
    () => [
      { id: 'unit', header: t('residents.unit'), cell: (r) => r.unitName, sortValue: (r) => r.unitName, primary: true },
      {
        id: 'name',
        header: t('residents.name'),
        cell: (r) => r.name,
        sortValue: (r) => r.name,
        minWidth: 160,
        phone: 'card',
      },
      {
        id: 'email',
        header: t('residents.email'),
        cell: (r) => (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {r.email}
          </Text>
        ),
        sortValue: (r) => r.email,
        minWidth: 200,
        phone: 'card',
      },
      {
        id: 'status',
        header: t('residents.status'),
        cell: (r) => (
          <Pill variant="light" color={r.optedOut ? 'gray' : 'teal'} size="sm">
            {t(r.optedOut ? 'residents.optedOut' : 'residents.receiving')}
          </Pill>
        ),
        sortValue: (r) => (r.optedOut ? 1 : 0),
        phone: 'card',
      },
      ...(canEdit
        ? [
            {
              id: 'actions',
              header: t('residents.actions'),
              actions: true,
              minWidth: 170,
              cell: (r: Resident) => (
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant="default"
                    onClick={() => setEditing(r)}
                    aria-label={`${t('residents.edit')} ${r.name}`}
                  >
                    {t('residents.edit')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="default"
                    c="red"
                    onClick={() => setRemoving(r)}
                    aria-label={`${t('residents.remove')} ${r.name}`}
                  >
                    {t('residents.remove')}
                  </Button>
                </Group>
              ),
            },
          ]
        : []),
    ],
    [t, canEdit],
  );

  return (
    <PageContainer testId="resident-emails-page">
      <PageHeader
        title={t('residents.title')}
        description={t('residents.description', { property: props.propertyName })}
        actions={
          canEdit ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
              {t('residents.add')}
            </Button>
          ) : null
        }
      />
      {list.data ? (
        list.data.length === 0 ? (
          <Card withBorder radius="md" padding="lg">
            <Text c="dimmed">{t(canEdit ? 'residents.empty' : 'residents.emptyReadOnly')}</Text>
          </Card>
        ) : (
          <DataTable
            rows={list.data}
            columns={columns}
            rowKey={(r) => r.id}
            initialSort={{ id: 'unit', desc: false }}
          />
        )
      ) : list.error ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={t('residents.loadFailed')}>
          <Button mt="sm" size="xs" variant="default" onClick={() => void list.refetch()}>
            {t('residents.retry')}
          </Button>
        </Alert>
      ) : (
        <Card withBorder radius="md" data-testid="page-loading">
          <Stack gap={8}>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} h={24} />
            ))}
          </Stack>
        </Card>
      )}
      {editing !== null ? (
        <ResidentModal
          propertyId={propertyId}
          resident={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {removing ? <RemoveModal propertyId={propertyId} resident={removing} onClose={() => setRemoving(null)} /> : null}
    </PageContainer>
  );
}

function RemoveModal({
  propertyId,
  resident,
  onClose,
}: {
  propertyId: number;
  resident: Resident;
  onClose: () => void;
}) {
  const t = useResidentEmailsT();
  const remove = useRemoveResident(propertyId);
  return (
    <Modal opened onClose={onClose} title={t('residents.removeTitle')} centered>
      <Stack gap="md">
        <Text>{t('residents.removeConfirm', { name: resident.name, unit: resident.unitName })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('residents.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(resident.id, {
                onSuccess: () => {
                  notifications.show({ color: 'teal', message: t('residents.removed') });
                  onClose();
                },
              })
            }
          >
            {t('residents.remove')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
