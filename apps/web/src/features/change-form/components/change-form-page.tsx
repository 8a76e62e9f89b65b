import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCircleCheck, IconPlus, IconSend, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import {
  BADGE_CHANGE_ACTIONS,
  CHANGE_FORM_MESSAGES,
  CHANGE_FORM_NOTE_MAX,
  CONTACT_CHANGE_ACTIONS,
  type ChangeFormResult,
} from '@kc/domain/service-requests/change-form';
import { FormErrorPopup, type FormErrors } from '#web/components/form-error-popup.tsx';
import { FORM_MAX_WIDTH, PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { SectionCard } from '#web/components/section-card.tsx';
import { isApiError } from '#web/lib/api-errors.ts';
import { useSendChangeForm } from '../api/change-form-api.ts';
import {
  CHANGE_FORM_SECTIONS,
  EMPTY_CHANGE_FORM,
  emptyRow,
  fieldLabel,
  listedChanges,
  toChangeFormBody,
  validateChangeForm,
  type ChangeFormSection,
  type ChangeFormValues,
} from '../api/change-form-values.ts';
import { useChangeFormT } from '../i18n/use-change-form-t.ts';

type T = ReturnType<typeof useChangeFormT>;
type Form = ReturnType<typeof useChangeForm>;

/** The form's values and rules (validated on every change, spec 000 §5). */
const useChangeForm = () =>
  useForm<ChangeFormValues>({
    mode: 'controlled',
    initialValues: EMPTY_CHANGE_FORM,
    validateInputOnChange: true,
    validate: validateChangeForm,
  });

/**
 * /change-form/add (spec 000 §2.3, decision 0064): the selected property's changes — units to add, rename or remove,
 * badges, contacts and a note — sent to support as one service request. The spec's "send e-mail failed" when it could
 * not be sent; the request number once it was.
 */
export function ChangeFormPage({ propertyId, propertyName }: { propertyId: number; propertyName: string }) {
  const t = useChangeFormT();
  const [sent, setSent] = useState<ChangeFormResult | null>(null);
  return (
    <PageContainer>
      <PageHeader
        title={t('changeForm.title')}
        description={t('changeForm.description', { property: propertyName })}
        back={{ to: '/overview', label: t('changeForm.back') }}
      />
      {sent ? (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck size={18} />}
          title={t('changeForm.sentTitle')}
          role="status"
          data-testid="change-form-sent"
          maw={FORM_MAX_WIDTH}
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{sent.message}</Text>
            <Button variant="default" size="xs" onClick={() => setSent(null)}>
              {t('changeForm.sendAnother')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <ChangeFormFields key={propertyId} propertyId={propertyId} onSent={setSent} />
      )}
    </PageContainer>
  );
}

function ChangeFormFields({ propertyId, onSent }: { propertyId: number; onSent: (r: ChangeFormResult) => void }) {
  const t = useChangeFormT();
  const send = useSendChangeForm(propertyId);
  const [popup, setPopup] = useState(false);
  const [failure, setFailure] = useState(false);
  const form = useChangeForm();
  const labelOf = (path: string) =>
    fieldLabel(path, {
      section: (s) => t(`changeForm.sections.${s}`),
      field: (f, s) => fieldText(t, f, s),
    });
  const errors = form.errors as FormErrors;
  const popupLabels = Object.fromEntries(Object.keys(errors).map((k) => [k, labelOf(k)]));

  const submit = form.onSubmit(
    (values) => {
      setFailure(false);
      send.mutate(toChangeFormBody(values), {
        onSuccess: onSent,
        onError: (error) => {
          if (isApiError(error) && error.status === 400 && error.fieldErrors.length > 0) {
            form.setErrors(error.fieldErrorMap());
            setPopup(true);
            return;
          }
          setFailure(true);
        },
      });
    },
    () => setPopup(true),
  );
  const count = listedChanges(form.values);

  return (
    <form onSubmit={submit} noValidate data-testid="change-form">
      <Stack gap="md" maw={FORM_MAX_WIDTH}>
        {CHANGE_FORM_SECTIONS.map((section) => (
          <SectionRows key={section} section={section} form={form} t={t} />
        ))}
        <SectionCard title={t('changeForm.sections.note')}>
          <Textarea
            label={t('changeForm.fields.note')}
            rows={4}
            maxLength={CHANGE_FORM_NOTE_MAX}
            {...form.getInputProps('note')}
          />
        </SectionCard>
        {failure ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {CHANGE_FORM_MESSAGES.sendFailed}
          </Alert>
        ) : null}
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('changeForm.count', { count })}
          </Text>
          <Button type="submit" loading={send.isPending} leftSection={<IconSend size={16} aria-hidden />}>
            {t('changeForm.submit')}
          </Button>
        </Group>
      </Stack>
      <FormErrorPopup opened={popup} onClose={() => setPopup(false)} errors={errors} labels={popupLabels} />
    </form>
  );
}

