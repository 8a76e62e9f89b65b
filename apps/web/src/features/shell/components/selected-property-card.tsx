import { Card, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPhone, phoneHref } from '#web/lib/format.ts';
import type { ShellState } from '../hooks/use-shell-state.ts';

/** The sidebar's selected property: name, customer number, region, physical address and a phone link. */
export function SelectedPropertyCard({ state }: { state: ShellState }) {
  const { t } = useTranslation();
  const property = state.property;
  if (!property) return null;
  const summary = state.summary;
  const address = summary?.physicalAddress;
  const phone = summary?.phoneNumber;
  const customerNumber = summary?.accountingCustomerNumber ?? property.accountingCustomerNumber;
  return (
    <Card
      withBorder
      padding="sm"
      radius="md"
      component="section"
      aria-label={t('shell.sidebar.selectedProperty')}
      data-testid="selected-property"
    >
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {t('shell.sidebar.selectedProperty')}
      </Text>
      <Text fw={700} mt={4}>
        {property.name}
      </Text>
      <Stack gap={2} mt={4}>
        <Text size="sm">
          {t('shell.sidebar.customerNumber')} {customerNumber ?? t('shell.sidebar.noCustomerNumber')}
        </Text>
        <Text size="sm">
          {t('shell.sidebar.region')}: {summary?.regionName ?? property.regionName}
        </Text>
        {address ? (
          <Text size="sm" component="address" style={{ fontStyle: 'normal' }}>
            {address.addressLine1}
            {address.addressLine2 ? (
              <>
                <br />
                {address.addressLine2}
              </>
            ) : null}
            <br />
            {address.city}, {address.state} {address.zip}
          </Text>
        ) : null}
        {phone ? (
          <Text size="sm" component="a" href={phoneHref(phone)} c="brand.8" td="underline">
            {summary?.formattedPhoneNumber ?? formatPhone(phone)}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
