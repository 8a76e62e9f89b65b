import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconCalendarOff, IconPencil } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { PropertyDetail } from '@kc/domain/hierarchy';
import {
  BILL_TO_ADDRESS_METHOD,
  BILLING_METHODS,
  CANCELLATION_REASONS,
  EMAIL_BILLING_METHODS,
  PROPERTY_MANAGEMENT_SYSTEMS,
  SERVER_PLATFORMS,
  type LookupItem,
} from '@kc/domain/lookups';
import { useHierarchyT } from '#web/features/hierarchy/i18n/use-hierarchy-t.ts';
import { isApiError } from '#web/lib/api-errors.ts';
import { formatDate } from '#web/lib/format.ts';
import { usePropertyAccount, type AccountCall } from '../api/entities.ts';
import { initialValues, type EntityFormValues } from '../api/entity-form.ts';
import {
  accountingBody,
  accountingInitialValues,
  customerNumberBody,
  flagsBody,
  flagsInitialValues,
  serverFieldErrors,
  validateAccounting,
  validateCustomerNumber,
  validateFlags,
  type AccountingValues,
  type FlagsValues,
} from '../api/property-account-form.ts';
import { AddressBlock, addressLine, type CopyableAddress } from './address-block.tsx';
import { ConfirmModal } from './confirm-modal.tsx';
import { SectionCard } from '#web/components/section-card.tsx';
import { Field } from './entity-sections.tsx';
import { entityKeys } from '#web/lib/entity-api.ts';

type Dialog = 'flags' | 'accounting' | 'customer-number' | 'temporary' | null;
const nameOf = (list: readonly LookupItem[], id: number | null) => list.find((item) => item.id === id)?.name ?? null;
const options = (list: readonly LookupItem[]) => list.map((item) => ({ value: String(item.id), label: item.name }));

function Flag({ on, label, color }: { on: boolean; label: string; color: string }) {
  const t = useHierarchyT();
  return (
    <Field label={label}>
      <Badge variant={on ? 'filled' : 'light'} color={on ? color : 'gray'} radius="sm">
        {on ? t('hierarchy.property.yes') : t('hierarchy.property.no')}
      </Badge>
    </Field>
  );
}

/**
 * A save call of the account with its failure shown in place: a version conflict (409) says so and offers a
 * reload; field errors go to their fields (`onFieldErrors`, the dialog's form); anything else is one message.
 */
function useAccountSave(
  property: PropertyDetail,
  call: AccountCall,
  onDone: () => void,
  onFieldErrors?: (errors: Record<string, string>) => void,
) {
  const t = useHierarchyT();
  const queryClient = useQueryClient();
  const save = usePropertyAccount(property.id, call);
  const submit = (body: Record<string, unknown> | undefined, message: string) => {
    save.mutate(body, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message });
        onDone();
      },
      onError: (error) => {
        if (isApiError(error)) onFieldErrors?.(serverFieldErrors(error.fieldErrors));
      },
    });
  };
  const stale =
    isApiError(save.error) && save.error.status === 409 && save.error.fieldErrors.every((f) => f.field === 'version');
  const failure: ReactNode = !save.error ? null : stale ? (
    <Alert color="orange" variant="light" title={t('hierarchy.form.staleTitle')} role="alert">
      {t('hierarchy.property.stale')}
      <Group mt="xs">
        <Button
          size="xs"
          variant="default"
          onClick={() => {
            save.reset();
            onDone();
            void queryClient.invalidateQueries({ queryKey: entityKeys.detail('property', property.id) });
          }}
        >
          {t('hierarchy.property.reload')}
        </Button>
      </Group>
    </Alert>
  ) : (
    <Alert color="red" variant="light" title={t('hierarchy.property.saveFailed')} role="alert">
      {(isApiError(save.error) && save.error.message) || t('hierarchy.page.loadFailed')}
    </Alert>
  );
  return { save, submit, failure };
}

function FormButtons({ loading, onCancel }: { loading: boolean; onCancel: () => void }) {
  const t = useHierarchyT();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('hierarchy.form.cancel')}
      </Button>
      <Button type="submit" loading={loading}>
        {t('hierarchy.form.save')}
      </Button>
    </Group>
  );
}

