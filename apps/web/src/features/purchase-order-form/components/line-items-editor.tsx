import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { PurchaseOrderLookups } from '@kc/domain/purchase-orders/views';
import { lineAmountCents } from '@kc/domain/purchase-orders/line-items';
import { usePhoneTable } from '#web/components/data-table.tsx';
import { formatMoneyCents } from '#web/lib/format.ts';
import { usePoFormT } from '../i18n/use-po-form-t.ts';
import { centsToInput, chooseProduct, emptyLine, parseCents, type PoFormValues } from '../api/po-form-values.ts';

type Products = PurchaseOrderLookups['products'];

/** The line's amount as shown, or a dash while its quantity or price does not parse. */
function amountText(quantity: number | string, unitPrice: string): string {
  const q = Number(quantity);
  const cents = parseCents(unitPrice);
  if (!Number.isSafeInteger(q) || q < 1 || cents === null) return '—';
  return formatMoneyCents(lineAmountCents({ quantity: q, unitPriceCents: cents }));
}

/**
 * Spec 001 §5 line items: quantity, product number, description, note and unit price. A table on wide screens, one
 * card per line on phones (the spec's table width). Choosing a product fills its description and proposes its price.
 */
export function LineItemsEditor({
  form,
  products,
  noteMax,
  descriptionMax,
  maxLines,
}: {
  form: UseFormReturnType<PoFormValues>;
  products: Products;
  noteMax: number;
  descriptionMax: number;
  maxLines: number;
}) {
  const t = usePoFormT();
  const phone = usePhoneTable();
  const values = form.getValues();
  const productData = products.map((p) => ({ value: String(p.id), label: `${p.id} · ${p.name}` }));
  const needsDescription = (nbr: string | null) => products.find((p) => String(p.id) === nbr)?.needsDescription ?? true;

  const fields = (i: number) => {
    const n = i + 1;
    const line = values.lineItems[i]!;
    const label = (field: string) => t('poForm.lines.fieldOfLine', { field, n });
    return {
      quantity: (
        <NumberInput
          aria-label={label(t('poForm.lines.quantityLabel'))}
          label={phone ? t('poForm.lines.quantityLabel') : undefined}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          hideControls
          {...form.getInputProps(`lineItems.${i}.quantity`)}
        />
      ),
      product: (
        <Select
          aria-label={label(t('poForm.lines.product'))}
          label={phone ? t('poForm.lines.product') : undefined}
          placeholder={t('poForm.placeholders.choose')}
          data={productData}
          searchable
          comboboxProps={{ width: 260, position: 'bottom-start' }}
          {...form.getInputProps(`lineItems.${i}.productNbr`)}
          onChange={(nbr: string | null) => {
            const chosen = chooseProduct(line, nbr, form.getValues());
            // Field by field, so each validates and keeps its own error.
            for (const field of ['productNbr', 'description', 'unitPrice'] as const)
              form.setFieldValue(`lineItems.${i}.${field}`, chosen[field]);
          }}
        />
      ),
      description: (
        <TextInput
          aria-label={label(t('poForm.lines.description'))}
          label={phone ? t('poForm.lines.description') : undefined}
          placeholder={needsDescription(line.productNbr) ? undefined : t('poForm.lines.optional')}
          maxLength={descriptionMax + 50}
          {...form.getInputProps(`lineItems.${i}.description`)}
        />
      ),
      note: (
        <TextInput
          aria-label={label(t('poForm.lines.noteDescription'))}
          label={phone ? t('poForm.lines.noteDescription') : undefined}
          maxLength={noteMax + 50}
          {...form.getInputProps(`lineItems.${i}.noteDescription`)}
        />
      ),
      unitPrice: (
        <TextInput
          aria-label={label(t('poForm.lines.unitPrice'))}
          label={phone ? t('poForm.lines.unitPrice') : undefined}
          inputMode="decimal"
          leftSection="$"
          styles={{ input: { textAlign: 'right' } }}
          {...form.getInputProps(`lineItems.${i}.unitPrice`)}
          onBlur={() => {
            const cents = parseCents(line.unitPrice);
            if (cents !== null && line.unitPrice.trim() !== '')
              form.setFieldValue(`lineItems.${i}.unitPrice`, centsToInput(cents));
          }}
        />
      ),
      amount: amountText(line.quantity, line.unitPrice),
      remove: (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('poForm.lines.remove', { n })}
          onClick={() => form.removeListItem('lineItems', i)}
        >
          <IconTrash size={18} />
        </ActionIcon>
      ),
    };
  };

  const addButton = (
    <Button
      variant="light"
      leftSection={<IconPlus size={16} />}
      onClick={() => form.insertListItem('lineItems', emptyLine())}
      disabled={values.lineItems.length >= maxLines}
      style={{ alignSelf: 'flex-start' }}
    >
      {t('poForm.lines.add')}
    </Button>
  );
  const listError = typeof form.errors.lineItems === 'string' ? form.errors.lineItems : null;

  return (
    <Stack gap="sm" data-testid="po-line-items">
      {values.lineItems.length === 0 ? <Text c="dimmed">{t('poForm.lines.empty')}</Text> : null}
      {phone ? (
        values.lineItems.map((line, i) => {
          const f = fields(i);
          return (
            <Paper key={line.key} withBorder radius="md" p="sm" data-testid="po-line-card">
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600} size="sm">
                    {t('poForm.lines.line', { n: i + 1 })}
                  </Text>
                  {f.remove}
                </Group>
                <Group grow align="flex-start" gap="xs">
                  {f.quantity}
                  {f.unitPrice}
                </Group>
                {f.product}
                {f.description}
                {f.note}
                <Group justify="space-between">
                  <Text size="sm" c="dimmed">
                    {t('poForm.lines.amount')}
                  </Text>
                  <Text size="sm" fw={600}>
                    {f.amount}
                  </Text>
                </Group>
              </Stack>
            </Paper>
          );
        })
      ) : values.lineItems.length > 0 ? (
        <Table verticalSpacing={6} horizontalSpacing={6} layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={72}>{t('poForm.lines.quantity')}</Table.Th>
              <Table.Th w={200}>{t('poForm.lines.product')}</Table.Th>
              <Table.Th>{t('poForm.lines.description')}</Table.Th>
              <Table.Th>{t('poForm.lines.noteDescription')}</Table.Th>
              <Table.Th w={130}>{t('poForm.lines.unitPrice')}</Table.Th>
              <Table.Th w={110} ta="right">
                {t('poForm.lines.amount')}
              </Table.Th>
              <Table.Th w={44}>
                <VisuallyHidden>{t('poForm.lines.removeColumn')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {values.lineItems.map((line, i) => {
              const f = fields(i);
              return (
                <Table.Tr key={line.key} style={{ verticalAlign: 'top' }}>
                  <Table.Td>{f.quantity}</Table.Td>
                  <Table.Td>{f.product}</Table.Td>
                  <Table.Td>{f.description}</Table.Td>
                  <Table.Td>{f.note}</Table.Td>
                  <Table.Td>{f.unitPrice}</Table.Td>
                  <Table.Td ta="right" pt={14}>
                    <Text size="sm" fw={500}>
                      {f.amount}
                    </Text>
                  </Table.Td>
                  <Table.Td pt={10}>{f.remove}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      ) : null}
      {listError ? (
        <Text c="red" size="sm" role="alert">
          {listError}
        </Text>
      ) : null}
      {addButton}
    </Stack>
  );
}
