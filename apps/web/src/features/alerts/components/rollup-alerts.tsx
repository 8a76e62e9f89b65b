import { Alert, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { RollupLevel } from '@kc/domain/overview';
import { rollupAlertsQueryOptions } from '../api/alerts-api.ts';
import { useAlertsT } from '../i18n/use-alerts-t.ts';
import { AlertTable } from './alert-table.tsx';
import { QueryState } from './query-state.tsx';

/** Every reachable property's active alerts, each at its own settings (GET …/{level}/{id}/exception-alerts). */
export function RollupAlerts({ level, id }: { level: RollupLevel; id: number }) {
  const t = useAlertsT();
  const rollup = useQuery(rollupAlertsQueryOptions(level, id));
  if (!rollup.data) return <QueryState query={rollup} />;
  if (rollup.data.alerts.length === 0) return <Text c="dimmed">{t('alerts.exceptions.allNone')}</Text>;
  return (
    <>
      {rollup.data.truncated ? (
        <Alert variant="light" color="yellow" mb="sm">
          {t('alerts.exceptions.truncated')}
        </Alert>
      ) : null}
      <AlertTable rows={rollup.data.alerts} />
    </>
  );
}
