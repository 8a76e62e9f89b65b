import { Alert, Button, Group, Modal, Select, Skeleton, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ResidentCreateSchema, type Resident } from '@kc/domain/notifications/residents';
import { isApiError } from '#web/lib/api-errors.ts';
import { residentUnitsQueryOptions, useSaveResident } from '../api/residents-api.ts';
import { useResidentEmailsT } from '../i18n/use-resident-emails-t.ts';

interface Values {
  unitId: string;
  name: string;
  email: string;
}

/** Add or edit a resident: the unit (of this property), the name and the address the e-mails go to. */
export function ResidentModal(props: { propertyId: number; resident?: Resident; onClose: () => void }) {
  const { propertyId, resident, onClose } = props;
  const t = useResidentEmailsT();
  const units = useQuery(residentUnitsQueryOptions(propertyId));
  const save = useSaveResident(propertyId);
  const [stale, setStale] = useState(false);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      unitId: resident ? String(resident.unitId) : '',
      name: resident?.name ?? '',
      email: resident?.email ?? '',
    },
    validate: (values) => {
      const parsed = ResidentCreateSchema.safeParse({ ...values, unitId: Number(values.unitId) || undefined });
      return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
    },
  });
  const submit = form.onSubmit((values) => {
    const body = { unitId: Number(values.unitId), name: values.name, email: values.email };
    save.mutate(
      { id: resident?.id, body: resident ? { ...body, version: resident.version } : body },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('residents.saved') });
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409) return setStale(true);
          if (isApiError(error) && error.fieldErrors.length > 0) return form.setErrors(error.fieldErrorMap());
          notifications.show({ color: 'red', message: isApiError(error) ? error.message : t('residents.failed') });
        },
      },
    );
  });
  return (
    <Modal opened onClose={onClose} title={t(resident ? 'residents.modalEdit' : 'residents.modalAdd')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {stale ? <Alert color="yellow">{t('residents.stale')}</Alert> : null}
          {units.data ? (
            units.data.length === 0 ? (
              <Alert color="yellow">{t('residents.noUnits')}</Alert>
            ) : (
              <Select
                label={t('residents.unit')}
                placeholder={t('residents.unitPlaceholder')}
                data={units.data.map((u) => ({ value: String(u.id), label: u.name }))}
                searchable
                required
                {...form.getInputProps('unitId')}
              />
            )
          ) : (
            <Skeleton h={58} />
          )}
          <TextInput label={t('residents.name')} required {...form.getInputProps('name')} />
          <TextInput label={t('residents.email')} type="email" required {...form.getInputProps('email')} />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('residents.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('residents.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