/** A field's label; "name" is a unit's name in the unit sections and a person's in the contacts. */
function fieldText(t: T, field: string, section?: ChangeFormSection): string {
  if (field === 'name')
    return t(section === 'contacts' ? 'changeForm.fields.contactName' : 'changeForm.fields.unitName');
  return t(`changeForm.fields.${field as 'from'}`);
}

/** One section: its rows (each a line of inputs with a remove button) and the button that adds a row. */
function SectionRows({ section, form, t }: { section: ChangeFormSection; form: Form; t: T }) {
  const rows = form.values[section];
  const title = t(`changeForm.sections.${section}`);
  return (
    <SectionCard
      title={title}
      testId={`change-form-${section}`}
      action={
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => form.insertListItem(section, emptyRow(section))}
        >
          {t(`changeForm.add.${section}`)}
        </Button>
      }
    >
      <Text size="sm" c="dimmed" mb={rows.length ? 'sm' : 0}>
        {t(`changeForm.hints.${section}`)}
      </Text>
      <Stack gap="sm">
        {rows.map((_, i) => (
          <Card
            key={i}
            withBorder
            padding="sm"
            radius="sm"
            aria-label={t('changeForm.rowLabel', { section: title, n: i + 1 })}
            component="fieldset"
          >
            <Group align="flex-start" gap="sm" wrap="nowrap">
              <SimpleGrid cols={COLUMNS[section]} spacing="sm" style={{ flex: 1 }}>
                <RowInputs section={section} index={i} form={form} t={t} />
              </SimpleGrid>
              <ActionIcon
                variant="subtle"
                color="red"
                mt={26}
                aria-label={t('changeForm.removeRow', { section: title, n: i + 1 })}
                onClick={() => form.removeListItem(section, i)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </Card>
        ))}
      </Stack>
    </SectionCard>
  );
}

/** Inputs per line by width: one under another on a phone. */
const COLUMNS: Record<ChangeFormSection, { base: number; sm?: number; lg?: number }> = {
  unitsToAdd: { base: 1 },
  unitsToRename: { base: 1, sm: 2 },
  unitsToRemove: { base: 1 },
  badges: { base: 1, sm: 3 },
  contacts: { base: 1, sm: 2, lg: 5 },
};

function RowInputs({ section, index, form, t }: { section: ChangeFormSection; index: number; form: Form; t: T }) {
  const input = (field: string, extra: { required?: boolean; type?: string; maxLength?: number } = {}) => (
    <TextInput
      key={field}
      label={fieldText(t, field, section)}
      autoComplete="off"
      {...extra}
      {...form.getInputProps(`${section}.${index}.${field}`)}
    />
  );
  switch (section) {
    case 'unitsToAdd':
    case 'unitsToRemove':
      return input('name', { required: true, maxLength: section === 'unitsToAdd' ? 10 : 40 });
    case 'unitsToRename':
      return [input('from', { required: true, maxLength: 40 }), input('to', { required: true, maxLength: 10 })];
    case 'badges':
      return [
        <Select
          key="action"
          label={t('changeForm.fields.action')}
          data={BADGE_CHANGE_ACTIONS.map((a) => ({ value: a, label: t(`changeForm.badgeActions.${a}`) }))}
          allowDeselect={false}
          {...form.getInputProps(`badges.${index}.action`)}
        />,
        input('employeeName', { required: true }),
        input('badgeNumber'),
      ];
    case 'contacts':
      return [
        <Select
          key="action"
          label={t('changeForm.fields.action')}
          data={CONTACT_CHANGE_ACTIONS.map((a) => ({ value: a, label: t(`changeForm.contactActions.${a}`) }))}
          allowDeselect={false}
          {...form.getInputProps(`contacts.${index}.action`)}
        />,
        input('name', { required: true }),
        input('role'),
        input('email', { type: 'email' }),
        input('phone', { type: 'tel' }),
      ];
  }
}
