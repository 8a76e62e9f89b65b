import { QueryState as SharedQueryState } from '#web/components/query-state.tsx';
import { useAlertsT } from '../i18n/use-alerts-t.ts';

/** The shared loading and failure state with the alerts pages' words. */
export function QueryState({ query }: { query: { error: unknown; refetch: () => unknown } }) {
  const t = useAlertsT();
  return (
    <SharedQueryState
      error={query.error}
      onRetry={() => void query.refetch()}
      text={{ notFound: t('alerts.notFound'), loadFailed: t('alerts.loadFailed'), retry: t('alerts.retry') }}
    />
  );
}
