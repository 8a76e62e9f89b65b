import { Alert, Button, Group, NumberInput, Select, Stack, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import {
  KEY_OUT_UNITS,
  LevelSettingsSchema,
  SETTINGS_FIELDS,
  type ExceptionSettingsValues,
  type LevelSettings,
  type SettingsField,
} from '@kc/domain/alerts';
import type { ExceptionSettingsView } from '@kc/domain/alerts-views';
import { isApiError } from '#web/lib/api-errors.ts';
import { useSaveSettings } from '../api/alerts-api.ts';
import { useAlertsT } from '../i18n/use-alerts-t.ts';
import { FieldRow } from './field-row.tsx';
import { RecipientsEditor } from './recipients-editor.tsx';

type Errors = Record<string, string>;
/** The messages of one field (its own and its parts', e.g. keyOutThreshold.value), joined. */
const errorOf = (errors: Errors, field: string) =>
  Object.entries(errors)
    .filter(([k]) => k === field || k.startsWith(`${field}.`))
    .map(([, m]) => m)
    .join(' · ') || undefined;

/**
 * One level's settings: each field shows its value and where it comes from; "Override" sets it at this level (from
 * the inherited value), "Inherit" clears it. Checked with the API's schema before sending; the API's field messages
 * land on the same fields.
 */
export function SettingsForm({ view }: { view: ExceptionSettingsView }) {
  const t = useAlertsT();
  const [draft, setDraft] = useState<LevelSettings>(view.own);
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveSettings(view.level, view.entityId);
  const readOnly = !view.canModify;
  const set = <F extends SettingsField>(field: F, value: LevelSettings[F]) =>
    setDraft((d) => ({ ...d, [field]: value }));
  const shown = <F extends SettingsField>(field: F): ExceptionSettingsValues[F] =>
    (draft[field] ?? view.inherited.values[field]) as ExceptionSettingsValues[F];

  const submit = () => {
    const parsed = LevelSettingsSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        setDraft(saved.own);
        notifications.show({ color: 'green', message: t('alerts.settings.saved') });
      },
      onError: (error) => {
        if (isApiError(error)) setErrors(error.fieldErrorMap());
      },
    });
  };

  const row = (field: SettingsField, editor: React.ReactNode) => (
    <FieldRow
      key={field}
      field={field}
      overridden={draft[field] !== null}
      source={view.inherited.sources[field]}
      level={view.level}
      readOnly={readOnly}
      error={errorOf(errors, field)}
      onOverride={(on) => set(field, on ? structuredClone(view.inherited.values[field]) : null)}
    >
      {editor}
    </FieldRow>
  );
  const toggle = (field: 'keyOutOn' | 'badgeUnusedOn' | 'lastCommOn' | 'notScannedOn') =>
    row(
      field,
      <Switch
        checked={shown(field)}
        disabled={readOnly || draft[field] === null}
        onChange={(e) => set(field, e.currentTarget.checked)}
        label={shown(field) ? t('alerts.settings.on') : t('alerts.settings.off')}
        aria-label={t(`alerts.settings.fields.${field}`)}
      />,
    );
  const days = (field: 'badgeUnusedDays' | 'lastCommDays') =>
    row(
      field,
      <NumberInput
        aria-label={t(`alerts.settings.fields.${field}`)}
        value={shown(field)}
        disabled={readOnly || draft[field] === null}
        allowDecimal={false}
        min={1}
        clampBehavior="none"
        w={140}
        onChange={(v) => set(field, typeof v === 'number' ? v : Number(v))}
      />,
    );
  const threshold = shown('keyOutThreshold');
  const editors: Record<SettingsField, React.ReactNode> = {
    keyOutOn: toggle('keyOutOn'),
    keyOutThreshold: row(
      'keyOutThreshold',
      <Group gap="xs" wrap="nowrap">
        <NumberInput
          aria-label={t('alerts.settings.fields.keyOutThreshold')}
          value={threshold.value}
          disabled={readOnly || draft.keyOutThreshold === null}
          allowDecimal={false}
          min={1}
          clampBehavior="none"
          w={110}
          onChange={(v) => set('keyOutThreshold', { unit: threshold.unit, value: Number(v) })}
        />
        <Select
          aria-label={t('alerts.settings.unit')}
          data={KEY_OUT_UNITS.map((u) => ({ value: u, label: t(`alerts.settings.${u}`) }))}
          value={threshold.unit}
          disabled={readOnly || draft.keyOutThreshold === null}
          allowDeselect={false}
          w={110}
          onChange={(u) => u && set('keyOutThreshold', { value: threshold.value, unit: u })}
        />
      </Group>,
    ),
    badgeUnusedOn: toggle('badgeUnusedOn'),
    badgeUnusedDays: days('badgeUnusedDays'),
    lastCommOn: toggle('lastCommOn'),
    lastCommDays: days('lastCommDays'),
    notScannedOn: toggle('notScannedOn'),
    recipients: row(
      'recipients',
      <RecipientsEditor
        value={shown('recipients')}
        logins={view.logins}
        level={view.level}
        disabled={readOnly || draft.recipients === null}
        errors={{ logins: errorOf(errors, 'recipients.loginIds'), emails: errorOf(errors, 'recipients.emails') }}
        onChange={(r) => set('recipients', r)}
      />,
    ),
  };

  return (
    <Stack gap="sm">
      {readOnly ? (
        <Alert variant="light" color="gray">
          {t('alerts.settings.readOnly')}
        </Alert>
      ) : null}
      {SETTINGS_FIELDS.map((f) => editors[f])}
      {Object.keys(errors).length ? (
        <Alert variant="light" color="red" role="alert">
          {t('alerts.settings.fix')}
        </Alert>
      ) : null}
      {readOnly ? null : (
        <Group>
          <Button onClick={submit} loading={save.isPending}>
            {t('alerts.settings.save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
