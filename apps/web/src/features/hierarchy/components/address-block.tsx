import { Fieldset, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { COUNTRIES, SUBDIVISIONS_BY_COUNTRY, type AddressOut, type Country } from '@kc/domain/addresses';
import { useHierarchyT } from '#web/features/hierarchy/i18n/use-hierarchy-t.ts';
import type { EntityFormValues } from '../api/entity-form.ts';

export interface CopyableAddress {
  label: string;
  address: AddressOut;
}

export const addressLine = (a: Pick<AddressOut, 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'zip'>) =>
  [a.addressLine1, a.addressLine2, `${a.city}, ${a.state} ${a.zip}`].filter(Boolean).join(', ');

/**
 * The shared address block (spec 000 §2.6, §5): lines 1–2, city, state or province, zip, country, or an existing
 * address of the same corporation to copy. States and provinces come from the domain's lists, by country.
 */
export function AddressBlock({
  form,
  copyable,
}: {
  form: UseFormReturnType<EntityFormValues>;
  copyable: readonly CopyableAddress[];
}) {
  const t = useHierarchyT();
  const values = form.getValues();
  const country = (COUNTRIES as readonly string[]).includes(values.address.country)
    ? (values.address.country as Country)
    : 'United States';
  const copying = values.copyFromAddressId !== '';
  const subdivisions = SUBDIVISIONS_BY_COUNTRY[country].map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }));
  return (
    <Fieldset legend={t('hierarchy.fields.address')} radius="md">
      {copyable.length > 0 ? (
        <Select
          mb="sm"
          label={t('hierarchy.fields.copyAddress')}
          data={[
            { value: '', label: t('hierarchy.fields.copyAddressNone') },
            ...copyable.map((c) => ({ value: String(c.address.id), label: `${c.label}: ${addressLine(c.address)}` })),
          ]}
          allowDeselect={false}
          key={form.key('copyFromAddressId')}
          {...form.getInputProps('copyFromAddressId')}
        />
      ) : null}
      {copying ? null : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('hierarchy.fields.addressLine1')}
            withAsterisk
            autoComplete="address-line1"
            key={form.key('address.addressLine1')}
            {...form.getInputProps('address.addressLine1')}
          />
          <TextInput
            label={t('hierarchy.fields.addressLine2')}
            autoComplete="address-line2"
            key={form.key('address.addressLine2')}
            {...form.getInputProps('address.addressLine2')}
          />
          <TextInput
            label={t('hierarchy.fields.city')}
            withAsterisk
            autoComplete="address-level2"
            key={form.key('address.city')}
            {...form.getInputProps('address.city')}
          />
          <Select
            label={country === 'Canada' ? t('hierarchy.fields.province') : t('hierarchy.fields.state')}
            withAsterisk
            searchable
            data={subdivisions}
            key={form.key('address.state')}
            {...form.getInputProps('address.state')}
          />
          <TextInput
            label={country === 'Canada' ? t('hierarchy.fields.postalCode') : t('hierarchy.fields.zip')}
            withAsterisk
            autoComplete="postal-code"
            key={form.key('address.zip')}
            {...form.getInputProps('address.zip')}
          />
          <Select
            label={t('hierarchy.fields.country')}
            withAsterisk
            allowDeselect={false}
            data={[...COUNTRIES]}
            key={form.key('address.country')}
            {...form.getInputProps('address.country')}
            onChange={(value: string | null) => {
              form.setFieldValue('address.country', value ?? 'United States');
              // A state of another country's list would be refused; Puerto Rico has only one.
              form.setFieldValue('address.state', value === 'Puerto Rico' ? 'PR' : '');
            }}
          />
        </SimpleGrid>
      )}
    </Fieldset>
  );
}
