import { Alert, Badge, Button, Card, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { Me } from '@kc/domain/auth';
import { STALE_VERSION_MESSAGE } from '@kc/domain/hierarchy';
import { UserCreateSchema, UserUpdateSchema, type User } from '@kc/domain/users';
import { useUsersT } from '#web/features/users/i18n/use-users-t.ts';
import { FormErrorPopup } from '#web/components/form-error-popup.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { isApiError } from '#web/lib/api-errors.ts';
import { INTERNAL_ROLE_IDS, roleName, useDeactivateUser, useSaveUser, userQueryOptions } from '../api/users.ts';
import { PageContainer } from '#web/components/page-container.tsx';

interface Values {
  name: string;
  email: string;
  phoneNumber: string;
  roleId: string;
}

function UserForm({ me, user }: { me: Me; user?: User }) {
  const t = useUsersT();
  const navigate = useNavigate();
  const save = useSaveUser(user?.id);
  const deactivate = useDeactivateUser(user?.id ?? 0);
  const [popup, setPopup] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [confirm, setConfirm] = useState(false);
  const body = (v: Values) =>
    user
      ? { name: v.name, phoneNumber: v.phoneNumber, roleId: Number(v.roleId), version: user.version }
      : { name: v.name, email: v.email, phoneNumber: v.phoneNumber, roleId: Number(v.roleId) };
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      phoneNumber: user?.phoneNumber ?? '',
      roleId: user ? String(user.roleId) : '',
    },
    validateInputOnChange: true,
    validate: (v) => {
      const parsed = (user ? UserUpdateSchema : UserCreateSchema).safeParse({
        ...body(v),
        roleId: v.roleId ? Number(v.roleId) : undefined,
      });
      const errors: Record<string, string> = {};
      if (!v.roleId) errors.roleId = 'Required';
      if (!parsed.success) for (const i of parsed.error.issues) errors[String(i.path[0])] ??= i.message;
      return errors;
    },
  });
  const back = () => void navigate({ to: '/internal-users' });
  // Only a super administrator manages super administrators (decision 0012).
  const roles = INTERNAL_ROLE_IDS.filter((id) => id !== 106 || me.role === 106);
  const submit = form.onSubmit(
    (v) => {
      setAlert(null);
      save.mutate(body(v), {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: user ? t('users.saved') : t('users.created') });
          back();
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409 && error.fieldErrors.some((f) => f.field === 'version'))
            return setAlert(STALE_VERSION_MESSAGE);
          if (isApiError(error) && error.fieldErrors.some((f) => f.field in v)) {
            form.setErrors(error.fieldErrorMap());
            return setPopup(true);
          }
          setAlert(isApiError(error) ? error.message : 'Unable to complete request');
        },
      });
    },
    () => setPopup(true),
  );
  const labels = {
    name: t('users.name'),
    email: t('users.email'),
    phoneNumber: t('users.phone'),
    roleId: t('users.role'),
  };
  return (
    <Card withBorder radius="md" padding="lg" maw={640} w="100%">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {alert ? (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
              {alert}
            </Alert>
          ) : null}
          {user?.disabled ? (
            <Badge color="gray" size="lg" radius="sm">
              {t('users.inactive')}
            </Badge>
          ) : null}
          <TextInput label={t('users.name')} withAsterisk maxLength={100} {...form.getInputProps('name')} />
          <TextInput
            label={t('users.email')}
            withAsterisk
            type="email"
            disabled={!!user}
            description={user ? t('users.emailLocked') : undefined}
            {...form.getInputProps('email')}
          />
          <TextInput label={t('users.phone')} type="tel" {...form.getInputProps('phoneNumber')} />
          <Select
            label={t('users.role')}
            withAsterisk
            data={roles.map((id) => ({ value: String(id), label: roleName(id) }))}
            allowDeselect={false}
            {...form.getInputProps('roleId')}
          />
          <Group justify="space-between">
            {user && user.id !== me.id ? (
              user.disabled ? (
                <Button
                  variant="default"
                  onClick={() =>
                    save.mutate(
                      { disabled: false, version: user.version },
                      { onSuccess: () => notifications.show({ color: 'teal', message: t('users.saved') }) },
                    )
                  }
                >
                  {t('users.reactivate')}
                </Button>
              ) : (
                <Button variant="outline" color="red" onClick={() => setConfirm(true)}>
                  {t('users.deactivate')}
                </Button>
              )
            ) : (
              <span />
            )}
            <Group gap="xs">
              <Button variant="default" onClick={back}>
                {t('users.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t('users.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
      <FormErrorPopup
        opened={popup}
        onClose={() => setPopup(false)}
        errors={form.errors as Record<string, string>}
        labels={labels}
      />
      <Modal opened={confirm} onClose={() => setConfirm(false)} title={t('users.deactivate')} centered>
        <Text size="sm">{t('users.deactivateConfirm', { name: user?.name ?? '' })}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirm(false)}>
            {t('users.cancel')}
          </Button>
          <Button
            color="red"
            loading={deactivate.isPending}
            onClick={() =>
              deactivate.mutate(undefined, {
                onSuccess: () => {
                  notifications.show({ color: 'teal', message: t('users.deactivated') });
                  back();
                },
                onSettled: () => setConfirm(false),
              })
            }
          >
            {t('users.deactivate')}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}

/** /internal-users/add-user and /internal-users/edit-user/{userId} (User_CREATE). */
export function UserFormPage({ me, userId }: { me: Me; userId?: number }) {
  const t = useUsersT();
  const user = useQuery({ ...userQueryOptions(userId ?? 0), enabled: userId !== undefined });
  return (
    <PageContainer>
      <PageHeader
        title={userId ? t('users.editTitle') : t('users.addTitle')}
        description={user.data?.name}
        back={{ to: '/internal-users', label: t('users.back') }}
      />
      {userId === undefined ? (
        <UserForm me={me} />
      ) : user.data ? (
        <UserForm key={user.data.version} me={me} user={user.data} />
      ) : user.isError ? (
        <Alert color="red">{t('users.loadFailed')}</Alert>
      ) : (
        <Text c="dimmed">…</Text>
      )}
    </PageContainer>
  );
}
