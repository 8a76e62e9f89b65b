import {
  Alert,
  Button,
  Card,
  Chip,
  Fieldset,
  Group,
  Input,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { KeyActivityAlert, KeyActivityChoices } from '@kc/domain/key-activity-alerts/schemas';
import { FormErrorPopup, type FormErrors } from '#web/components/form-error-popup.tsx';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { isApiError } from '#web/lib/api-errors.ts';
import {
  keyActivityAlertQueryOptions,
  keyActivityChoicesQueryOptions,
  useSaveKeyActivityAlert,
} from '../api/key-activity-alerts-api.ts';
import { weekdayShort } from '../api/key-activity-format.ts';
import {
  errorsByField,
  toBody,
  toValues,
  validateKeyActivity,
  type KeyActivityValues,
} from '../api/key-activity-form.ts';
import type { enKeyActivity } from '../i18n/en.ts';
import { useKeyActivityT } from '../i18n/use-key-activity-t.ts';
import { QueryState } from './query-state.tsx';
import { viewerTimeZone } from '#web/lib/viewer-time-zone.ts';

/** Add (no alertId) or edit a key-activity e-mail rule of the property. */
export function KeyActivityFormPage(props: {
  propertyId: number;
  alertId?: number;
  onDone: (alert: KeyActivityAlert) => void;
}) {
  const t = useKeyActivityT();
  const editing = props.alertId !== undefined;
  const existing = useQuery({
    ...keyActivityAlertQueryOptions(props.propertyId, props.alertId ?? 0),
    enabled: editing,
  });
  const choices = useQuery(keyActivityChoicesQueryOptions(props.propertyId));
  const ready = choices.data && (!editing || existing.data);
  return (
    <PageContainer>
      <PageHeader
        title={t(editing ? 'keyActivity.editTitle' : 'keyActivity.addTitle')}
        back={
          editing
            ? { to: `/key-activity-alert/${props.alertId}`, label: t('keyActivity.viewTitle') }
            : { to: '/key-activity-alert', label: t('keyActivity.backToList') }
        }
      />
      {ready ? (
        <RuleForm
          key={existing.data?.version ?? 'new'}
          {...props}
          alert={existing.data}
          choices={choices.data}
          onReload={() => void existing.refetch()}
        />
      ) : (
        <QueryState
          error={existing.error ?? choices.error}
          onRetry={() => void Promise.all([existing.refetch(), choices.refetch()])}
        />
      )}
    </PageContainer>
  );
}

type FieldKey = keyof typeof enKeyActivity.keyActivity.fields;

function RuleForm({
  propertyId,
  alert,
  choices,
  onDone,
  onReload,
}: {
  propertyId: number;
  alert?: KeyActivityAlert;
  choices: KeyActivityChoices;
  onDone: (alert: KeyActivityAlert) => void;
  onReload: () => void;
}) {
  const t = useKeyActivityT();
  const save = useSaveKeyActivityAlert(propertyId, alert?.id);
  const [popup, setPopup] = useState(false);
  const [stale, setStale] = useState(false);
  const form = useForm<KeyActivityValues>({
    mode: 'controlled',
    // A new rule starts in the reader's own zone: properties carry no zone yet (decision 0040).
    initialValues: toValues(alert, viewerTimeZone()),
    validateInputOnChange: true,
    validate: validateKeyActivity,
  });
  const f = (key: FieldKey) => t(`keyActivity.fields.${key}`);
  const labels = Object.fromEntries(
    (
      [
        'description',
        'recipients',
        'criteria',
        'activityCodes',
        'unitIds',
        'badgeIds',
        'startTime',
        'endTime',
        'timeZone',
      ] as const
    ).map((k) => [k, f(k)]),
  );
  const data = useMemo(
    () => ({
      activities: choices.activities.map((a) => ({ value: String(a.activityCode), label: a.activityName })),
      units: choices.units.map((u) => ({ value: String(u.id), label: u.name })),
      // A badge deactivated since it was chosen stays listed, so editing the rule does not drop it silently.
      badges: [
        ...choices.badges,
        ...(alert?.badges.filter((b) => !choices.badges.some((c) => c.id === b.id)) ?? []),
      ].map((b) => ({ value: String(b.id), label: `${b.employeeName} (${b.badgeNumber})` })),
      zones: Intl.supportedValuesOf('timeZone'),
    }),
    [choices, alert],
  );

  // The criteria rule spans three fields: choosing in any of them settles it.
  const criterion = (key: 'activityCodes' | 'unitIds' | 'badgeIds') => ({
    ...form.getInputProps(key),
    onChange: (value: string[]) => {
      form.setFieldValue(key, value);
      if (value.length) form.clearFieldError('criteria');
    },
  });

  const submit = form.onSubmit(
    (values) => {
      const body = toBody(values);
      save.mutate(alert ? { ...body, version: alert.version } : body, {
        onSuccess: (saved) => {
          notifications.show({ color: 'teal', message: t(alert ? 'keyActivity.saved' : 'keyActivity.added') });
          onDone(saved);
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409) return setStale(true);
          if (isApiError(error) && error.fieldErrors.length) {
            form.setErrors(errorsByField(Object.entries(error.fieldErrorMap())));
            setPopup(true);
          }
        },
      });
    },
    () => setPopup(true),
  );

  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate maw={960}>
      <Stack gap="md">
        {stale ? (
          <Alert color="yellow" title={t('keyActivity.stale')}>
            <Button size="xs" variant="default" onClick={onReload}>
              {t('keyActivity.reload')}
            </Button>
          </Alert>
        ) : null}
        <TextInput label={labels.description} required maxLength={200} {...form.getInputProps('description')} />
        <TagsInput
          label={labels.recipients}
          description={f('recipientsHint')}
          required
          splitChars={[',', ' ', ';']}
          acceptValueOnBlur
          clearable
          {...form.getInputProps('recipients')}
        />
        <Fieldset legend={labels.criteria} variant="unstyled" aria-describedby="criteria-hint">
          <Stack gap="sm">
            <Input.Description id="criteria-hint">{f('criteriaHint')}</Input.Description>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <MultiSelect
                label={labels.activityCodes}
                placeholder={f('anyActivity')}
                data={data.activities}
                searchable
                clearable
                hidePickedOptions
                {...criterion('activityCodes')}
              />
              <MultiSelect
                label={labels.unitIds}
                placeholder={f('anyUnit')}
                data={data.units}
                searchable
                clearable
                hidePickedOptions
                limit={200}
                maxDropdownHeight={240}
                {...criterion('unitIds')}
              />
              <MultiSelect
                label={labels.badgeIds}
                placeholder={f('anyEmployee')}
                data={data.badges}
                searchable
                clearable
                hidePickedOptions
                limit={200}
                maxDropdownHeight={240}
                {...criterion('badgeIds')}
              />
            </SimpleGrid>
            {form.errors.criteria ? (
              <Input.Error data-testid="criteria-error">{form.errors.criteria}</Input.Error>
            ) : null}
          </Stack>
        </Fieldset>
        <Fieldset legend={f('window')} variant="unstyled">
          <Stack gap="sm">
            <Input.Description>{f('windowHint')}</Input.Description>
            <SimpleGrid cols={{ base: 2, sm: 3 }}>
              <TextInput type="time" label={labels.startTime} {...form.getInputProps('startTime')} />
              <TextInput type="time" label={labels.endTime} {...form.getInputProps('endTime')} />
              <Select
                label={labels.timeZone}
                data={data.zones}
                searchable
                allowDeselect={false}
                {...form.getInputProps('timeZone')}
              />
            </SimpleGrid>
            <Input.Wrapper label={f('days')} description={f('daysHint')}>
              <Chip.Group multiple {...form.getInputProps('days')}>
                <Group gap={6} mt={6}>
                  {[0, 1, 2, 3, 4, 5, 6].map((d) => (
                    <Chip key={d} value={String(d)} size="sm">
                      {weekdayShort(d)}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </Input.Wrapper>
          </Stack>
        </Fieldset>
        <Switch label={f('active')} {...form.getInputProps('active', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('keyActivity.save')}
          </Button>
        </Group>
      </Stack>
      <FormErrorPopup
        opened={popup}
        onClose={() => setPopup(false)}
        errors={form.errors as FormErrors}
        labels={labels}
      />
    </Card>
  );
}
