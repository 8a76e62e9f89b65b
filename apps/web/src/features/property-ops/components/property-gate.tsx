import { Select, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { usePropertyOpsT } from '#web/features/property-ops/i18n/use-property-ops-t.ts';
import { QueryState } from '#web/components/query-state.tsx';

interface Named {
  id: number;
  name: string;
}

/**
 * External pages without a property in the path work on the header's selected property; logins above property level
 * (no property selector) pick one of their properties here.
 */
export function PropertyGate({
  selected,
  choices,
  children,
}: {
  selected: Named | null;
  choices: Named[] | undefined;
  children: (property: Named) => ReactNode;
}) {
  const t = usePropertyOpsT();
  const [picked, setPicked] = useState<string | null>(null);
  if (selected) return children(selected);
  if (!choices) return <LoadState error={null} onRetry={() => undefined} />;
  if (choices.length === 0) return <Text c="dimmed">{t('propertyOps.noProperty')}</Text>;
  const property = choices.find((p) => String(p.id) === picked) ?? choices[0]!;
  return (
    <Stack gap="md">
      <Select
        label={t('propertyOps.columnProperty')}
        data={choices.map((p) => ({ value: String(p.id), label: p.name }))}
        value={String(property.id)}
        onChange={setPicked}
        searchable
        allowDeselect={false}
        w={{ base: '100%', sm: 360 }}
        maw={1400}
      />
      {children(property)}
    </Stack>
  );
}

/** Skeleton while loading, a clear message when it failed (404 reads as "not yours"), with a retry. */
export function LoadState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = usePropertyOpsT();
  return (
    <QueryState
      error={error}
      onRetry={onRetry}
      text={{
        notFound: t('propertyOps.notFound'),
        loadFailed: t('propertyOps.loadFailed'),
        retry: t('propertyOps.retry'),
      }}
    />
  );
}
