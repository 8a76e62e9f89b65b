import { Card, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryState } from './query-state.tsx';

/**
 * A report's results under its filters (internal reports, production queue): skeleton rows or what went wrong until
 * it has loaded, then how many rows and the table, or a card saying nothing matches. Each page passes its own words.
 */
export function ReportResults({
  error,
  loaded,
  onRetry,
  text,
  countTestId,
  children,
}: {
  error: unknown;
  loaded: boolean;
  onRetry: () => void;
  /** `empty` is shown instead of the table when set: no row matches. */
  text: { notFound: string; loadFailed: string; retry: string; count: string; empty?: string | null };
  countTestId: string;
  children: ReactNode;
}) {
  if (error || !loaded) return <QueryState error={error} onRetry={onRetry} text={text} />;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" data-testid={countTestId}>
        {text.count}
      </Text>
      {text.empty ? (
        <Card withBorder radius="md" padding="lg">
          <Text c="dimmed">{text.empty}</Text>
        </Card>
      ) : (
        children
      )}
    </Stack>
  );
}
