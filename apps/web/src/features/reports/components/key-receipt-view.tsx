import { Alert, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { activityLabel, type KeyReceipt } from '@kc/domain/reports';
import { formatDateTime } from '@kc/domain/format';
import { DataTable } from '#web/components/data-table.tsx';
import { printSoon } from '#web/lib/print.tsx';
import { useReportsT } from '#web/features/reports/i18n/use-reports-t.ts';
import { keyReceiptQueryOptions } from '../api/reports-api.ts';

function ReceiptBody({ receipt, activityNames }: { receipt: KeyReceipt; activityNames: ReadonlyMap<number, string> }) {
  const t = useReportsT();
  const fields: [string, string][] = [
    [t('reports.receipt.dateCreated'), formatDateTime(receipt.dateCreated)],
    [t('reports.receipt.vendorRepName'), receipt.vendorRepName],
    [t('reports.receipt.vendorName'), receipt.vendorName],
    [t('reports.receipt.employeeName'), receipt.employeeName],
    [t('reports.receipt.verifiedNumber'), receipt.verifiedNumber ?? ''],
  ];
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {fields.map(([label, value]) => (
          <Group key={label} gap="xs" wrap="nowrap">
            <Text fw={600} size="sm">
              {label}:
            </Text>
            <Text size="sm">{value}</Text>
          </Group>
        ))}
      </SimpleGrid>
      <Title order={3} fz="h5">
        {t('reports.receipt.transactions')}
      </Title>
      <DataTable
        rows={receipt.datalogTransactions}
        rowKey={(x) => x.id}
        columns={[
          { id: 'time', header: t('reports.columns.time'), cell: (x) => formatDateTime(x.time) },
          {
            id: 'unit',
            header: t('reports.columns.propertyUnitName'),
            cell: (x) => x.propertyUnitName ?? '',
            phone: 'card',
          },
          {
            id: 'employee',
            header: t('reports.columns.employeeName'),
            cell: (x) => x.employeeName ?? '',
            phone: 'card',
          },
          { id: 'badge', header: t('reports.columns.badgeNumber'), cell: (x) => x.badgeNumber ?? '', phone: 'card' },
          {
            id: 'activity',
            header: t('reports.columns.activity'),
            cell: (x) => activityLabel(x.activityCode, activityNames),
            phone: 'card',
          },
        ]}
        cardHeadingOrder={4}
      />
    </Stack>
  );
}

/** A key receipt (dateCreated, vendor rep, vendor, employee, verified number, its transactions) with Back and print. */
export function KeyReceiptView({
  propertyId,
  receiptId,
  activityNames,
  onBack,
  backLabel,
}: {
  propertyId: number;
  receiptId: number;
  activityNames: ReadonlyMap<number, string>;
  onBack?: () => void;
  backLabel?: string;
}) {
  const t = useReportsT();
  const receipt = useQuery(keyReceiptQueryOptions(propertyId, receiptId));
  return (
    <Card withBorder padding="md" data-testid="key-receipt">
      <Stack gap="sm">
        <Group justify="space-between" className="kc-no-print">
          {onBack ? (
            <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
              {backLabel ?? t('reports.receipt.back')}
            </Button>
          ) : (
            <span />
          )}
          <Button variant="light" leftSection={<IconPrinter size={16} />} onClick={printSoon}>
            {t('reports.print')}
          </Button>
        </Group>
        <Title order={2} fz="h3">
          {t('reports.receipt.title', { id: receiptId })}
        </Title>
        {receipt.isPending ? (
          <Loader size="sm" />
        ) : receipt.isError ? (
          <Alert color="red">{receipt.error.message}</Alert>
        ) : (
          <ReceiptBody receipt={receipt.data} activityNames={activityNames} />
        )}
      </Stack>
    </Card>
  );
}
