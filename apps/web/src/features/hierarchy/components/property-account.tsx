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
import { buildBody, initialValues, type EntityFormValues } from '../api/entity-form.ts';
import { AddressBlock, addressLine, type CopyableAddress } from './address-block.tsx';
import { ConfirmModal } from './confirm-modal.tsx';
import { Field, SectionCard } from './entity-sections.tsx';
import { entityKeys } from '#web/lib/entity-api.ts';

type Dialog = 'flags' | 'accounting' | 'customer-number' | 'temporary' | null;
const nameOf = (list: readonly LookupItem[], id: number | null) => list.find((item) => item.id === id)?.name ?? null;
const options = (list: readonly LookupItem[]) => list.map((item) => ({ value: String(item.id), label: item.name }));
const toId = (value: string | null) => (value ? Number(value) : null);
/** `<input type="date">` value (YYYY-MM-DD) of an ISO date or date-time, in UTC like the server stores it. */
const dateValue = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

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
 * reload; field errors go to their fields; anything else is one message.
 */
function useAccountSave(property: PropertyDetail, call: AccountCall, onDone: () => void) {
  const t = useHierarchyT();
  const queryClient = useQueryClient();
  const save = usePropertyAccount(property.id, call);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const submit = (body: Record<string, unknown> | undefined, message: string) => {
    setFieldErrors({});
    save.mutate(body, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message });
        onDone();
      },
      onError: (error) => {
        if (isApiError(error))
          setFieldErrors(Object.fromEntries(error.fieldErrors.map((f) => [f.field.split('.')[0]!, f.message])));
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
  return { save, submit, fieldErrors, failure };
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
  const ht = property.htInfo;
  const [v, setV] = useState({
    canceled: ht.canceled,
    cancellationReasonId: ht.cancellationReasonId ? String(ht.cancellationReasonId) : null,
    paymentDelinquent: ht.paymentDelinquent,
    customerUnitEntry: ht.customerUnitEntry,
    temporaryAccessDate: dateValue(ht.temporaryAccessDate),
  });
  const { save, submit, fieldErrors, failure } = useAccountSave(property, 'ht-info', onDone);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(
      {
        canceled: v.canceled,
        cancellationReasonId: v.canceled ? toId(v.cancellationReasonId) : null,
        paymentDelinquent: v.paymentDelinquent,
        customerUnitEntry: v.customerUnitEntry,
        temporaryAccessDate: v.temporaryAccessDate ? `${v.temporaryAccessDate}T00:00:00.000Z` : null,
        version: property.version,
      },
      t('hierarchy.property.saved'),
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('hierarchy.property.editFlags')}>
      <Stack gap="md">
        {failure}
        <Switch
          label={t('hierarchy.property.canceled')}
          checked={v.canceled}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            setV((c) => ({ ...c, canceled: on }));
          }}
        />
        <Select
          label={t('hierarchy.property.cancellationReason')}
          data={options(CANCELLATION_REASONS)}
          value={v.cancellationReasonId}
          disabled={!v.canceled}
          onChange={(value) => setV((c) => ({ ...c, cancellationReasonId: value }))}
          clearable
          error={fieldErrors.cancellationReasonId}
          comboboxProps={{ withinPortal: true }}
        />
        <Switch
          label={t('hierarchy.property.paymentDelinquent')}
          checked={v.paymentDelinquent}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            setV((c) => ({ ...c, paymentDelinquent: on }));
          }}
        />
        <Switch
          label={t('hierarchy.property.customerUnitEntry')}
          checked={v.customerUnitEntry}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            setV((c) => ({ ...c, customerUnitEntry: on }));
          }}
        />
        <TextInput
          type="date"
          label={t('hierarchy.property.temporaryAccess')}
          description={t('hierarchy.property.temporaryAccessHint')}
          value={v.temporaryAccessDate}
          onChange={(e) => {
            const d = e.currentTarget.value;
            setV((c) => ({ ...c, temporaryAccessDate: d }));
          }}
          error={fieldErrors.temporaryAccessDate}
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
  const [v, setV] = useState({
    billingMethodId: a.billingMethodId ? String(a.billingMethodId) : null,
    billingEmail: a.billingEmail ?? '',
    propertyManagementSystemId: a.propertyManagementSystemId ? String(a.propertyManagementSystemId) : null,
    serverPlatformId: a.serverPlatformId ? String(a.serverPlatformId) : null,
    warrantyDate: dateValue(a.warrantyDate),
    hasBillTo: a.billToAddress !== null,
  });
  const original = initialValues({ name: '', legalEntityName: null, phoneNumber: null, address: a.billToAddress });
  const address = useForm<EntityFormValues>({ mode: 'controlled', initialValues: original });
  const { save, submit, fieldErrors, failure } = useAccountSave(property, 'ht-info/accounting', onDone);
  const method = toId(v.billingMethodId);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body: Record<string, unknown> = {
      billingMethodId: method,
      billingEmail: v.billingEmail.trim(),
      propertyManagementSystemId: toId(v.propertyManagementSystemId),
      serverPlatformId: toId(v.serverPlatformId),
      warrantyDate: v.warrantyDate || null,
      version: property.version,
    };
    if (!v.hasBillTo) body.billToAddress = null;
    else {
      // The same address rules and copy choice as the entity form; an unchanged address is not sent.
      const built = buildBody('property', address.getValues(), {
        version: 0,
        original: a.billToAddress ? original : undefined,
      });
      if (built.address !== undefined) body.billToAddress = built.address;
    }
    submit(body, t('hierarchy.property.saved'));
  };
  const addressErrors = Object.entries(fieldErrors).filter(([field]) => field === 'billToAddress');
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('hierarchy.property.editAccounting')}>
      <Stack gap="md">
        {failure}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('hierarchy.property.billingMethod')}
            data={options(BILLING_METHODS)}
            value={v.billingMethodId}
            clearable
            onChange={(value) =>
              setV((c) => ({
                ...c,
                billingMethodId: value,
                hasBillTo: c.hasBillTo || Number(value) === BILL_TO_ADDRESS_METHOD,
              }))
            }
            error={fieldErrors.billingMethodId}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label={t('hierarchy.property.billingEmail')}
            type="email"
            value={v.billingEmail}
            withAsterisk={method !== null && EMAIL_BILLING_METHODS.includes(method)}
            onChange={(e) => {
              const email = e.currentTarget.value;
              setV((c) => ({ ...c, billingEmail: email }));
            }}
            error={fieldErrors.billingEmail}
          />
          <Select
            label={t('hierarchy.property.propertyManagementSystem')}
            data={options(PROPERTY_MANAGEMENT_SYSTEMS)}
            value={v.propertyManagementSystemId}
            clearable
            onChange={(value) => setV((c) => ({ ...c, propertyManagementSystemId: value }))}
            error={fieldErrors.propertyManagementSystemId}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t('hierarchy.property.serverPlatform')}
            data={options(SERVER_PLATFORMS)}
            value={v.serverPlatformId}
            clearable
            onChange={(value) => setV((c) => ({ ...c, serverPlatformId: value }))}
            error={fieldErrors.serverPlatformId}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            type="date"
            label={t('hierarchy.property.warrantyDate')}
            value={v.warrantyDate}
            error={fieldErrors.warrantyDate}
            onChange={(e) => {
              const d = e.currentTarget.value;
              setV((c) => ({ ...c, warrantyDate: d }));
            }}
          />
        </SimpleGrid>
        <Checkbox
          label={t('hierarchy.property.billToAddress')}
          checked={v.hasBillTo}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            setV((c) => ({ ...c, hasBillTo: on }));
          }}
          error={addressErrors[0]?.[1]}
        />
        {v.hasBillTo ? (
          <AddressBlock form={address} copyable={copyable.filter((c) => c.address.id !== a.billToAddress?.id)} />
        ) : null}
        <FormButtons loading={save.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

function CustomerNumberForm({ property, onDone }: { property: PropertyDetail; onDone: () => void }) {
  const t = useHierarchyT();
  const [value, setValue] = useState(property.accounting.accountingCustomerNumber ?? '');
  const { save, submit, fieldErrors, failure } = useAccountSave(property, 'customer-number', onDone);
  return (
    <form
      noValidate
      aria-label={t('hierarchy.property.editCustomerNumber')}
      onSubmit={(event) => {
        event.preventDefault();
        submit({ accountingCustomerNumber: value.trim(), version: property.version }, t('hierarchy.property.saved'));
      }}
    >
      <Stack gap="md">
        {failure}
        <TextInput
          label={t('hierarchy.fields.customerNumber')}
          withAsterisk
          value={value}
          maxLength={40}
          onChange={(e) => setValue(e.currentTarget.value)}
          error={fieldErrors.accountingCustomerNumber}
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
