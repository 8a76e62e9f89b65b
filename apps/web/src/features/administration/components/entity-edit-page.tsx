import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import type { EntityLevel } from '@kc/domain/hierarchy';
import { can } from '@kc/domain/permissions';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { FormErrorPopup, type FormErrors } from '#web/components/form-error-popup.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { isApiError } from '#web/lib/api-errors.ts';
import { entityQueryOptions } from '#web/lib/entity-api.ts';
import { useCurrentUser } from '#web/lib/session-hooks.ts';
import { CONTACT_RIGHT } from '@kc/domain/policies';
import { UPDATE_SCHEMA, useUpdateEntity, type EditableEntity } from '../api/entity-edit.ts';
import { useAdministrationT } from '#web/features/administration/i18n/use-administration-t.ts';
import { PageContainer } from '#web/components/page-container.tsx';

type Field = 'name' | 'legalEntityName' | 'phoneNumber' | 'faxNumber' | 'contactEmail' | 'emailDomains';
type EntityFormValues = Record<Exclude<Field, 'emailDomains'>, string> & { emailDomains: string[] };
const FIELDS: Record<EntityLevel, Field[]> = {
  corporation: ['name', 'legalEntityName', 'phoneNumber', 'emailDomains'],
  division: ['name', 'legalEntityName', 'phoneNumber'],
  region: ['name', 'legalEntityName', 'phoneNumber'],
  property: ['name', 'legalEntityName', 'phoneNumber', 'faxNumber', 'contactEmail'],
};

function EntityForm({ level, entity, onDone }: { level: EntityLevel; entity: EditableEntity; onDone: () => void }) {
  const t = useAdministrationT();
  const me = useCurrentUser();
  const router = useRouter();
  const mobile = useMediaQuery('(max-width: 600px)', false, { getInitialValueInEffect: false }) ?? false;
  const update = useUpdateEntity(level, entity.id);
  const fields = FIELDS[level];
  /** The PUT body of the level's fields: what the level's update schema checks and the server receives. */
  const bodyOf = (values: EntityFormValues): Record<string, unknown> => {
    const body: Record<string, unknown> = { version: entity.version };
    for (const field of fields) body[field] = values[field];
    return body;
  };
  const form = useForm<EntityFormValues>({
    initialValues: {
      name: entity.name,
      legalEntityName: entity.legalEntityName ?? '',
      phoneNumber: entity.phoneNumber ?? '',
      faxNumber: ('faxNumber' in entity ? entity.faxNumber : null) ?? '',
      contactEmail: ('contactEmail' in entity ? entity.contactEmail : null) ?? '',
      emailDomains: entity.emailDomains ?? [],
    },
    // The domain's update schema of the level is the one rule; its first message per field shows in place.
    validate: (values) => {
      const parsed = UPDATE_SCHEMA[level].safeParse(bodyOf(values));
      const found: FormErrors = {};
      if (!parsed.success) for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      return found;
    },
  });
  // The validator and the server answer set only messages (strings).
  const errors = form.errors as FormErrors;
  const [popup, setPopup] = useState(false);
  const [alert, setAlert] = useState<{ message: string; stale: boolean } | null>(null);
  const mayEdit = can(me.accessRights, CONTACT_RIGHT[level]);
  const labels = Object.fromEntries(fields.map((f) => [f, t(`administration.fields.${f}`)]));

  const submit = form.onSubmit(
    (values) => {
      setAlert(null);
      update.mutate(bodyOf(values), {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('administration.saved') });
          onDone();
        },
        onError: (error) => {
          if (!isApiError(error)) return setAlert({ message: t('administration.saveFailed'), stale: false });
          const placed: FormErrors = {};
          for (const f of error.fieldErrors)
            if (fields.includes(f.field.split('.')[0] as Field)) placed[f.field.split('.')[0]!] ??= f.message;
          form.setErrors(placed);
          if (Object.keys(placed).length > 0) setPopup(true);
          else setAlert({ message: error.message || t('administration.saveFailed'), stale: error.status === 409 });
        },
      });
    },
    () => {
      setAlert(null);
      setPopup(true);
    },
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('administration.editEntity', { entity: t(`administration.levels.${level}`) })}
    >
      <Stack gap="lg">
        {alert ? (
          <Alert color="red" variant="light" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm" c="red">
                {alert.message}
              </Text>
              {alert.stale ? (
                <Button size="xs" variant="default" onClick={() => window.location.reload()}>
                  {t('administration.reload')}
                </Button>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
        {!mayEdit ? (
          <Text size="sm" c="dimmed">
            {t('administration.readOnly')}
          </Text>
        ) : null}
        <Card withBorder radius="md" padding={mobile ? 'sm' : 'lg'}>
          <SimpleGrid cols={mobile ? 1 : 2} spacing="md">
            {fields.map((field) =>
              field === 'emailDomains' ? (
                <TagsInput
                  key={field}
                  label={labels[field]}
                  {...form.getInputProps(field)}
                  disabled={!mayEdit}
                  description={t('administration.domainsHint')}
                />
              ) : (
                <TextInput
                  key={field}
                  label={labels[field]}
                  required={field === 'name'}
                  {...form.getInputProps(field)}
                  disabled={!mayEdit}
                  type={field === 'contactEmail' ? 'email' : field.endsWith('Number') ? 'tel' : 'text'}
                />
              ),
            )}
          </SimpleGrid>
        </Card>
        <Group justify={mobile ? 'stretch' : 'flex-end'} grow={mobile}>
          <Button variant="default" onClick={() => router.history.back()}>
            {t('administration.cancel')}
          </Button>
          {mayEdit ? (
            <Button type="submit" loading={update.isPending}>
              {t('administration.save')}
            </Button>
          ) : null}
        </Group>
      </Stack>
      <FormErrorPopup opened={popup} onClose={() => setPopup(false)} errors={errors} labels={labels} />
    </form>
  );
}

/** /administration/{level} edit (spec 000 §2.3): the contact details a customer keeps up to date. */
export function EntityEditPage({ level, id, onDone }: { level: EntityLevel; id: number; onDone: () => void }) {
  const t = useAdministrationT();
  const entity = useQuery(entityQueryOptions(level, id));
  const title = t(`administration.editTitle.${level}`);
  return (
    <PageContainer>
      <PageHeader title={title} description={entity.data?.name} />
      {entity.isPending ? (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} h={36} />
            ))}
          </Stack>
        </Card>
      ) : entity.isError ? (
        <Card withBorder radius="md" padding="lg">
          <Text role="alert">{t('administration.notFound')}</Text>
        </Card>
      ) : (
        <EntityForm key={entity.data.version} level={level} entity={entity.data} onDone={onDone} />
      )}
    </PageContainer>
  );
}
