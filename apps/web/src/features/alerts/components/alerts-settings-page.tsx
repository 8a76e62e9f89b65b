import { Alert, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { isApiError } from '#web/lib/api-errors.ts';
import { settingsQueryOptions } from '../api/alerts-api.ts';
import { useAlertsT } from '../i18n/use-alerts-t.ts';
import { QueryState } from './query-state.tsx';
import { SettingsForm } from './settings-form.tsx';

/**
 * /exceptions/settings (page title "Alerts settings", decision 0036): the selected property's settings, and those of its
 * region, division and corporation for logins that reach them (the server answers 404 to others).
 */
export function AlertsSettingsPage({ property }: { property: { id: number; name: string } }) {
  const t = useAlertsT();
  const base = useQuery(settingsQueryOptions('property', property.id));
  const [picked, setPicked] = useState<string | null>(null);
  const chain = base.data?.chain ?? [{ level: 'property', id: property.id, name: property.name }];
  const target = chain.find((c) => `${c.level}-${c.id}` === picked) ?? chain[0]!;
  const view = useQuery(settingsQueryOptions(target.level, target.id));
  const unreachable = isApiError(view.error) && [403, 404].includes(view.error.status);
  return (
    <PageContainer>
      <PageHeader
        title={t('alerts.settings.title')}
        description={t('alerts.settings.description', { entity: target.name })}
        back={{ to: '/exceptions', label: t('alerts.settings.back') }}
      />
      <Stack gap="md" maw={900}>
        <Select
          label={t('alerts.settings.level')}
          data={chain.map((c) => ({
            value: `${c.level}-${c.id}`,
            label: `${t(`alerts.settings.levels.${c.level}`)}: ${c.name}`,
          }))}
          value={`${target.level}-${target.id}`}
          onChange={setPicked}
          allowDeselect={false}
          w={{ base: '100%', sm: 420 }}
        />
        {view.data ? (
          <SettingsForm key={`${target.level}-${target.id}`} view={view.data} />
        ) : unreachable ? (
          <Alert variant="light" color="gray">
            {t('alerts.settings.notReachable')}
          </Alert>
        ) : (
          <QueryState query={view} />
        )}
      </Stack>
    </PageContainer>
  );
}
