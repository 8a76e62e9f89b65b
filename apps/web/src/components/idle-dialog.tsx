import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCountdown, IDLE_WARNING_MS, isLowTime } from '../lib/idle.ts';

/** The idle warning of spec 000 §4: a countdown with Stay signed in and Log out. Loaded by IdleGuard on demand. */
export default function IdleDialog({
  remainingMs,
  onStay,
  onLogout,
  signingOut,
}: {
  remainingMs: number;
  onStay: () => void;
  onLogout: () => void;
  signingOut: boolean;
}) {
  const { t } = useTranslation();
  const low = isLowTime(remainingMs);
  return (
    <Modal
      opened
      onClose={onStay}
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
          aria-label={`${t('session.idle.countdownLabel')}: ${formatCountdown(remainingMs)}`}
          role="timer"
          style={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {formatCountdown(remainingMs)}
        </Text>
        <Progress value={(remainingMs / IDLE_WARNING_MS) * 100} color={low ? 'red' : 'brand'} size="sm" aria-hidden />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onLogout} loading={signingOut}>
            {t('session.idle.logout')}
          </Button>
          <Button onClick={onStay} data-autofocus>
            {t('session.idle.stay')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
