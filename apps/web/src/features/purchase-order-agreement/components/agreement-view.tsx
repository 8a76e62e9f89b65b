import { Box, Divider, Group, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { Agreement, AgreementLine } from '@kc/domain/purchase-orders/agreement';
import { DataTable, type DataColumn } from '#web/components/data-table.tsx';
import { usePurchaseOrderAgreementT } from '../i18n/use-purchase-order-agreement-t.ts';

const multiline = { whiteSpace: 'pre-line' } as const;

/**
 * The agreement on screen, in the printer layout: the same model the server's PDF renders (packages/domain
 * agreement.ts), so the printout and the PDF say the same thing. The items become cards on a phone; print keeps the
 * table.
 */
export function AgreementView({ agreement: a }: { agreement: Agreement }) {
  const t = usePurchaseOrderAgreementT();
  const columns: DataColumn<AgreementLine & { key: number }>[] = [
    { id: 'product', header: t('poAgreement.print.product'), cell: (l) => l.product, primary: true },
    { id: 'quantity', header: t('poAgreement.print.qty'), cell: (l) => l.quantity, phone: 'card' },
    { id: 'description', header: t('poAgreement.print.description'), cell: (l) => l.description, phone: 'card' },
    { id: 'note', header: t('poAgreement.print.note'), cell: (l) => l.note, phone: 'details' },
    { id: 'unitPrice', header: t('poAgreement.print.unitPrice'), cell: (l) => l.unitPrice, phone: 'card' },
    { id: 'amount', header: t('poAgreement.print.amount'), cell: (l) => l.amount, phone: 'card' },
  ];
  return (
    <Stack gap="md" data-testid="agreement">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {a.title}
          </Title>
          <Text size="lg">{a.reference}</Text>
        </Stack>
        <Stack gap={0} ta={{ base: 'left', sm: 'right' }}>
          <Text fw={700}>{a.provider.name}</Text>
          <Text size="sm" style={multiline}>
            {a.provider.address}
          </Text>
          <Text size="sm">{a.provider.phone}</Text>
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="xs">
        {a.sections.map((s) => (
          <Box key={s.title} component="section" aria-label={s.title}>
            <Title order={2} size="h5" mb={4}>
              {s.title}
            </Title>
            <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={0} layout="fixed">
              <Table.Tbody>
                {s.fields.map((f) => (
                  <Table.Tr key={f.label}>
                    <Table.Th scope="row" w="40%" fw={400} c="dimmed" pr="xs" style={{ verticalAlign: 'top' }}>
                      {f.label}
                    </Table.Th>
                    <Table.Td style={{ ...multiline, overflowWrap: 'anywhere' }}>{f.value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
        ))}
      </SimpleGrid>
      <Box component="section" aria-label={t('poAgreement.print.items')}>
        <Title order={2} size="h5" mb={4}>
          {t('poAgreement.print.items')}
        </Title>
        {a.lines.length ? (
          <DataTable
            rows={a.lines.map((l, key) => ({ ...l, key }))}
            columns={columns}
            rowKey={(l) => l.key}
            data-testid="agreement-lines"
          />
        ) : (
          <Text c="dimmed">{t('poAgreement.print.noItems')}</Text>
        )}
        <Stack gap={2} mt="sm" ml="auto" maw={320} data-testid="agreement-totals">
          {a.totals.map((row, i) => (
            <Group key={row.label} justify="space-between" fw={i === a.totals.length - 1 ? 700 : 400}>
              <Text inherit>{row.label}</Text>
              <Text inherit>{row.value}</Text>
            </Group>
          ))}
        </Stack>
      </Box>
      {a.notes.length ? (
        <Box component="section" aria-label={t('poAgreement.print.notes')}>
          <Title order={2} size="h5" mb={4}>
            {t('poAgreement.print.notes')}
          </Title>
          <List size="sm" spacing={2}>
            {a.notes.map((n, i) => (
              <List.Item key={i}>
                {n.label}: {n.value}
              </List.Item>
            ))}
          </List>
        </Box>
      ) : null}
      <Box component="section" aria-label={t('poAgreement.print.terms')}>
        <Title order={2} size="h5" mb={4}>
          {t('poAgreement.print.terms')}
        </Title>
        <List type="ordered" size="sm" spacing={4} data-testid="agreement-terms">
          {a.terms.map((term) => (
            <List.Item key={term.title}>
              <Text span fw={700} inherit>
                {term.title}.
              </Text>{' '}
              {term.text}
            </List.Item>
          ))}
        </List>
      </Box>
      <Divider />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" style={{ breakInside: 'avoid' }}>
        {a.signatures.map((s) => (
          <Stack key={s.party} gap="md" data-testid="signature-block">
            <Text fw={700}>
              {s.party}: {s.name}
            </Text>
            {s.fields.map((f) => (
              <Group key={f} gap="sm" wrap="nowrap" align="flex-end">
                <Text size="sm" c="dimmed" w={90}>
                  {f}
                </Text>
                <Box style={{ flex: 1, borderBottom: '1px solid var(--mantine-color-gray-6)' }} h={24} />
              </Group>
            ))}
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
