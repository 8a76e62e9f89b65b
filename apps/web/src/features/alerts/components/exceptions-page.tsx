import { Anchor, Button, Group, Tabs, Text } from '@mantine/core';
import { IconRefresh, IconSettings } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EXCEPTION_TYPES } from '@kc/domain/property-ops';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import type { LevelTarget } from '#web/lib/level-target.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { exceptionAlertsQueryOptions } from '../api/alerts-api.ts';
import { useAlertsT } from '../i18n/use-alerts-t.ts';
import { AlertTable } from './alert-table.tsx';
import { NotScannedTable } from './not-scanned-table.tsx';
import { QueryState } from './query-state.tsx';
import { RollupAlerts } from './rollup-alerts.tsx';

/**
 * /exceptions (Alerts in the sidebar): the selected property's alerts at its settings, its keys requested but not
 * scanned, and for logins above property level every property's alerts. The settings are one click away.
 */
export function ExceptionsPage({
  property,
  rollup,
  canSeeNotScanned,
}: {
  property: { id: number; name: string };
  rollup: LevelTarget | null;
  canSeeNotScanned: boolean;
}) {
  const t = useAlertsT();
  const [tab, setTab] = useState<string | null>('alerts');
  return (
    <PageContainer>
      <PageHeader
        title={t('alerts.exceptions.title')}
        description={t('alerts.exceptions.description', { property: property.name })}
        actions={
          <Button
            variant="default"
            leftSection={<IconSettings size={16} />}
            renderRoot={(p) => <Link {...p} to="/alerts-settings" />}
          >
            {t('alerts.exceptions.settingsLink')}
          </Button>
        }
      />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="alerts">{t('alerts.exceptions.tabs.alerts')}</Tabs.Tab>
          {canSeeNotScanned ? <Tabs.Tab value="not-scanned">{t('alerts.exceptions.tabs.notScanned')}</Tabs.Tab> : null}
          {rollup && rollup.level !== 'property' ? (
            <Tabs.Tab value="all">{t('alerts.exceptions.tabs.all')}</Tabs.Tab>
          ) : null}
        </Tabs.List>
        <Tabs.Panel value="alerts" pt="md">
          <PropertyAlerts propertyId={property.id} />
        </Tabs.Panel>
        <Tabs.Panel value="not-scanned" pt="md">
          <NotScannedTable level="property" id={property.id} />
        </Tabs.Panel>
        {rollup && rollup.level !== 'property' ? (
          <Tabs.Panel value="all" pt="md">
            <RollupAlerts level={rollup.level} id={rollup.id} />
          </Tabs.Panel>
        ) : null}
      </Tabs>
    </PageContainer>
  );
}

function PropertyAlerts({ propertyId }: { propertyId: number }) {
  const t = useAlertsT();
  const alerts = useQuery(exceptionAlertsQueryOptions(propertyId));
  if (!alerts.data) return <QueryState query={alerts} />;
  const { data } = alerts;
  const off = EXCEPTION_TYPES.filter((type) => !data.types.includes(type));
  return (
    <>
      <Group align="center" gap="sm" mb="sm" wrap="wrap">
        <Text size="sm" data-testid="alert-thresholds">
          {t('alerts.exceptions.thresholds', {
            hours: data.keyOutHours,
            badgeDays: data.badgeUnusedDays,
            commDays: data.lastCommDays,
          })}
        </Text>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconRefresh size={14} />}
          onClick={() => void alerts.refetch()}
          loading={alerts.isFetching}
        >
          {t('alerts.exceptions.refresh')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('alerts.exceptions.generated', { time: formatDateTime(data.generatedAt) })}
        </Text>
      </Group>
      {off.length ? (
        <Text size="sm" c="dimmed" mb="sm">
          {t('alerts.exceptions.off', { types: off.map((type) => t(`alerts.exceptions.types.${type}`)).join(', ') })}{' '}
          <Anchor size="sm" renderRoot={(p) => <Link {...p} to="/alerts-settings" />}>
            {t('alerts.exceptions.settingsLink')}
          </Anchor>
        </Text>
      ) : null}
      {data.alerts.length === 0 ? (
        <Text c="dimmed">{t('alerts.exceptions.none')}</Text>
      ) : (
        <AlertTable rows={data.alerts} propertyId={propertyId} />
      )}
    </>
  );
}
