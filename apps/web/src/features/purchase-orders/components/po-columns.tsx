import { Anchor, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconReceipt, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { PurchaseOrderRow } from '@kc/domain/purchase-orders/search';
import type { DataColumn } from '#web/components/data-table.tsx';
import { formatDate } from '#web/lib/format.ts';
import type { PoRowActions } from '../api/po-row-actions.ts';
import type { usePurchaseOrdersT } from '../i18n/use-purchase-orders-t.ts';

type T = ReturnType<typeof usePurchaseOrdersT>;

/** The row's date for display and sorting: the order date, or the day it was written when it has none. */
export const rowDate = (r: PurchaseOrderRow): string => r.orderDate ?? r.dateCreated.slice(0, 10);
/** Order and delivery dates are calendar days (no time zone): shown as written. */
const day = (value: string | null) => (value ? formatDate(`${value.slice(0, 10)}T12:00:00Z`, 'UTC') : '');

export interface ColumnOptions {
  t: T;
  accounting: boolean;
  /** The actions column's width (its buttons), or 0 for no actions column. */
  actionsWidth: number;
  actionsOf: (row: PurchaseOrderRow) => PoRowActions;
  onApprove: (row: PurchaseOrderRow) => void;
  onDelete: (row: PurchaseOrderRow) => void;
  onInvoice: (row: PurchaseOrderRow) => void;
  invoicing: number | null;
  /** Inline customer numbers: what is typed per order id, and what the server refused. */
  pendingNumbers: Record<number, string>;
  numberErrors: Record<number, string>;
  onNumberChange: (row: PurchaseOrderRow, value: string) => void;
}

function CustomerNumberCell({ row, o }: { row: PurchaseOrderRow; o: ColumnOptions }) {
  if (row.customerNumber || !o.actionsOf(row).customerNumber) return row.customerNumber ?? '';
  return (
    <TextInput
      size="xs"
      w={120}
      maxLength={20}
      aria-label={o.t('purchaseOrders.row.customerNumberLabel', { id: row.id })}
      placeholder={o.t('purchaseOrders.row.customerNumberHint')}
      value={o.pendingNumbers[row.id] ?? ''}
      error={o.numberErrors[row.id]}
      onChange={(e) => o.onNumberChange(row, e.currentTarget.value)}
    />
  );
}

function ActionsCell({ row, o }: { row: PurchaseOrderRow; o: ColumnOptions }) {
  const a = o.actionsOf(row);
  const buttons = [
    a.approve && { key: 'approve' as const, color: 'teal', variant: 'light', Icon: IconCheck, run: o.onApprove },
    a.invoice && { key: 'invoiced' as const, color: undefined, variant: 'light', Icon: IconReceipt, run: o.onInvoice },
    a.delete && { key: 'delete' as const, color: 'red', variant: 'subtle', Icon: IconTrash, run: o.onDelete },
  ].filter((b) => b !== false);
  if (buttons.length === 0) return null;
  return (
    <Group gap={6} wrap="nowrap">
      {buttons.map(({ key, color, variant, Icon, run }) => (
        <Button
          key={key}
          size="compact-sm"
          variant={variant}
          color={color}
          leftSection={<Icon size={14} aria-hidden />}
          aria-label={o.t(`purchaseOrders.actions.${key}Label`, { id: row.id })}
          loading={key === 'invoiced' && o.invoicing === row.id}
          onClick={() => run(row)}
        >
          {o.t(`purchaseOrders.actions.${key}`)}
        </Button>
      ))}
    </Group>
  );
}

/** Spec 001 §3's list row as table columns (cards on a phone), with the accounting status and actions as asked. */
export function poColumns(o: ColumnOptions): DataColumn<PurchaseOrderRow>[] {
  const { t } = o;
  const none = t('purchaseOrders.row.none');
  const columns: DataColumn<PurchaseOrderRow>[] = [
    {
      id: 'id',
      header: t('purchaseOrders.columns.id'),
      primary: true,
      minWidth: 70,
      sortValue: (r) => r.id,
      cell: (r) => (
        <Anchor
          component={Link}
          to={`/purchase-orders/edit/${r.propertyId}/${r.id}`}
          fw={700}
          aria-label={t('purchaseOrders.row.openOrder', { id: r.id })}
        >
          #{r.id}
        </Anchor>
      ),
    },
    {
      id: 'property',
      header: t('purchaseOrders.columns.property'),
      minWidth: 150,
      phone: 'card',
      sortValue: (r) => r.propertyName,
      cell: (r) => (
        <Stack gap={0}>
          <Anchor component={Link} to={`/property/${r.propertyId}`} size="sm">
            {r.propertyName}
          </Anchor>
          {r.propertyCode ? (
            <Text span size="xs" c="dimmed">
              {r.propertyCode}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'customerNumber',
      header: t('purchaseOrders.columns.customerNumber'),
      minWidth: 100,
      phone: 'card',
      sortValue: (r) => r.customerNumber ?? '',
      cell: (r) => <CustomerNumberCell row={r} o={o} />,
    },
    {
      id: 'corporation',
      header: t('purchaseOrders.columns.corporation'),
      minWidth: 110,
      phone: 'details',
      sortValue: (r) => r.corporationName,
      cell: (r) => r.corporationName,
    },
    {
      id: 'date',
      header: t('purchaseOrders.columns.dates'),
      minWidth: 100,
      phone: 'card',
      sortValue: rowDate,
      cell: (r) => (
        <Stack gap={0}>
          <Text span size="sm">
            {day(rowDate(r))}
          </Text>
          {r.deliveryDate ? (
            <Text span size="xs" c="dimmed">
              {t('purchaseOrders.row.delivery', { date: day(r.deliveryDate) })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'reps',
      header: t('purchaseOrders.columns.reps'),
      minWidth: 130,
      phone: 'details',
      sortValue: (r) => r.salesRepName1 ?? '',
      cell: (r) => (
        <Stack gap={0}>
          <Text span size="sm">
            {[r.salesRepName1, r.salesRepName2].filter(Boolean).join(', ') || none}
          </Text>
          {r.installerName ? (
            <Text span size="xs" c="dimmed">
              {t('purchaseOrders.row.installer', { name: r.installerName })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'status',
      header: t('purchaseOrders.columns.status'),
      minWidth: 130,
      phone: 'card',
      sortValue: (r) => r.statusId,
      cell: (r) => (
        <Stack gap={2} align="flex-start">
          <Text span size="sm">
            {r.statusName}
          </Text>
          {r.draft ? (
            <Badge size="sm" variant="light" color="gray">
              {t('purchaseOrders.row.draft')}
            </Badge>
          ) : null}
          {r.disabled ? (
            <Badge size="sm" color="red" variant="light">
              {t('purchaseOrders.row.deleted')}
            </Badge>
          ) : r.needsAction ? (
            <Badge size="sm" color="orange" variant="light" leftSection={<IconAlertCircle size={12} aria-hidden />}>
              {t('purchaseOrders.row.needsAction')}
            </Badge>
          ) : null}
        </Stack>
      ),
    },
  ];
  if (o.accounting)
    columns.push({
      id: 'accountingStatus',
      header: t('purchaseOrders.columns.accountingStatus'),
      minWidth: 110,
      phone: 'card',
      sortValue: (r) => r.accountingStatusId ?? 0,
      cell: (r) => r.accountingStatusName ?? none,
    });
  columns.push({
    id: 'lastAction',
    header: t('purchaseOrders.columns.lastAction'),
    minWidth: 100,
    phone: 'details',
    sortValue: (r) => r.lastAction ?? '',
    cell: (r) => r.lastAction ?? none,
  });
  if (o.actionsWidth)
    columns.push({
      id: 'actions',
      header: t('purchaseOrders.columns.actions'),
      actions: true,
      minWidth: o.actionsWidth,
      cell: (r) => <ActionsCell row={r} o={o} />,
    });
  return columns;
}
