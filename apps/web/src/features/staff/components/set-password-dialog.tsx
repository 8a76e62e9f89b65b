import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { isApiError } from '#web/lib/api-errors.ts';
import { useAdminSetPassword } from '../api/staff-api.ts';
import { useStaffT } from '#web/features/staff/i18n/use-staff-t.ts';

/** Admin set-password dialog (IdentityAdminPassword_CREATE): a temporary password the login must replace. */
export function SetPasswordDialog({ email, opened, onClose }: { email: string; opened: boolean; onClose: () => void }) {
  const t = useStaffT();
  const mutation = useAdminSetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);

  const close = () => {
    setPassword('');
    setConfirm('');
    setError(null);
    setConfirmError(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (password === '') return setError(t('errors.required'));
    if (password !== confirm) return setConfirmError(t('staff.setPassword.mismatch'));
    setConfirmError(null);
    mutation.mutate(
      { email, password },
      {
        onSuccess: (answer) => {
          notifications.show({ color: 'teal', message: answer.message || t('staff.setPassword.done') });
          close();
        },
        onError: (failure) => {
          const field = isApiError(failure)
            ? failure.fieldErrors.find((f) => f.field === 'password')?.message
            : undefined;
          setError(
            field ?? (failure instanceof Error && failure.message ? failure.message : t('errors.unableToComplete')),
          );
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={t('staff.setPassword.title')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('staff.setPassword.text')}
          </Text>
          <PasswordInput
            label={t('staff.setPassword.password')}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={error}
            autoComplete="new-password"
            data-autofocus
          />
          <PasswordInput
            label={t('staff.setPassword.confirm')}
            value={confirm}
            onChange={(e) => setConfirm(e.currentTarget.value)}
            error={confirmError}
            autoComplete="new-password"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('staff.buttons.cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {t('staff.setPassword.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
