import { Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SettingsField, SettingsSource } from '@kc/domain/alerts';
import type { EntityLevel } from '@kc/domain/hierarchy';
import { useAlertsT } from '../i18n/use-alerts-t.ts';

/** One setting: its name, where its value comes from, the Override/Inherit choice, the editor and its error. */
export function FieldRow({
  field,
  overridden,
  source,
  level,
  readOnly,
  error,
  onOverride,
  children,
}: {
  field: SettingsField;
  overridden: boolean;
  /** Where the value would come from if this level inherited it. */
  source: SettingsSource;
  level: EntityLevel;
  readOnly: boolean;
  error: string | undefined;
  onOverride: (on: boolean) => void;
  children: ReactNode;
}) {
  const t = useAlertsT();
  const from = overridden
    ? t('alerts.settings.here')
    : source.level === 'default'
      ? t('alerts.settings.from.default')
      : t('alerts.settings.from.inherited', {
          level: t(`alerts.settings.levels.${source.level}`),
          name: source.name ?? '',
        });
  const id = `setting-${field}`;
  return (
    <Card withBorder radius="md" padding="sm" data-testid={id} aria-labelledby={`${id}-label`} component="section">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={2} miw={0} style={{ flex: '1 1 240px' }}>
          <Text fw={600} size="sm" id={`${id}-label`}>
            {t(`alerts.settings.fields.${field}`)}
          </Text>
          <Text size="xs" c="dimmed" data-testid={`${id}-source`}>
            {from}
          </Text>
        </Stack>
        {readOnly ? null : (
          <SegmentedControl
            size="xs"
            value={overridden ? 'override' : 'inherit'}
            onChange={(v) => onOverride(v === 'override')}
            aria-label={`${t(`alerts.settings.fields.${field}`)} (${level})`}
            data={[
              { value: 'inherit', label: t('alerts.settings.inherit') },
              { value: 'override', label: t('alerts.settings.override') },
            ]}
          />
        )}
      </Group>
      <Stack gap={4} mt="xs">
        {children}
        {error ? (
          <Text size="xs" c="red" role="alert" data-testid={`${id}-error`}>
            {error}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
