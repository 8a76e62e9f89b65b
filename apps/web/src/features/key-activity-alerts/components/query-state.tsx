import { Alert, Button } from '@mantine/core';
import { PageSkeleton } from '#web/components/page-skeleton.tsx';
import { isApiError } from '#web/lib/api-errors.ts';
import { useKeyActivityT } from '../i18n/use-key-activity-t.ts';

/** Loading (skeleton) or failed (not found reads as "not yours"; anything else offers a retry). */
export function QueryState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useKeyActivityT();
  if (!error) return <PageSkeleton />;
  const missing = isApiError(error) && [400, 403, 404].includes(error.status);
  return (
    <Alert color="red" variant="light" title={t(missing ? 'keyActivity.notFound' : 'keyActivity.loadFailed')}>
      {missing ? null : (
        <Button mt="sm" size="xs" variant="default" onClick={onRetry}>
          {t('keyActivity.retry')}
        </Button>
      )}
    </Alert>
  );
}
