import { Button, Card, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { KeyActivityAlert } from '@kc/domain/key-activity-alerts/schemas';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { keyActivityAlertQueryOptions, useDeleteKeyActivityAlert } from '../api/key-activity-alerts-api.ts';
import { whenText } from '../api/key-activity-format.ts';
import { useKeyActivityT } from '../i18n/use-key-activity-t.ts';
import { StatusBadge } from './key-activity-list-page.tsx';
import { QueryState } from './query-state.tsx';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** Key Activity Email (view): the rule as its recipients experience it, with edit and delete for Modify Alerts. */
export function KeyActivityViewPage(props: {
  propertyId: number;
  alertId: number;
  canEdit: boolean;
  onDeleted: () => void;
}) {
  const t = useKeyActivityT();
  const one = useQuery(keyActivityAlertQueryOptions(props.propertyId, props.alertId));
  return (
    <PageContainer>
      <PageHeader
        title={one.data?.description ?? t('keyActivity.viewTitle')}
        description={t('keyActivity.viewTitle')}
        back={{ to: '/key-activity-alert', label: t('keyActivity.backToList') }}
        badge={one.data ? <StatusBadge active={one.data.active} /> : null}
        actions={one.data && props.canEdit ? <Actions alert={one.data} {...props} /> : null}
      />
      {one.data ? <Details alert={one.data} /> : <QueryState error={one.error} onRetry={() => void one.refetch()} />}
    </PageContainer>
  );
}

function Details({ alert }: { alert: KeyActivityAlert }) {
  const t = useKeyActivityT();
  const none = (list: string[], empty: string) => (list.length ? list.join(', ') : empty);
  return (
    <Card withBorder radius="md" padding="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Field label={t('keyActivity.fields.recipients')}>{alert.recipients.join(', ')}</Field>
        <Field label={t('keyActivity.columns.when')}>
          {whenText(alert, { allDay: t('keyActivity.allDay'), everyDay: t('keyActivity.everyDay') })} ({alert.timeZone})
        </Field>
        <Field label={t('keyActivity.fields.activityCodes')}>
          {none(
            alert.activities.map((a) => a.activityName),
            t('keyActivity.fields.anyActivity'),
          )}
        </Field>
        <Field label={t('keyActivity.fields.unitIds')}>
          {none(
            alert.units.map((u) => u.name),
            t('keyActivity.fields.anyUnit'),
          )}
        </Field>
        <Field label={t('keyActivity.fields.badgeIds')}>
          {none(
            alert.badges.map((b) => `${b.employeeName} (${b.badgeNumber})`),
            t('keyActivity.fields.anyEmployee'),
          )}
        </Field>
      </SimpleGrid>
    </Card>
  );
}

function Actions({
  alert,
  propertyId,
  onDeleted,
}: {
  alert: KeyActivityAlert;
  propertyId: number;
  onDeleted: () => void;
}) {
  const t = useKeyActivityT();
  const remove = useDeleteKeyActivityAlert(propertyId);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button
        component={Link}
        to={`/key-activity-alert/edit/${alert.id}`}
        variant="default"
        leftSection={<IconPencil size={16} />}
      >
        {t('keyActivity.edit')}
      </Button>
      <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={() => setConfirming(true)}>
        {t('keyActivity.remove')}
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('keyActivity.confirmRemoveTitle')}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('keyActivity.confirmRemove')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('keyActivity.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(alert.id, {
                  onSuccess: () => {
                    notifications.show({ color: 'teal', message: t('keyActivity.removed') });
                    onDeleted();
                  },
                })
              }
            >
              {t('keyActivity.remove')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
