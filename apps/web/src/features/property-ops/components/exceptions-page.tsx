import { Anchor, Badge as Pill, Button, Group, NumberInput, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { KEY_OUT_DEFAULT_HOURS, type ExceptionAlert, type ExceptionType } from '@kc/domain/property-ops';
import { usePropertyOpsT } from '#web/features/property-ops/i18n/use-property-ops-t.ts';
import { DataTable, type DataColumn } from '#web/components/data-table.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { formatDateTime } from '#web/lib/format.ts';
import { exceptionAlertsQueryOptions } from '../api/property-ops-api.ts';
import { LoadState } from './property-gate.tsx';
import { PageContainer } from '#web/components/page-container.tsx';

const COLOR: Record<ExceptionType, string> = { KEY_OUT: 'red', BADGE_UNUSED: 'yellow', LAST_COMM: 'orange' };
const ORDER: Record<ExceptionType, number> = { LAST_COMM: 0, KEY_OUT: 1, BADGE_UNUSED: 2 };

/** /exceptions: the selected property's KEY_OUT, BADGE_UNUSED and LAST_COMM alerts (spec 001 §3). */
export function ExceptionsPage({
  propertyId,
  propertyName,
  actions,
}: {
  propertyId: number;
  propertyName: string;
  /** Links to the Alerts area's other pages (key-activity e-mails), placed by the route. */
  actions?: ReactNode;
}) {
  const t = usePropertyOpsT();
  const [hours, setHours] = useState(KEY_OUT_DEFAULT_HOURS);
  const alerts = useQuery(exceptionAlertsQueryOptions(propertyId, hours));
  const columns = useMemo<DataColumn<ExceptionAlert>[]>(
    () => [
      {
        id: 'type',
        header: t('propertyOps.exceptions.type'),
        cell: (a) => (
          <Pill variant="light" color={COLOR[a.type]} size="sm">
            {t(`propertyOps.exceptions.types.${a.type}`)}
          </Pill>
        ),
        sortValue: (a) => ORDER[a.type],
        phone: 'card',
      },
      {
        id: 'what',
        header: t('propertyOps.exceptions.what'),
        cell: (a) => (
          <Text size="sm" fw={500}>
            {a.title}
          </Text>
        ),
        sortValue: (a) => a.title,
        minWidth: 200,
        primary: true,
      },
      {
        id: 'detail',
        header: t('propertyOps.exceptions.detail'),
        cell: (a) => a.detail,
        minWidth: 200,
        phone: 'card',
      },
      {
        id: 'since',
        header: t('propertyOps.exceptions.since'),
        cell: (a) => (a.timestamp ? formatDateTime(a.timestamp) : t('propertyOps.exceptions.never')),
        sortValue: (a) => a.timestamp ?? '',
        phone: 'card',
      },
      {
        id: 'action',
        header: t('propertyOps.exceptions.action'),
        actions: true,
        cell: (a) => <ExceptionAction alert={a} propertyId={propertyId} />,
      },
    ],
    [t, propertyId],
  );

  return (
    <PageContainer>
      <PageHeader
        title={t('propertyOps.exceptions.title')}
        description={t('propertyOps.exceptions.description', { property: propertyName })}
        actions={actions}
      />
      <Group align="flex-end" gap="sm">
        <NumberInput
          label={t('propertyOps.exceptions.keyOutHours')}
          value={hours}
          min={1}
          max={2160}
          allowDecimal={false}
          w={220}
          onChange={(v) => typeof v === 'number' && v >= 1 && setHours(v)}
        />
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          onClick={() => void alerts.refetch()}
          loading={alerts.isFetching}
        >
          {t('propertyOps.exceptions.refresh')}
        </Button>
        {alerts.data ? (
          <Text size="xs" c="dimmed">
            {t('propertyOps.exceptions.generated', { time: formatDateTime(alerts.data.generatedAt) })}
          </Text>
        ) : null}
      </Group>
      {alerts.data ? (
        alerts.data.alerts.length === 0 ? (
          <Text c="dimmed">{t('propertyOps.exceptions.none')}</Text>
        ) : (
          <DataTable
            rows={alerts.data.alerts}
            columns={columns}
            rowKey={(a) => `${a.type}-${a.ref.badgeId ?? a.ref.datalogId ?? a.ref.keyTagNumber}-${a.title}`}
            initialSort={{ id: 'type', desc: false }}
          />
        )
      ) : (
        <LoadState error={alerts.error} onRetry={() => void alerts.refetch()} />
      )}
    </PageContainer>
  );
}

/** The page that deals with an alert: the badge's form, the keys-out report or the datalogs' last communication. */
function ExceptionAction({ alert, propertyId }: { alert: ExceptionAlert; propertyId: number }) {
  const t = usePropertyOpsT();
  const label = t(`propertyOps.exceptions.open.${alert.type}`);
  const name = `${label}: ${alert.title}`;
  if (alert.type === 'BADGE_UNUSED' && alert.ref.badgeId !== undefined) {
    const badgeId = String(alert.ref.badgeId);
    return (
      <Anchor
        size="sm"
        renderRoot={(p) => (
          <Link
            {...p}
            to="/badges/property/$propertyId/edit/$badgeId"
            params={{ propertyId: String(propertyId), badgeId }}
            aria-label={name}
          />
        )}
      >
        {label}
      </Anchor>
    );
  }
  if (alert.type === 'KEY_OUT')
    return (
      <Anchor size="sm" renderRoot={(p) => <Link {...p} to="/property-reports/keys-out" aria-label={name} />}>
        {label}
      </Anchor>
    );
  if (alert.type === 'LAST_COMM')
    return (
      <Anchor size="sm" renderRoot={(p) => <Link {...p} to="/property-communication" aria-label={name} />}>
        {label}
      </Anchor>
    );
  return null;
}
