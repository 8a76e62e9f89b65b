import { Alert, Button, Card, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isApiError } from '#web/lib/api-errors.ts';
import { useAlertsT } from '../i18n/use-alerts-t.ts';

/** While a query has no data: skeleton rows, or what went wrong (a 403/404 reads "not one you can reach") with retry. */
export function QueryState({ query }: { query: { error: unknown; refetch: () => unknown } }) {
  const t = useAlertsT();
  if (!query.error)
    return (
      <Card withBorder radius="md" data-testid="page-loading">
        <Stack gap={8}>
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} h={24} />
          ))}
        </Stack>
      </Card>
    );
  const unreachable = isApiError(query.error) && [403, 404].includes(query.error.status);
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t(unreachable ? 'alerts.notFound' : 'alerts.loadFailed')}
    >
      {unreachable ? null : (
        <Button mt="sm" size="xs" variant="default" onClick={() => void query.refetch()}>
          {t('alerts.retry')}
        </Button>
      )}
    </Alert>
  );
}
