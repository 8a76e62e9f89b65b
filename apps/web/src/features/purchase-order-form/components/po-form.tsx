import { Alert, Button, Fieldset, Group, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import type { AddressOut } from '@kc/domain/addresses';
import { BILL_TO_ADDRESS_METHOD, EMAIL_BILLING_METHODS } from '@kc/domain/lookups';
import { discountCents } from '@kc/domain/purchase-orders/pricing';
import { PO_MESSAGES } from '@kc/domain/purchase-orders/status';
import type { PurchaseOrder, PurchaseOrderLookups } from '@kc/domain/purchase-orders/views';
import { FormErrorPopup, type FormErrors } from '#web/components/form-error-popup.tsx';
import { SectionCard } from '#web/components/section-card.tsx';
import { isApiError } from '#web/lib/api-errors.ts';
import { formatDateTime, formatMoneyCents } from '#web/lib/format.ts';
import { usePoFormT } from '../i18n/use-po-form-t.ts';
import { useSavePurchaseOrder } from '../api/po-form-api.ts';
import {
  centsToInput,
  formTotals,
  parseCents,
  repriceLines,
  serverErrors,
  toBody,
  validatePoForm,
  type FieldErrors,
  type PoFormValues,
} from '../api/po-form-values.ts';
import type { Party } from '../api/po-parties.ts';
import { AddressFields } from './address-fields.tsx';
import { LineItemsEditor } from './line-items-editor.tsx';
import { PartyCards } from './party-cards.tsx';

export type SavedAs = 'draft' | 'submitted' | 'changes';

const options = (items: readonly { id: number; name: string }[]) =>
  items.map((i) => ({ value: String(i.id), label: i.name }));

/** The full purchase order of spec 001 §3 as one form: write, save as draft, resume, submit, edit. */
export function PurchaseOrderForm({
  propertyId,
  order,
  initial,
  lookups,
  parties,
  typeIds,
  propertyAddresses,
  readOnlyReason,
  onSaved,
  onReload,
}: {
  propertyId: number;
  order?: PurchaseOrder;
  initial: PoFormValues;
  lookups: PurchaseOrderLookups;
  parties: readonly Party[];
  /** The order types this page offers (normal and conversion, or expansion and upgrade). */
  typeIds: readonly number[];
  propertyAddresses: { shipping: AddressOut | null; billTo: AddressOut | null };
  /** Why the order cannot be changed here; null when it can. */
  readOnlyReason: string | null;
  onSaved: (saved: PurchaseOrder, as: SavedAs) => void;
  onReload: () => void;
}) {
  const t = usePoFormT();
  const save = useSavePurchaseOrder(propertyId, order?.id);
  const [popup, setPopup] = useState(false);
  const [stale, setStale] = useState(false);
  // Field checks while typing follow the last button pressed: formats only for a draft, everything for a submission.
  const asDraft = useRef(!order || order.draft);
  const [pressed, setPressed] = useState<'draft' | 'submit' | null>(null);
  const form = useForm<PoFormValues>({
    mode: 'controlled',
    initialValues: initial,
    validateInputOnChange: true,
    validate: (values) => validatePoForm(values, asDraft.current),
    onValuesChange: (values, previous) => {
      if (values.numberOfUnits === previous.numberOfUnits && values.systemType === previous.systemType) return;
      // Field by field, so each keeps its own error (a whole-list set would file a line's error under the list).
      repriceLines(previous, values).forEach((line, i) => {
        if (line.unitPrice !== values.lineItems[i]?.unitPrice)
          form.setFieldValue(`lineItems.${i}.unitPrice`, line.unitPrice);
      });
    },
  });
  const values = form.getValues();
  const totals = formTotals(values);
  const method = values.billingMethodId ? Number(values.billingMethodId) : null;
  const draftable = !order || order.draft;
  const readOnly = readOnlyReason !== null;

  const fieldLabel = (key: string): string => {
    const line = /^lineItems\.(\d+)\.(\w+)$/.exec(key);
    if (line) {
      const field = { quantity: 'quantityLabel', productNbr: 'product' }[line[2]!] ?? line[2]!;
      return t('poForm.lines.fieldOfLine', {
        field: t(`poForm.lines.${field}` as 'poForm.lines.product'),
        n: Number(line[1]) + 1,
      });
    }
    const [head, part] = key.split('.');
    const name = t(`poForm.fields.${head}` as 'poForm.fields.city');
    return part ? `${name}: ${t(`poForm.fields.${part}` as 'poForm.fields.city')}` : name;
  };
  const labels = Object.fromEntries(Object.keys(form.errors).map((key) => [key, fieldLabel(key)]));

  const failed = (draft: boolean, message: string) =>
    notifications.show({ color: 'red', message: draft ? PO_MESSAGES.draftSaveFailed : message });

  const submit = (draft: boolean) => {
    asDraft.current = draft;
    setPressed(draft ? 'draft' : 'submit');
    const current = form.getValues();
    const errors: FieldErrors = validatePoForm(current, draft);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) {
      setPopup(true);
      if (draft) failed(true, '');
      return;
    }
    const { body } = toBody(current, draft);
    save.mutate(order ? { ...body, version: order.version } : body, {
      onSuccess: (saved) => onSaved(saved, draft ? 'draft' : order && !order.draft ? 'changes' : 'submitted'),
      onError: (error) => {
        if (isApiError(error) && error.status === 409) setStale(true);
        if (isApiError(error) && error.fieldErrors.length > 0) {
          form.setErrors(serverErrors(error.fieldErrors));
          setPopup(true);
        }
        failed(draft, isApiError(error) && error.message ? error.message : t('poForm.errors.submitFailed'));
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(false);
      }}
    >
      <Stack gap="lg">
        {readOnlyReason ? (
          <Alert color="gray" title={t('poForm.readOnly')} data-testid="po-read-only">
            {readOnlyReason}
          </Alert>
        ) : null}
        {stale ? (
          <Alert color="yellow" title={t('poForm.stale')}>
            <Button size="xs" variant="default" onClick={onReload}>
              {t('poForm.reload')}
            </Button>
          </Alert>
        ) : null}
        <SectionCard title={t('poForm.sections.hierarchy')}>
          <Text size="sm" c="dimmed" mb="sm">
            {t('poForm.sections.hierarchyHint')}
          </Text>
          <PartyCards parties={parties} />
        </SectionCard>
        <Fieldset variant="unstyled" disabled={readOnly} miw={0}>
          <Stack gap="lg">
            <SectionCard title={t('poForm.sections.order')}>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
                <TextInput
                  label={t('poForm.fields.customerPoNumber')}
                  maxLength={60}
                  {...form.getInputProps('customerPoNumber')}
                />
                <Select
                  label={t('poForm.fields.typeId')}
                  allowDeselect={false}
                  data={options(lookups.types.filter((type) => typeIds.includes(type.id)))}
                  {...form.getInputProps('typeId')}
                />
                <Select
                  label={t('poForm.fields.foundUsId')}
                  placeholder={t('poForm.placeholders.choose')}
                  clearable
                  data={options(lookups.foundUs)}
                  {...form.getInputProps('foundUsId')}
                />
                <TextInput
                  label={t('poForm.fields.orderDate')}
                  type="date"
                  withAsterisk
                  {...form.getInputProps('orderDate')}
                />
                <TextInput
                  label={t('poForm.fields.deliveryDate')}
                  type="date"
                  {...form.getInputProps('deliveryDate')}
                />
              </SimpleGrid>
            </SectionCard>
            <SectionCard title={t('poForm.sections.billing')}>
              <Stack gap="sm">
                <Select
                  label={t('poForm.fields.billingMethodId')}
                  placeholder={t('poForm.placeholders.choose')}
                  withAsterisk
                  data={options(lookups.billingMethods)}
                  maw={420}
                  {...form.getInputProps('billingMethodId')}
                />
                {method === BILL_TO_ADDRESS_METHOD ? (
                  <AddressFields
                    form={form}
                    field="billingAddress"
                    legend={t('poForm.fields.billingAddress')}
                    copy={{ label: t('poForm.hints.useBillTo'), address: propertyAddresses.billTo }}
                  />
                ) : method !== null && EMAIL_BILLING_METHODS.includes(method) ? (
                  <TextInput
                    label={t('poForm.fields.billingEmail')}
                    type="email"
                    withAsterisk
                    maw={420}
                    {...form.getInputProps('billingEmail')}
                  />
                ) : method === null ? (
                  <Text size="sm" c="dimmed">
                    {t('poForm.hints.billingNone')}
                  </Text>
                ) : null}
              </Stack>
            </SectionCard>
            <SectionCard title={t('poForm.sections.shipping')}>
              <AddressFields
                form={form}
                field="shippingAddress"
                copy={{ label: t('poForm.hints.useProperty'), address: propertyAddresses.shipping }}
              />
            </SectionCard>
            <SectionCard title={t('poForm.sections.system')}>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <Select
                  label={t('poForm.fields.systemType')}
                  placeholder={t('poForm.placeholders.choose')}
                  withAsterisk
                  clearable
                  data={lookups.systemTypes.map((s) => ({ value: s.code, label: `${s.code} · ${s.name}` }))}
                  {...form.getInputProps('systemType')}
                />
                <TextInput
                  label={t('poForm.fields.numberOfUnits')}
                  description={t('poForm.hints.units')}
                  inputMode="numeric"
                  withAsterisk
                  {...form.getInputProps('numberOfUnits')}
                />
                <TextInput
                  label={t('poForm.fields.numberOfKeyhooks')}
                  inputMode="numeric"
                  {...form.getInputProps('numberOfKeyhooks')}
                />
              </SimpleGrid>
            </SectionCard>
            <SectionCard title={t('poForm.sections.representatives')}>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <Select
                  label={t('poForm.fields.salesRep1Id')}
                  placeholder={t('poForm.placeholders.choose')}
                  withAsterisk
                  searchable
                  clearable
                  data={options(lookups.salesReps)}
                  {...form.getInputProps('salesRep1Id')}
                />
                <Select
                  label={t('poForm.fields.salesRep2Id')}
                  placeholder={t('poForm.placeholders.none')}
                  searchable
                  clearable
                  data={options(lookups.salesReps)}
                  {...form.getInputProps('salesRep2Id')}
                />
                <Select
                  label={t('poForm.fields.installerId')}
                  placeholder={t('poForm.placeholders.none')}
                  searchable
                  clearable
                  data={options(lookups.installers)}
                  {...form.getInputProps('installerId')}
                />
              </SimpleGrid>
            </SectionCard>
            <SectionCard title={t('poForm.sections.lineItems')}>
              <Stack gap="md">
                <Text size="sm" c="dimmed">
                  {t('poForm.lines.proposal', {
                    primary: formatMoneyCents(discountCents('primary')),
                    other: formatMoneyCents(discountCents('standard')),
                  })}
                </Text>
                <LineItemsEditor
                  form={form}
                  products={lookups.products}
                  noteMax={lookups.limits.lineNoteLength}
                  descriptionMax={lookups.limits.descriptionLength}
                  maxLines={lookups.limits.lineItems}
                />
                <Stack gap={6} ml={{ sm: 'auto' }} w={{ base: '100%', sm: 320 }} data-testid="po-totals">
                  <Group justify="space-between">
                    <Text size="sm">{t('poForm.lines.subtotal')}</Text>
                    <Text size="sm" fw={500} data-testid="po-subtotal">
                      {formatMoneyCents(totals.subtotalCents)}
                    </Text>
                  </Group>
                  <TextInput
                    label={t('poForm.fields.shippingFee')}
                    description={t('poForm.lines.minShipping', {
                      min: formatMoneyCents(lookups.limits.minShippingCents),
                    })}
                    inputMode="decimal"
                    leftSection="$"
                    styles={{ input: { textAlign: 'right' } }}
                    {...form.getInputProps('shippingFee')}
                    onBlur={() => {
                      const cents = parseCents(values.shippingFee);
                      if (cents !== null) form.setFieldValue('shippingFee', centsToInput(cents));
                    }}
                  />
                  <Group justify="space-between">
                    <Text fw={700}>{t('poForm.lines.total')}</Text>
                    <Text fw={700} data-testid="po-total">
                      {formatMoneyCents(totals.totalCents)}
                    </Text>
                  </Group>
                </Stack>
              </Stack>
            </SectionCard>
            <SectionCard title={t('poForm.sections.notes')}>
              <Stack gap="sm">
                {order && order.notes.length > 0 ? (
                  <Stack gap={6} data-testid="po-notes">
                    {order.notes.map((note) => (
                      <div key={note.id}>
                        <Text size="xs" c="dimmed">
                          {note.user.name} · {formatDateTime(note.createdAt)}
                        </Text>
                        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                          {note.message}
                        </Text>
                      </div>
                    ))}
                  </Stack>
                ) : order ? (
                  <Text size="sm" c="dimmed">
                    {t('poForm.hints.noNotes')}
                  </Text>
                ) : null}
                <Textarea
                  label={t('poForm.fields.note')}
                  description={t('poForm.hints.noteMax', { max: lookups.limits.orderNoteLength })}
                  autosize
                  minRows={2}
                  maxLength={lookups.limits.orderNoteLength}
                  {...form.getInputProps('note')}
                />
              </Stack>
            </SectionCard>
            {readOnly ? null : (
              <Group justify="flex-end" gap="sm">
                {draftable ? (
                  <Button
                    variant="default"
                    onClick={() => submit(true)}
                    loading={save.isPending && pressed === 'draft'}
                  >
                    {t('poForm.actions.saveDraft')}
                  </Button>
                ) : null}
                <Button type="submit" loading={save.isPending && pressed === 'submit'}>
                  {draftable ? t('poForm.actions.submit') : t('poForm.actions.saveChanges')}
                </Button>
              </Group>
            )}
          </Stack>
        </Fieldset>
      </Stack>
      <FormErrorPopup
        opened={popup}
        onClose={() => setPopup(false)}
        errors={form.errors as FormErrors}
        labels={labels}
      />
    </form>
  );
}
