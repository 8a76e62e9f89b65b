import { Anchor, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatPhone } from '#web/lib/format.ts';
import { usePoFormT } from '../i18n/use-po-form-t.ts';
import type { Party } from '../api/po-parties.ts';

const addressText = (a: NonNullable<Party['address']>) =>
  [a.addressLine1, a.addressLine2, `${a.city}, ${a.state} ${a.zip}`, a.country].filter(Boolean).join('\n');

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** The property, region, division and corporation of the order with addresses and primary contacts, read-only. */
export function PartyCards({ parties }: { parties: readonly Party[] }) {
  const t = usePoFormT();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" data-testid="po-parties">
      {parties.map((p) => (
        <Paper key={p.level} withBorder radius="md" p="sm" miw={0}>
          <Stack gap={6}>
            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t(`poForm.parties.${p.level}`)}
              </Text>
              <Anchor component={Link} to={`/${p.level}/${p.id}`} fw={600} size="sm">
                {p.name}
              </Anchor>
            </div>
            {p.legalEntityName ? <Line label={t('poForm.parties.legalEntityName')}>{p.legalEntityName}</Line> : null}
            {p.propertyCode ? <Line label={t('poForm.parties.propertyCode')}>{p.propertyCode}</Line> : null}
            {p.customerNumber !== undefined ? (
              <Line label={t('poForm.parties.customerNumber')}>
                {p.customerNumber ?? t('poForm.parties.noCustomerNumber')}
              </Line>
            ) : null}
            {p.address ? <Line label={t('poForm.parties.address')}>{addressText(p.address)}</Line> : null}
            {p.phone ? <Line label={t('poForm.parties.phone')}>{formatPhone(p.phone)}</Line> : null}
            {p.fax ? <Line label={t('poForm.parties.fax')}>{formatPhone(p.fax)}</Line> : null}
            {p.primaryContact !== undefined ? (
              <Line label={t('poForm.parties.primaryContact')}>
                {p.primaryContact
                  ? [p.primaryContact.name, p.primaryContact.email].filter(Boolean).join('\n')
                  : t('poForm.parties.none')}
              </Line>
            ) : null}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
