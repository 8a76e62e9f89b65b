import { Alert, Button, Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { activityLabel, type KeyReceipt } from '@kc/domain/reports';
import { formatDateTime } from '@kc/domain/format';
import { useReportsT } from '#web/features/reports/i18n/use-reports-t.ts';
import { keyReceiptQueryOptions } from '../api/reports-api.ts';

/** Spec 001 §9: the print pop-up prints after 100 ms. */
export const printSoon = () => window.setTimeout(() => window.print(), 100);

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
      <Table.ScrollContainer minWidth={480}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('reports.columns.time')}</Table.Th>
              <Table.Th>{t('reports.columns.propertyUnitName')}</Table.Th>
              <Table.Th>{t('reports.columns.employeeName')}</Table.Th>
              <Table.Th>{t('reports.columns.badgeNumber')}</Table.Th>
              <Table.Th>{t('reports.columns.activity')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {receipt.datalogTransactions.map((x) => (
              <Table.Tr key={x.id}>
                <Table.Td>{formatDateTime(x.time)}</Table.Td>
                <Table.Td>{x.propertyUnitName ?? ''}</Table.Td>
                <Table.Td>{x.employeeName ?? ''}</Table.Td>
                <Table.Td>{x.badgeNumber ?? ''}</Table.Td>
                <Table.Td>{activityLabel(x.activityCode, activityNames)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
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

/** Hides navigation and buttons when printing (the report or receipt alone on paper). */
export function PrintStyles() {
  return <style>{'@media print { .kc-no-print, header, nav, footer { display: none !important; } }'}</style>;
}
