import { MultiSelect, Stack, TagsInput } from '@mantine/core';
import type { Recipients } from '@kc/domain/alerts';
import type { RecipientLogin } from '@kc/domain/alerts-views';
import type { EntityLevel } from '@kc/domain/hierarchy';
import { useAlertsT } from '../i18n/use-alerts-t.ts';

/** Who receives the alert e-mails: site logins that reach the entity, plus free e-mail addresses. */
export function RecipientsEditor({
  value,
  logins,
  level,
  disabled,
  errors,
  onChange,
}: {
  value: Recipients;
  logins: RecipientLogin[];
  level: EntityLevel;
  disabled: boolean;
  errors: { logins?: string; emails?: string };
  onChange: (r: Recipients) => void;
}) {
  const t = useAlertsT();
  return (
    <Stack gap="xs">
      <MultiSelect
        label={t('alerts.settings.logins')}
        description={t('alerts.settings.loginsHint', { level: t(`alerts.settings.levels.${level}`).toLowerCase() })}
        placeholder={value.loginIds.length ? undefined : t('alerts.settings.nobody')}
        data={logins.map((l) => ({ value: String(l.id), label: l.email ? `${l.name} (${l.email})` : l.name }))}
        value={value.loginIds.map(String)}
        onChange={(ids) => onChange({ ...value, loginIds: ids.map(Number) })}
        disabled={disabled}
        searchable
        error={errors.logins}
        maw={560}
      />
      <TagsInput
        label={t('alerts.settings.emails')}
        description={t('alerts.settings.emailsHint')}
        value={value.emails}
        onChange={(emails) => onChange({ ...value, emails })}
        disabled={disabled}
        error={errors.emails}
        maw={560}
      />
    </Stack>
  );
}
