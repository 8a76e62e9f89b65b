import { Anchor, Button, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CenteredMessage } from '#web/components/centered-message.tsx';
import { formatPhone, phoneHref } from '#web/lib/format.ts';
import { PROVIDER } from '#web/lib/provider.ts';

export const ACCOUNT_ERROR_REASONS = ['locked', 'canceled', 'notLinked', 'delinquent'] as const;
export type AccountErrorReason = (typeof ACCOUNT_ERROR_REASONS)[number];

const TEXT = {
  locked: ['accountState.lockedTitle', 'accountState.lockedText'],
  canceled: ['accountState.accountCanceledTitle', 'accountState.accountCanceledText'],
  notLinked: ['accountState.notLinkedTitle', 'accountState.notLinkedText'],
  delinquent: ['accountState.delinquentTitle', 'accountState.lockedText'],
  unknown: ['accountState.accountErrorTitle', 'accountState.accountErrorText'],
} as const;

/** /account-error (spec 000 §8): locked for nonpayment, canceled, not linked to the payment portal, or unknown. */
export function AccountErrorPage({ reason }: { reason?: AccountErrorReason }) {
  const { t } = useTranslation();
  const [title, text] = TEXT[reason ?? 'unknown'];
  useDocumentTitle(`${t(title)} · ${t('app.name')}`);
  return (
    <CenteredMessage
      landmark="div"
      icon={<IconLock size={30} stroke={1.6} />}
      title={t(title)}
      text={t(text)}
      action={
        <Stack gap="xs" align="center" mt="xs">
          <Anchor href={phoneHref(PROVIDER.phones.billing)} fw={600} underline="always">
            {t('accountState.callBilling', { phone: formatPhone(PROVIDER.phones.billing) })}
          </Anchor>
          <Button component={Link} to="/" variant="default">
            {t('notFound.home')}
          </Button>
        </Stack>
      }
    />
  );
}
