import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { AdminSetPasswordBodySchema } from '@kc/domain/auth';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { isApiError } from '#web/lib/api-errors.ts';
import { useAdminSetPassword } from '../api/staff-api.ts';
import { useStaffT } from '#web/features/staff/i18n/use-staff-t.ts';

/** Admin set-password dialog (IdentityAdminPassword_CREATE): a temporary password the login must replace. */
export function SetPasswordDialog({ email, opened, onClose }: { email: string; opened: boolean; onClose: () => void }) {
  const t = useStaffT();
  const mutation = useAdminSetPassword();
  const form = useForm({
    initialValues: { password: '', confirm: '' },
    validate: {
      // The request's password rule (the server checks the password policy).
      password: (value) => AdminSetPasswordBodySchema.shape.password.safeParse(value).error?.issues[0]?.message ?? null,
      // Only once there is a password to compare with.
      confirm: (value, values) =>
        values.password !== '' && value !== values.password ? t('staff.setPassword.mismatch') : null,
    },
    // A message stays until the next try.
    clearInputErrorOnChange: false,
  });

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit(({ password }) => {
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
          form.setFieldError(
            'password',
            field ?? (failure instanceof Error && failure.message ? failure.message : t('errors.unableToComplete')),
          );
        },
      },
    );
  });

  return (
    <Modal opened={opened} onClose={close} title={t('staff.setPassword.title')} centered>
      <form
        noValidate
        onSubmit={(event) => {
          // The dialog sits inside the staff form in React's tree (a portal in the DOM): its submit is its own.
          event.stopPropagation();
          submit(event);
        }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('staff.setPassword.text')}
          </Text>
          <PasswordInput
            label={t('staff.setPassword.password')}
            {...form.getInputProps('password')}
            autoComplete="new-password"
            data-autofocus
          />
          <PasswordInput
            label={t('staff.setPassword.confirm')}
            {...form.getInputProps('confirm')}
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
