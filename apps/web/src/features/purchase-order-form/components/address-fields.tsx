import { Button, Fieldset, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { COUNTRIES, SUBDIVISIONS_BY_COUNTRY, type AddressOut, type Country } from '@kc/domain/addresses';
import { usePoFormT } from '../i18n/use-po-form-t.ts';
import { addressValues } from '#web/lib/address-values.ts';
import type { PoFormValues } from '../api/po-form-values.ts';

/** An order's bill-to or shipping address: lines, city, state or province by country, zip, country. */
export function AddressFields({
  form,
  field,
  legend,
  copy,
}: {
  form: UseFormReturnType<PoFormValues>;
  field: 'billingAddress' | 'shippingAddress';
  /** A legend for the group; without one the section's title names it. */
  legend?: string;
  /** An address of the property to copy in with one click. */
  copy?: { label: string; address: AddressOut | null };
}) {
  const t = usePoFormT();
  const value = form.getValues()[field];
  const country = (COUNTRIES as readonly string[]).includes(value.country)
    ? (value.country as Country)
    : 'United States';
  const whole = form.errors[field];
  const input = (part: keyof typeof value) => form.getInputProps(`${field}.${part}`);
  return (
    <Fieldset legend={legend} variant={legend ? 'default' : 'unstyled'} radius="md" miw={0}>
      {copy?.address ? (
        <Button
          variant="light"
          size="xs"
          mb="sm"
          onClick={() => form.setFieldValue(field, addressValues(copy.address))}
        >
          {copy.label}
        </Button>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t('poForm.fields.addressLine1')} autoComplete="off" {...input('addressLine1')} />
        <TextInput label={t('poForm.fields.addressLine2')} autoComplete="off" {...input('addressLine2')} />
        <TextInput label={t('poForm.fields.city')} autoComplete="off" {...input('city')} />
        <Select
          label={t('poForm.fields.state')}
          searchable
          data={SUBDIVISIONS_BY_COUNTRY[country].map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }))}
          {...input('state')}
        />
        <TextInput label={t('poForm.fields.zip')} autoComplete="off" {...input('zip')} />
        <Select
          label={t('poForm.fields.country')}
          allowDeselect={false}
          data={[...COUNTRIES]}
          {...input('country')}
          onChange={(next: string | null) => {
            form.setFieldValue(`${field}.country`, next ?? 'United States');
            form.setFieldValue(`${field}.state`, next === 'Puerto Rico' ? 'PR' : '');
          }}
        />
      </SimpleGrid>
      {whole ? (
        <Text c="red" size="sm" mt="xs" role="alert">
          {whole}
        </Text>
      ) : null}
    </Fieldset>
  );
}
