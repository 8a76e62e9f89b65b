import { Alert, Button, Card, Group, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  WORK_ORDER_STATUSES,
  WorkOrderCreateSchema,
  type WorkOrder,
  type WorkOrderStatus,
} from '@kc/domain/property-ops';
import { usePropertyOpsT } from '#web/features/property-ops/i18n/use-property-ops-t.ts';
import { FormErrorPopup, type FormErrors } from '#web/components/form-error-popup.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { isApiError } from '#web/lib/api-errors.ts';
import { useSaveWorkOrder, vendorsQueryOptions, workOrderQueryOptions } from '../api/property-ops-api.ts';
import { LoadState } from './property-gate.tsx';
import { PageContainer } from '#web/components/page-container.tsx';
import type { BackTarget } from '#web/components/back-link.tsx';

interface Values {
  number: string;
  unitName: string;
  vendorId: string | null;
  description: string;
  status: WorkOrderStatus;
  dueDate: string;
}

const toValues = (w?: WorkOrder): Values => ({
  number: w?.number ?? '',
  unitName: w?.unitName ?? '',
  vendorId: w?.vendorId ? String(w.vendorId) : null,
  description: w?.description ?? '',
  status: w?.status ?? 'open',
  dueDate: w?.dueDate ?? '',
});
const toBody = (v: Values) => ({
  ...v,
  vendorId: v.vendorId ? Number(v.vendorId) : null,
  dueDate: v.dueDate || null,
  unitName: v.unitName || null,
});

/** Add (no orderId) or edit a work order; when editing, the order's own property is used. */
export function WorkOrderFormPage({
  propertyId,
  orderId,
  back,
  onDone,
}: {
  propertyId: number | null;
  orderId?: number;
  back: BackTarget;
  onDone: (order: WorkOrder) => void;
}) {
  const t = usePropertyOpsT();
  const existing = useQuery({ ...workOrderQueryOptions(orderId ?? 0), enabled: orderId !== undefined });
  const property = existing.data?.propertyId ?? propertyId;
  return (
    <PageContainer>
      <PageHeader
        back={back}
        title={t(orderId === undefined ? 'propertyOps.workOrders.addTitle' : 'propertyOps.workOrders.editTitle')}
      />
      {(orderId !== undefined && !existing.data) || property === null ? (
        property === null && orderId === undefined ? (
          <Alert color="gray">{t('propertyOps.noProperty')}</Alert>
        ) : (
          <LoadState error={existing.error} onRetry={() => void existing.refetch()} />
        )
      ) : (
        <WorkOrderForm
          key={existing.data?.version ?? 'new'}
          propertyId={property}
          order={existing.data}
          onDone={onDone}
          onReload={() => void existing.refetch()}
        />
      )}
    </PageContainer>
  );
}

function WorkOrderForm({
  propertyId,
  order,
  onDone,
  onReload,
}: {
  propertyId: number;
  order?: WorkOrder;
  onDone: (o: WorkOrder) => void;
  onReload: () => void;
}) {
  const t = usePropertyOpsT();
  const vendors = useQuery(vendorsQueryOptions(propertyId));
  const save = useSaveWorkOrder(propertyId, order?.id);
  const [popup, setPopup] = useState(false);
  const [stale, setStale] = useState(false);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: toValues(order),
    validateInputOnChange: true,
    validate: (values) => {
      const parsed = WorkOrderCreateSchema.safeParse(toBody(values));
      const errors: FormErrors = {};
      if (!parsed.success) for (const i of parsed.error.issues) errors[String(i.path[0])] ??= i.message;
      return errors;
    },
  });
  const labels = {
    number: t('propertyOps.workOrders.number'),
    unitName: t('propertyOps.workOrders.unitName'),
    vendorId: t('propertyOps.workOrders.vendor'),
    description: t('propertyOps.workOrders.details'),
    status: t('propertyOps.workOrders.status'),
    dueDate: t('propertyOps.workOrders.dueDate'),
  };
  const vendorData = (vendors.data ?? [])
    .filter((v) => v.active || v.id === order?.vendorId)
    .map((v) => ({ value: String(v.id), label: v.name }));

  const submit = form.onSubmit(
    (values) => {
      const body = toBody(values);
      save.mutate(order ? { ...body, version: order.version } : body, {
        onSuccess: (saved) => {
          notifications.show({
            color: 'teal',
            message: t(order ? 'propertyOps.workOrders.saved' : 'propertyOps.workOrders.added'),
          });
          onDone(saved);
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409) return setStale(true);
          if (isApiError(error) && error.fieldErrors.length) {
            form.setErrors(error.fieldErrorMap());
            setPopup(true);
          }
        },
      });
    },
    () => setPopup(true),
  );

  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        {stale ? (
          <Alert color="yellow" title={t('propertyOps.workOrders.stale')}>
            <Button size="xs" variant="default" onClick={onReload}>
              {t('propertyOps.workOrders.reload')}
            </Button>
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={labels.number} required maxLength={20} {...form.getInputProps('number')} />
          <TextInput label={labels.unitName} maxLength={10} {...form.getInputProps('unitName')} />
          <Select
            label={labels.vendorId}
            placeholder={t('propertyOps.workOrders.noVendor')}
            data={vendorData}
            clearable
            searchable
            {...form.getInputProps('vendorId')}
          />
          <Select
            label={labels.status}
            allowDeselect={false}
            data={WORK_ORDER_STATUSES.map((s) => ({ value: s, label: t(`propertyOps.workOrders.statuses.${s}`) }))}
            {...form.getInputProps('status')}
          />
          <TextInput label={labels.dueDate} type="date" {...form.getInputProps('dueDate')} />
        </SimpleGrid>
        <Textarea
          label={labels.description}
          required
          autosize
          minRows={3}
          maxLength={2000}
          {...form.getInputProps('description')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('propertyOps.save')}
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
