import { Alert, Button, Card, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isApiError } from '#web/lib/api-errors.ts';

/** Statuses that mean "not there for you" (a bad id, another customer's or a gone record): no retry offered. */
const MISSING = [400, 403, 404];

/**
 * While a page's query has no data: skeleton rows (never a blank page), or what went wrong with a retry. Each feature
 * passes its own words.
 */
export function QueryState({
  error,
  onRetry,
  text,
}: {
  error: unknown;
  onRetry: () => void;
  text: { notFound: string; loadFailed: string; retry: string };
}) {
  if (!error)
    return (
      <Card withBorder radius="md" data-testid="page-loading">
        <Stack gap={8}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h={24} />
          ))}
        </Stack>
      </Card>
    );
  const missing = isApiError(error) && MISSING.includes(error.status);
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={missing ? text.notFound : text.loadFailed}
    >
      {missing ? null : (
        <Button mt="sm" size="xs" variant="default" onClick={onRetry}>
          {text.retry}
        </Button>
      )}
    </Alert>
  );
}
