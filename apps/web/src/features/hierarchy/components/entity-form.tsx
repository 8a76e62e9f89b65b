import { Alert, Anchor, Button, Card, Group, List, SimpleGrid, Stack, TagsInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { STALE_VERSION_MESSAGE, type EntityLevel } from '@kc/domain/hierarchy';
import { useHierarchyT } from '#web/features/hierarchy/i18n/use-hierarchy-t.ts';
import { FormErrorPopup } from '#web/components/form-error-popup.tsx';
import { isApiError } from '#web/lib/api-errors.ts';
import { similarNamesQueryOptions, useSaveEntity } from '../api/entities.ts';
import {
  buildBody,
  formField,
  initialValues,
  validateEntity,
  type EntityFormValues,
  type EntityLike,
} from '../api/entity-form.ts';
import { AddressBlock, type CopyableAddress } from './address-block.tsx';

const PATH: Record<EntityLevel, string> = {
  corporation: '/corporation/',
  division: '/division/',
  region: '/region/',
  property: '/property/',
};

/**
 * Add or edit form of any level (spec 000 §2.2): name, legal name, phone, address block, plus e-mail domains for a
 * corporation and code, fax and contact e-mail for a property. Validation is the domain's schema on every change;
 * a new name close to an existing one shows a warning; a stale edit (409) says so and offers to reload.
 */
export function EntityForm({
  level,
  entity,
  parentId,
  copyable,
  onSaved,
  onCancel,
  onReload,
}: {
  level: EntityLevel;
  entity?: EntityLike & { id: number; version: number };
  parentId?: number;
  copyable: readonly CopyableAddress[];
  onSaved: (id: number) => void;
  onCancel: () => void;
  onReload?: () => void;
}) {
  const t = useHierarchyT();
  const editing = entity !== undefined;
  const original = useMemo(() => initialValues(entity), [entity]);
  const save = useSaveEntity(level, entity?.id);
  const [popup, setPopup] = useState(false);
  const [stale, setStale] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const levelName = t(`hierarchy.levels.${level}`);

  const form = useForm<EntityFormValues>({
    mode: 'controlled',
    initialValues: original,
    validateInputOnChange: true,
    validate: (values) =>
      validateEntity(level, buildBody(level, values, { parentId: parentId ?? 1, version: entity?.version }), editing),
  });

  const [name] = useDebouncedValue(form.getValues().name.trim(), 400);
  const similar = useQuery({
    ...similarNamesQueryOptions(level, name, level === 'corporation' ? undefined : parentId),
    enabled: name.length >= 2 && name !== entity?.name,
  });
  const similarHits = (similar.data ?? []).filter((s) => s.id !== entity?.id);

  const submit = form.onSubmit(
    (values) => {
      setAlert(null);
      setStale(false);
      save.mutate(
        buildBody(level, values, { parentId, version: entity?.version, original: editing ? original : undefined }),
        {
          onSuccess: (saved) => {
            notifications.show({
              color: 'teal',
              message: t(editing ? 'hierarchy.form.saved' : 'hierarchy.form.created', { level: levelName }),
            });
            onSaved(saved.id);
          },
          onError: (error) => {
            if (isApiError(error) && error.status === 409 && error.fieldErrors.some((f) => f.field === 'version')) {
              setStale(true);
              return;
            }
            if (isApiError(error) && error.fieldErrors.length > 0) {
              const placed: Record<string, string> = {};
              const rest: string[] = [];
              for (const f of error.fieldErrors) {
                const field = formField(f.field);
                if (field in form.getValues() || field.startsWith('address.')) placed[field] ??= f.message;
                else rest.push(`${f.field}: ${f.message}`);
              }
              form.setErrors(placed);
              if (rest.length > 0) setAlert(rest.join('\n'));
              else setPopup(true);
              return;
            }
            setAlert(isApiError(error) ? error.message || 'Unable to complete request' : 'Unable to complete request');
          },
        },
      );
    },
    () => setPopup(true),
  );

  const labels: Record<string, string> = {
    name: t('hierarchy.fields.name'),
    legalEntityName: t('hierarchy.fields.legalEntityName'),
    phoneNumber: t('hierarchy.fields.phoneNumber'),
    faxNumber: t('hierarchy.fields.faxNumber'),
    contactEmail: t('hierarchy.fields.contactEmail'),
    propertyCode: t('hierarchy.fields.propertyCode'),
    emailDomains: t('hierarchy.fields.emailDomains'),
    copyFromAddressId: t('hierarchy.fields.copyAddress'),
    'address.addressLine1': t('hierarchy.fields.addressLine1'),
    'address.addressLine2': t('hierarchy.fields.addressLine2'),
    'address.city': t('hierarchy.fields.city'),
    'address.state': t('hierarchy.fields.state'),
    'address.zip': t('hierarchy.fields.zip'),
    'address.country': t('hierarchy.fields.country'),
  };

  return (
    <Card withBorder radius="md" padding="lg" maw={900} w="100%">
      <form
        onSubmit={submit}
        noValidate
        aria-label={
          editing
            ? t('hierarchy.form.editTitle', { level: levelName })
            : t('hierarchy.form.addTitle', { level: levelName })
        }
      >
        <Stack gap="md">
          {stale ? (
            <Alert
              color="red"
              variant="filled"
              icon={<IconAlertTriangle size={18} />}
              title={t('hierarchy.form.staleTitle')}
              role="alert"
              data-testid="stale-alert"
            >
              {STALE_VERSION_MESSAGE}
              {onReload ? (
                <Group mt="sm">
                  <Button size="xs" variant="white" color="red" onClick={onReload}>
                    {t('hierarchy.form.reload')}
                  </Button>
                </Group>
              ) : null}
            </Alert>
          ) : null}
          {alert ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle size={18} />}
              title={t('hierarchy.form.failedTitle')}
              role="alert"
              style={{ whiteSpace: 'pre-line' }}
            >
              {alert}
            </Alert>
          ) : null}
          <TextInput label={t('hierarchy.fields.name')} withAsterisk maxLength={150} {...form.getInputProps('name')} />
          {similarHits.length > 0 ? (
            <Alert
              color="yellow"
              variant="light"
              icon={<IconInfoCircle size={18} />}
              title={t('hierarchy.form.similarTitle')}
              data-testid="similar-names"
            >
              {t('hierarchy.form.similarBody')}
              <List size="sm" mt={4}>
                {similarHits.slice(0, 5).map((s) => (
                  <List.Item key={s.id}>
                    <Anchor component={Link} to={`${PATH[level]}${s.id}`} size="sm" target="_blank">
                      {s.name}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            </Alert>
          ) : null}
          <TextInput
            label={t('hierarchy.fields.legalEntityName')}
            maxLength={150}
            {...form.getInputProps('legalEntityName')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('hierarchy.fields.phoneNumber')}
              type="tel"
              autoComplete="tel"
              {...form.getInputProps('phoneNumber')}
            />
            {level === 'property' ? (
              <TextInput label={t('hierarchy.fields.faxNumber')} type="tel" {...form.getInputProps('faxNumber')} />
            ) : null}
          </SimpleGrid>
          {level === 'property' ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={t('hierarchy.fields.propertyCode')}
                maxLength={40}
                {...form.getInputProps('propertyCode')}
              />
              <TextInput
                label={t('hierarchy.fields.contactEmail')}
                type="email"
                {...form.getInputProps('contactEmail')}
              />
            </SimpleGrid>
          ) : null}
          {level === 'corporation' ? (
            <TagsInput
              label={t('hierarchy.fields.emailDomains')}
              description={t('hierarchy.fields.emailDomainsHint')}
              placeholder="example.com"
              maxTags={20}
              clearable
              splitChars={[',', ' ', ';']}
              {...form.getInputProps('emailDomains')}
            />
          ) : null}
          <AddressBlock form={form} copyable={copyable} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('hierarchy.form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {editing ? t('hierarchy.form.save') : t('hierarchy.form.create', { level: levelName })}
            </Button>
          </Group>
        </Stack>
      </form>
      <FormErrorPopup
        opened={popup}
        onClose={() => setPopup(false)}
        errors={form.errors as Record<string, string>}
        labels={labels}
      />
    </Card>
  );
}
