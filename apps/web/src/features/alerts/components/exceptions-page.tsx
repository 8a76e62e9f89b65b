import { Anchor, Button, Group, SegmentedControl, Text, Title } from '@mantine/core';
import { IconRefresh, IconSettings } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useMediaQuery } from '@mantine/hooks';
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
  actions,
}: {
  property: { id: number; name: string };
  rollup: LevelTarget | null;
  canSeeNotScanned: boolean;
  /** More header actions from the route (the key-activity e-mails link). */
  actions?: ReactNode;
}) {
  const t = useAlertsT();
  // A view switch rather than tabs: three lists of the same page, one at a time (SegmentedControl stacks on a phone).
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const views = [
    'alerts',
    ...(canSeeNotScanned ? ['notScanned'] : []),
    ...(rollup && rollup.level !== 'property' ? ['all'] : []),
  ] as ('alerts' | 'notScanned' | 'all')[];
  const [view, setView] = useState<string>('alerts');
  return (
    <PageContainer>
      <PageHeader
        title={t('alerts.exceptions.title')}
        description={t('alerts.exceptions.description', { property: property.name })}
        actions={
          <Group gap="sm">
            {actions}
            <Button
              variant="default"
              leftSection={<IconSettings size={16} />}
              renderRoot={(p) => <Link {...p} to="/exceptions/settings" />}
            >
              {t('alerts.exceptions.settingsLink')}
            </Button>
          </Group>
        }
      />
      {views.length > 1 ? (
        <SegmentedControl
          value={view}
          onChange={setView}
          data={views.map((v) => ({ value: v, label: t(`alerts.exceptions.tabs.${v}`) }))}
          aria-label={t('alerts.exceptions.title')}
          orientation={phone ? 'vertical' : 'horizontal'}
          fullWidth={phone}
          w={phone ? '100%' : 'fit-content'}
        />
      ) : null}
      {view === 'notScanned' ? (
        <NotScannedTable level="property" id={property.id} />
      ) : view === 'all' && rollup && rollup.level !== 'property' ? (
        <>
          <RollupAlerts level={rollup.level} id={rollup.id} />
          {canSeeNotScanned ? (
            <>
              <Title order={2} size="h4" mt="md">
                {t('alerts.exceptions.tabs.notScanned')}
              </Title>
              <NotScannedTable level={rollup.level} id={rollup.id} />
            </>
          ) : null}
        </>
      ) : (
        <PropertyAlerts propertyId={property.id} />
      )}
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
          <Anchor size="sm" renderRoot={(p) => <Link {...p} to="/exceptions/settings" />}>
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