/** Account flags (ht-info): canceled with its reason, payment delinquent, customer unit entry, temporary access date. */
function FlagsForm({ property, onDone }: { property: PropertyDetail; onDone: () => void }) {
  const t = useHierarchyT();
  const form = useForm<FlagsValues>({
    initialValues: flagsInitialValues(property.htInfo),
    validate: (values) => validateFlags(values, property.version),
    // A message stays until the next save, as the server's do.
    clearInputErrorOnChange: false,
  });
  const { save, submit, failure } = useAccountSave(property, 'ht-info', onDone, form.setErrors);
  const onSubmit = form.onSubmit((values) =>
    submit(flagsBody(values, property.version), t('hierarchy.property.saved')),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('hierarchy.property.editFlags')}>
      <Stack gap="md">
        {failure}
        <Switch label={t('hierarchy.property.canceled')} {...form.getInputProps('canceled', { type: 'checkbox' })} />
        <Select
          label={t('hierarchy.property.cancellationReason')}
          data={options(CANCELLATION_REASONS)}
          {...form.getInputProps('cancellationReasonId')}
          disabled={!form.getValues().canceled}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <Switch
          label={t('hierarchy.property.paymentDelinquent')}
          {...form.getInputProps('paymentDelinquent', { type: 'checkbox' })}
        />
        <Switch
          label={t('hierarchy.property.customerUnitEntry')}
          {...form.getInputProps('customerUnitEntry', { type: 'checkbox' })}
        />
        <TextInput
          type="date"
          label={t('hierarchy.property.temporaryAccess')}
          description={t('hierarchy.property.temporaryAccessHint')}
          {...form.getInputProps('temporaryAccessDate')}
        />
        <FormButtons loading={save.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

/** Accounting info: billing method, e-mail and bill-to address, management system, server platform, warranty date. */
function AccountingForm({
  property,
  copyable,
  onDone,
}: {
  property: PropertyDetail;
  copyable: readonly CopyableAddress[];
  onDone: () => void;
}) {
  const t = useHierarchyT();
  const a = property.accounting;
  const form = useForm<AccountingValues>({
    initialValues: accountingInitialValues(a),
    // A message stays until the next save, as the server's do.
    clearInputErrorOnChange: false,
  });
  const original = initialValues({ name: '', legalEntityName: null, phoneNumber: null, address: a.billToAddress });
  const address = useForm<EntityFormValues>({ mode: 'controlled', initialValues: original });
  const { save, submit, failure } = useAccountSave(property, 'ht-info/accounting', onDone, form.setErrors);
  const values = form.getValues();
  const method = values.billingMethodId ? Number(values.billingMethodId) : null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = accountingBody(
      values,
      { values: address.getValues(), original: a.billToAddress ? original : undefined },
      property.version,
    );
    // The dialog's fields and the address block (a form of its own, shared with the entity form) both show theirs.
    const errors = validateAccounting(body);
    form.setErrors(errors.fields);
    address.setErrors(errors.address);
    if (Object.keys(errors.fields).length === 0 && Object.keys(errors.address).length === 0)
      submit(body, t('hierarchy.property.saved'));
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('hierarchy.property.editAccounting')}>
      <Stack gap="md">
        {failure}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('hierarchy.property.billingMethod')}
            data={options(BILLING_METHODS)}
            {...form.getInputProps('billingMethodId')}
            clearable
            onChange={(value: string | null) => {
              form.setFieldValue('billingMethodId', value);
              if (Number(value) === BILL_TO_ADDRESS_METHOD) form.setFieldValue('hasBillTo', true);
            }}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label={t('hierarchy.property.billingEmail')}
            type="email"
            {...form.getInputProps('billingEmail')}
            withAsterisk={method !== null && EMAIL_BILLING_METHODS.includes(method)}
          />
          <Select
            label={t('hierarchy.property.propertyManagementSystem')}
            data={options(PROPERTY_MANAGEMENT_SYSTEMS)}
            {...form.getInputProps('propertyManagementSystemId')}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t('hierarchy.property.serverPlatform')}
            data={options(SERVER_PLATFORMS)}
            {...form.getInputProps('serverPlatformId')}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput type="date" label={t('hierarchy.property.warrantyDate')} {...form.getInputProps('warrantyDate')} />
        </SimpleGrid>
        <Checkbox
          label={t('hierarchy.property.billToAddress')}
          {...form.getInputProps('hasBillTo', { type: 'checkbox' })}
          error={form.errors.billToAddress}
        />
        {values.hasBillTo ? (
          <AddressBlock form={address} copyable={copyable.filter((c) => c.address.id !== a.billToAddress?.id)} />
        ) : null}
        <FormButtons loading={save.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

function CustomerNumberForm({ property, onDone }: { property: PropertyDetail; onDone: () => void }) {
  const t = useHierarchyT();
  const form = useForm({
    initialValues: { accountingCustomerNumber: property.accounting.accountingCustomerNumber ?? '' },
    validate: (values) => validateCustomerNumber(values.accountingCustomerNumber, property.version),
    // A message stays until the next save, as the server's do.
    clearInputErrorOnChange: false,
  });
  const { save, submit, failure } = useAccountSave(property, 'customer-number', onDone, form.setErrors);
  return (
    <form
      noValidate
      aria-label={t('hierarchy.property.editCustomerNumber')}
      onSubmit={form.onSubmit((values) =>
        submit(customerNumberBody(values.accountingCustomerNumber, property.version), t('hierarchy.property.saved')),
      )}
    >
      <Stack gap="md">
        {failure}
        <TextInput
          label={t('hierarchy.fields.customerNumber')}
          withAsterisk
          {...form.getInputProps('accountingCustomerNumber')}
          maxLength={40}
          data-autofocus
        />
        <FormButtons loading={save.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

function RemoveTemporaryAccess({
  property,
  opened,
  onDone,
}: {
  property: PropertyDetail;
  opened: boolean;
  onDone: () => void;
}) {
  const t = useHierarchyT();
  const { save, submit, failure } = useAccountSave(property, 'temporary-access-date', onDone);
  return (
    <ConfirmModal
      opened={opened}
      title={t('hierarchy.property.removeTemporaryTitle')}
      confirmLabel={t('hierarchy.property.removeTemporaryAccess')}
      danger
      loading={save.isPending}
      error={null}
      onClose={() => {
        save.reset();
        onDone();
      }}
      onConfirm={() => submit(undefined, t('hierarchy.property.temporaryRemoved'))}
    >
      <Stack gap="sm">
        {t('hierarchy.property.removeTemporaryBody', {
          name: property.name,
          date: formatDate(property.htInfo.temporaryAccessDate ?? ''),
        })}
        {failure}
      </Stack>
    </ConfirmModal>
  );
}

/**
 * The property's account (spec 000 §2.2, §7.3): customer number, flags and accounting info, with their edit dialogs
 * for the roles the account routes allow (Property_UPDATE); others see it read-only.
 */
export function PropertyAccountCard({
  property,
  canEdit,
  copyable = [],
}: {
  property: PropertyDetail;
  canEdit: boolean;
  copyable?: readonly CopyableAddress[];
}) {
  const t = useHierarchyT();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const ht = property.htInfo;
  const a = property.accounting;
  const reason = nameOf(CANCELLATION_REASONS, ht.cancellationReasonId);
  const edit = (which: Exclude<Dialog, null>, label: string) => (
    <Button
      size="xs"
      variant="light"
      leftSection={which === 'temporary' ? <IconCalendarOff size={14} /> : <IconPencil size={14} />}
      onClick={() => setDialog(which)}
    >
      {label}
    </Button>
  );
  const titles: Record<Exclude<Dialog, 'temporary' | null>, string> = {
    flags: t('hierarchy.property.editFlags'),
    accounting: t('hierarchy.property.editAccounting'),
    'customer-number': t('hierarchy.property.editCustomerNumber'),
  };
  return (
    <SectionCard
      title={t('hierarchy.property.account')}
      testId="property-account"
      action={
        canEdit ? (
          <Group gap="xs">
            {edit('customer-number', titles['customer-number'])}
            {edit('flags', titles.flags)}
            {edit('accounting', titles.accounting)}
            {ht.temporaryAccessDate ? edit('temporary', t('hierarchy.property.removeTemporaryAccess')) : null}
          </Group>
        ) : null
      }
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md">
          <Field label={t('hierarchy.fields.customerNumber')}>
            {a.accountingCustomerNumber ?? t('hierarchy.property.noCustomerNumber')}
          </Field>
          <Field label={t('hierarchy.fields.erpId')}>{a.erpId}</Field>
          <Flag
            on={ht.canceled}
            label={reason ? `${t('hierarchy.property.canceled')} (${reason})` : t('hierarchy.property.canceled')}
            color="red"
          />
          <Flag on={ht.paymentDelinquent} label={t('hierarchy.property.paymentDelinquent')} color="orange" />
          <Flag on={ht.customerUnitEntry} label={t('hierarchy.property.customerUnitEntry')} color="blue" />
          <Field label={t('hierarchy.property.temporaryAccess')}>
            {ht.temporaryAccessDate
              ? t('hierarchy.property.temporaryAccessDate', { date: formatDate(ht.temporaryAccessDate) })
              : t('hierarchy.property.none')}
          </Field>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" data-testid="property-accounting">
          <Field label={t('hierarchy.property.billingMethod')}>{nameOf(BILLING_METHODS, a.billingMethodId)}</Field>
          <Field label={t('hierarchy.property.billingEmail')}>{a.billingEmail}</Field>
          <Field label={t('hierarchy.property.billToAddress')}>
            {a.billToAddress ? `${addressLine(a.billToAddress)}, ${a.billToAddress.country}` : null}
          </Field>
          <Field label={t('hierarchy.property.propertyManagementSystem')}>
            {nameOf(PROPERTY_MANAGEMENT_SYSTEMS, a.propertyManagementSystemId)}
          </Field>
          <Field label={t('hierarchy.property.serverPlatform')}>{nameOf(SERVER_PLATFORMS, a.serverPlatformId)}</Field>
          <Field label={t('hierarchy.property.warrantyDate')}>
            {a.warrantyDate ? formatDate(`${a.warrantyDate.slice(0, 10)}T12:00:00Z`) : null}
          </Field>
        </SimpleGrid>
      </Stack>
      {dialog && dialog !== 'temporary' ? (
        <Modal opened onClose={close} title={titles[dialog]} centered size={dialog === 'accounting' ? 'lg' : 'md'}>
          {dialog === 'flags' ? <FlagsForm property={property} onDone={close} /> : null}
          {dialog === 'accounting' ? <AccountingForm property={property} copyable={copyable} onDone={close} /> : null}
          {dialog === 'customer-number' ? <CustomerNumberForm property={property} onDone={close} /> : null}
        </Modal>
      ) : null}
      <RemoveTemporaryAccess property={property} opened={dialog === 'temporary'} onDone={close} />
    </SectionCard>
  );
}
