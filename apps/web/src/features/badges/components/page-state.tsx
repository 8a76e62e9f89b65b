import { Alert, Button, Card, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useBadgesT } from '#web/features/badges/i18n/use-badges-t.ts';
import { isApiError } from '#web/lib/api-errors.ts';

/** Loading skeleton and load failure of the badges pages: never a blank page. */
export function QueryState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useBadgesT();
  if (!error) {
    return (
      <Card withBorder radius="md" data-testid="page-loading">
        <Stack gap={8}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h={24} />
          ))}
        </Stack>
      </Card>
    );
  }
  const notFound = isApiError(error) && (error.status === 404 || error.status === 400);
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t(notFound ? 'badges.pageNotFound' : 'badges.pageLoadFailed')}
    >
      {notFound ? null : (
        <Button mt="sm" size="xs" variant="default" onClick={onRetry}>
          {t('badges.retry')}
        </Button>
      )}
    </Alert>
  );
}
