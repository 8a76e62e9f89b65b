import { Anchor, Badge as Pill, Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type { ExceptionAlert, ExceptionType } from '@kc/domain/property-ops';
import { DataTable, type DataColumn } from '#web/components/data-table.tsx';
import { formatDateTime } from '#web/lib/format.ts';
import { useClearBadgeAlert } from '../api/alerts-api.ts';
import { useAlertsT } from '../i18n/use-alerts-t.ts';

const COLOR: Record<ExceptionType, string> = { KEY_OUT: 'red', BADGE_UNUSED: 'yellow', LAST_COMM: 'orange' };
const ORDER: Record<ExceptionType, number> = { LAST_COMM: 0, KEY_OUT: 1, BADGE_UNUSED: 2 };

type Row = ExceptionAlert & { propertyId?: number; propertyName?: string };

/**
 * Alerts as the house table: one property's (with the page that deals with each and "Clear alert" on badges), or a
 * roll-up's (with the property's name first).
 */
export function AlertTable({ rows, propertyId }: { rows: Row[]; propertyId?: number }) {
  const t = useAlertsT();
  const rollup = propertyId === undefined;
  const columns = useMemo<DataColumn<Row>[]>(
    () => [
      ...(rollup
        ? [
            {
              id: 'property',
              header: t('alerts.exceptions.property'),
              cell: (a: Row) => a.propertyName,
              sortValue: (a: Row) => a.propertyName ?? '',
              minWidth: 160,
              primary: true,
            } satisfies DataColumn<Row>,
          ]
        : []),
      {
        id: 'type',
        header: t('alerts.exceptions.type'),
        cell: (a) => (
          <Pill variant="light" color={COLOR[a.type]} size="sm">
            {t(`alerts.exceptions.types.${a.type}`)}
          </Pill>
        ),
        sortValue: (a) => ORDER[a.type],
        phone: 'card',
      },
      {
        id: 'what',
        header: t('alerts.exceptions.what'),
        cell: (a) => (
          <Text size="sm" fw={500}>
            {a.title}
          </Text>
        ),
        sortValue: (a) => a.title,
        minWidth: 200,
        primary: !rollup,
        phone: rollup ? 'card' : undefined,
      },
      { id: 'detail', header: t('alerts.exceptions.detail'), cell: (a) => a.detail, minWidth: 200, phone: 'card' },
      {
        id: 'since',
        header: t('alerts.exceptions.since'),
        cell: (a) => (a.timestamp ? formatDateTime(a.timestamp) : t('alerts.exceptions.never')),
        sortValue: (a) => a.timestamp ?? '',
        phone: 'card',
      },
      ...(rollup
        ? []
        : [
            {
              id: 'action',
              header: t('alerts.exceptions.action'),
              actions: true,
              cell: (a: Row) => <AlertActions alert={a} propertyId={propertyId} />,
            } satisfies DataColumn<Row>,
          ]),
    ],
    [t, rollup, propertyId],
  );
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowKey={(a) => `${a.propertyId ?? ''}-${a.type}-${a.ref.badgeId ?? a.ref.datalogId ?? a.ref.keyTagNumber}`}
      initialSort={{ id: rollup ? 'property' : 'type', desc: false }}
    />
  );
}

/** The page that deals with an alert; on a badge, also "Clear alert" (after confirming). */
function AlertActions({ alert, propertyId }: { alert: ExceptionAlert; propertyId: number }) {
  const t = useAlertsT();
  const label = t(`alerts.exceptions.open.${alert.type}`);
  const name = `${label}: ${alert.title}`;
  const link = (to: string, params?: Record<string, string>) => (
    <Anchor size="sm" renderRoot={(p) => <Link {...p} to={to} params={params} aria-label={name} />}>
      {label}
    </Anchor>
  );
  if (alert.type === 'KEY_OUT') return link('/property-reports/keys-out');
  if (alert.type === 'LAST_COMM') return link('/property-communication');
  const badgeId = alert.ref.badgeId;
  if (badgeId === undefined) return null;
  return (
    <>
      {link('/badges/property/$propertyId/edit/$badgeId', {
        propertyId: String(propertyId),
        badgeId: String(badgeId),
      })}
      <ClearAlert propertyId={propertyId} badgeId={badgeId} title={alert.title} />
    </>
  );
}

function ClearAlert({ propertyId, badgeId, title }: { propertyId: number; badgeId: number; title: string }) {
  const t = useAlertsT();
  const clear = useClearBadgeAlert(propertyId);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button
        size="compact-sm"
        variant="subtle"
        onClick={() => setConfirming(true)}
        aria-label={`${t('alerts.exceptions.clear')}: ${title}`}
      >
        {t('alerts.exceptions.clear')}
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('alerts.exceptions.clearTitle')}
        centered
      >
        <Text size="sm">{t('alerts.exceptions.clearBody', { badge: title })}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('alerts.exceptions.cancel')}
          </Button>
          <Button
            loading={clear.isPending}
            onClick={() =>
              clear.mutate(badgeId, {
                onSuccess: () => {
                  setConfirming(false);
                  notifications.show({ color: 'green', message: t('alerts.exceptions.cleared') });
                },
              })
            }
          >
            {t('alerts.exceptions.clear')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
