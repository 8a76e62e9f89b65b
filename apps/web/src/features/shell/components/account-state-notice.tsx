import { accountState } from '@kc/domain/navigation';
import { Alert, Anchor, Text } from '@mantine/core';
import { IconAlertTriangle, IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatPhone, phoneHref } from '#web/lib/format.ts';
import { PROVIDER } from '#web/lib/provider.ts';
import type { ShellState } from '../hooks/use-shell-state.ts';

const DAY_MS = 86_400_000;

/** Spec 000 §8 account states for the displayed property: canceled, payment delinquent, temporary access. */
export function AccountStateNotice({ state }: { state: ShellState }) {
  const { t } = useTranslation();
  const property = state.property;
  if (!property || !state.nav.property) return null;
  const htInfo = state.nav.property.htInfo;
  const status = accountState(htInfo, state.nav.now);
  if (status === 'active') return null;
  const billing = (
    <Anchor href={phoneHref(PROVIDER.phones.billing)} fw={600} underline="always">
      {t('accountState.callBilling', { phone: formatPhone(PROVIDER.phones.billing) })}
    </Anchor>
  );
  if (status === 'temporaryAccess') {
    const until = new Date(Date.parse(htInfo.temporaryAccessDate ?? '') + 14 * DAY_MS);
    return (
      <Alert
        color="blue"
        icon={<IconClockHour4 size={20} />}
        title={t('accountState.temporaryTitle')}
        mb="md"
        data-testid="account-state"
      >
        <Text size="sm">{t('accountState.temporaryText', { date: formatDate(until) })}</Text>
      </Alert>
    );
  }
  const canceled = status === 'canceled';
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      title={canceled ? t('accountState.canceledTitle') : t('accountState.delinquentTitle')}
      mb="md"
      role="alert"
      data-testid="account-state"
    >
      <Text size="sm" mb={6}>
        {canceled
          ? t('accountState.canceledText', { property: property.name })
          : t('accountState.delinquentText', { property: property.name })}
      </Text>
      {billing}
    </Alert>
  );
}
