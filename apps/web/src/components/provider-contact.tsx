import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPhone, phoneHref } from '../lib/format.ts';
import { PROVIDER } from '../lib/provider.ts';

/** The provider's address and phone numbers, and the copyright line (sidebar and faq layout). */
export function ProviderContact() {
  const { t } = useTranslation();
  const lines = [
    ['supportLine', PROVIDER.phones.support],
    ['salesLine', PROVIDER.phones.sales],
    ['billingLine', PROVIDER.phones.billing],
  ] as const;
  return (
    <Stack gap={6} component="section" aria-label={t('shell.sidebar.contactUs')}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {t('shell.sidebar.contactUs')}
      </Text>
      <Text size="sm" fw={600}>
        {PROVIDER.name}
      </Text>
      <Text size="sm" component="address" style={{ fontStyle: 'normal' }}>
        {PROVIDER.address.line1}
        <br />
        {PROVIDER.address.city}, {PROVIDER.address.state} {PROVIDER.address.zip}
      </Text>
      {lines.map(([key, phone]) => (
        <Text size="sm" key={key}>
          {t(`shell.sidebar.${key}`)}:{' '}
          <Anchor href={phoneHref(phone)} size="sm" c="brand.8" underline="always">
            {formatPhone(phone)}
          </Anchor>
        </Text>
      ))}
      <Text size="xs" c="dimmed">
        {t('shell.sidebar.hours')}: {PROVIDER.supportHours}
      </Text>
    </Stack>
  );
}

export function CopyrightLine() {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed">
      {t('shell.sidebar.copyright', { year: new Date().getFullYear(), company: PROVIDER.name })}
    </Text>
  );
}
