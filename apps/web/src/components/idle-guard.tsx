import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCountdown, IDLE_WARNING_MS, isLowTime, useIdleTimer } from '../lib/idle.ts';
import { useCurrentUser, useSignOut } from '../lib/session.ts';

/**
 * Idle handling of spec 000 §4 and §9 for signed-in pages: internal users are signed out at the idle limit;
 * external users get a 5-minute countdown first. Mount once inside the authenticated layout.
 */
export function IdleGuard() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const signOut = useSignOut();
  const [signingOut, setSigningOut] = useState(false);
  const logout = () => {
    setSigningOut(true);
    void signOut();
  };
  const { phase, stay } = useIdleTimer({ isInternal: me.isInternalUser, onExpire: logout, enabled: !signingOut });

  const warning = phase.kind === 'warning' && !signingOut;
  const remaining = phase.kind === 'warning' ? phase.remainingMs : IDLE_WARNING_MS;
  const low = isLowTime(remaining);

  return (
    <Modal
      opened={warning}
      onClose={stay}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title={
        <Group gap="xs">
          <IconClockExclamation size={20} aria-hidden />
          <Text fw={600}>{t('session.idle.title')}</Text>
        </Group>
      }
      data-testid="idle-modal"
    >
      <Stack gap="md">
        <Text size="sm">{t('session.idle.text')}</Text>
        <Text
          ta="center"
          fz={40}
          fw={700}
          c={low ? 'red.7' : 'brand.8'}
          data-low-time={low}
          aria-label={`${t('session.idle.countdownLabel')}: ${formatCountdown(remaining)}`}
          role="timer"
          style={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {formatCountdown(remaining)}
        </Text>
        <Progress value={(remaining / IDLE_WARNING_MS) * 100} color={low ? 'red' : 'brand'} size="sm" aria-hidden />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={logout} loading={signingOut}>
            {t('session.idle.logout')}
          </Button>
          <Button onClick={stay} data-autofocus>
            {t('session.idle.stay')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
