import { Alert, Badge as Pill, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { VendorCreateSchema, type Vendor } from '@kc/domain/property-ops';
import { usePropertyOpsT } from '#web/features/property-ops/i18n/use-property-ops-t.ts';
import { DataTable, type DataColumn } from '#web/components/data-table.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { isApiError } from '#web/lib/api-errors.ts';
import { formatPhone } from '#web/lib/format.ts';
import { useSaveVendor, vendorsQueryOptions } from '../api/property-ops-api.ts';
import { LoadState } from './property-gate.tsx';
import { PageContainer } from '#web/components/page-container.tsx';

/** A property's vendors with add, edit and deactivate (Vendor_UPDATE) in a modal. */
export function VendorsPage({ propertyId, canEdit }: { propertyId: number; canEdit: boolean }) {
  const t = usePropertyOpsT();
  const list = useQuery(vendorsQueryOptions(propertyId));
  const save = useSaveVendor(propertyId);
  const [editing, setEditing] = useState<Vendor | 'new' | null>(null);

  const { mutate } = save;
  const setActive = useCallback(
    (v: Vendor, active: boolean) =>
      mutate(
        {
          id: v.id,
          body: {
            name: v.name,
            contactName: v.contactName,
            phoneNumber: v.phoneNumber,
            email: v.email,
            active,
            version: v.version,
          },
        },
        {
          onSuccess: () => notifications.show({ color: 'teal', message: t('propertyOps.vendors.saved') }),
          onError: (e) =>
            notifications.show({ color: 'red', message: isApiError(e) ? e.message : t('propertyOps.loadFailed') }),
        },
      ),
    [mutate, t],
  );

  const columns = useMemo<DataColumn<Vendor>[]>(
    () => [
      {
        id: 'name',
        header: t('propertyOps.vendors.name'),
        cell: (v) => (
          <Text size="sm" fw={500}>
            {v.name}
          </Text>
        ),
        sortValue: (v) => v.name,
        minWidth: 160,
      },
      {
        id: 'contact',
        header: t('propertyOps.vendors.contactName'),
        cell: (v) => v.contactName ?? '—',
        sortValue: (v) => v.contactName,
        phone: 'card',
      },
      {
        id: 'phone',
        header: t('propertyOps.vendors.phoneNumber'),
        cell: (v) => (v.phoneNumber ? formatPhone(v.phoneNumber) || v.phoneNumber : '—'),
      },
      { id: 'email', header: t('propertyOps.vendors.email'), cell: (v) => v.email ?? '—', minWidth: 180 },
      {
        id: 'status',
        header: t('propertyOps.vendors.status'),
        cell: (v) => (
          <Pill variant="light" color={v.active ? 'teal' : 'gray'} size="sm">
            {t(v.active ? 'propertyOps.vendors.active' : 'propertyOps.vendors.inactive')}
          </Pill>
        ),
        sortValue: (v) => (v.active ? 0 : 1),
        phone: 'card',
      },
      ...(canEdit
        ? [
            {
              id: 'actions',
              header: t('propertyOps.columnActions'),
              minWidth: 190,
              actions: true,
              cell: (v: Vendor) => (
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant="default"
                    onClick={() => setEditing(v)}
                    aria-label={`${t('propertyOps.edit')} ${v.name}`}
                  >
                    {t('propertyOps.edit')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="default"
                    c={v.active ? 'red' : undefined}
                    onClick={() => setActive(v, !v.active)}
                    aria-label={`${t(v.active ? 'propertyOps.vendors.deactivate' : 'propertyOps.vendors.reactivate')} ${v.name}`}
                  >
                    {t(v.active ? 'propertyOps.vendors.deactivate' : 'propertyOps.vendors.reactivate')}
                  </Button>
                </Group>
              ),
            },
          ]
        : []),
    ],
    [t, canEdit, setActive],
  );

  return (
    <PageContainer>
      <PageHeader title={t('propertyOps.vendors.title')} description={t('propertyOps.vendors.description')} />
      {canEdit ? (
        <Group>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {t('propertyOps.vendors.add')}
          </Button>
        </Group>
      ) : null}
      {list.data ? (
        list.data.length === 0 ? (
          <Text c="dimmed">{t('propertyOps.vendors.empty')}</Text>
        ) : (
          <DataTable
            rows={list.data}
            columns={columns}
            rowKey={(v) => v.id}
            initialSort={{ id: 'status', desc: false }}
          />
        )
      ) : (
        <LoadState error={list.error} onRetry={() => void list.refetch()} />
      )}
      {editing !== null ? (
        <VendorModal
          propertyId={propertyId}
          vendor={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </PageContainer>
  );
}

interface Values {
  name: string;
  contactName: string;
  phoneNumber: string;
  email: string;
}

function VendorModal({ propertyId, vendor, onClose }: { propertyId: number; vendor?: Vendor; onClose: () => void }) {
  const t = usePropertyOpsT();
  const save = useSaveVendor(propertyId);
  const [stale, setStale] = useState(false);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      name: vendor?.name ?? '',
      contactName: vendor?.contactName ?? '',
      phoneNumber: vendor?.phoneNumber ?? '',
      email: vendor?.email ?? '',
    },
    validateInputOnChange: true,
    validate: (values) => {
      const parsed = VendorCreateSchema.safeParse(values);
      return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
    },
  });
  const submit = form.onSubmit((values) => {
    save.mutate(
      { id: vendor?.id, body: vendor ? { ...values, active: vendor.active, version: vendor.version } : values },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('propertyOps.vendors.saved') });
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409) return setStale(true);
          if (isApiError(error)) form.setErrors(error.fieldErrorMap());
        },
      },
    );
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(vendor ? 'propertyOps.vendors.modalEdit' : 'propertyOps.vendors.modalAdd')}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {stale ? <Alert color="yellow">{t('propertyOps.vendors.stale')}</Alert> : null}
          <TextInput label={t('propertyOps.vendors.name')} required {...form.getInputProps('name')} />
          <TextInput label={t('propertyOps.vendors.contactName')} {...form.getInputProps('contactName')} />
          <TextInput label={t('propertyOps.vendors.phoneNumber')} type="tel" {...form.getInputProps('phoneNumber')} />
          <TextInput label={t('propertyOps.vendors.email')} type="email" {...form.getInputProps('email')} />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('propertyOps.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('propertyOps.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
