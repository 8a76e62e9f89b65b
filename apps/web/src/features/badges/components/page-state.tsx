import { QueryState as SharedQueryState } from '#web/components/query-state.tsx';
import { useBadgesT } from '#web/features/badges/i18n/use-badges-t.ts';

/** Loading skeleton and load failure of the badges pages: never a blank page. */
export function QueryState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useBadgesT();
  return (
    <SharedQueryState
      error={error}
      onRetry={onRetry}
      text={{ notFound: t('badges.pageNotFound'), loadFailed: t('badges.pageLoadFailed'), retry: t('badges.retry') }}
    />
  );
}
