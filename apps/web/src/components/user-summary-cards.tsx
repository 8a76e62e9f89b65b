import type { Me } from '@kc/domain/auth';
import { ROLES } from '@kc/domain/roles';
import { Badge, Text } from '@mantine/core';
import { IconUserCircle, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InfoCard } from './info-card.tsx';

/** Who the signed-in person is, on the landing pages. */
export function RoleCard({ me }: { me: Me }) {
  const { t } = useTranslation();
  return (
    <InfoCard icon={<IconShieldCheck size={20} />} label={t('landing.roleLabel')}>
      <Text fw={600} fz="lg">
        {ROLES[me.role]}
      </Text>
      <Badge mt="xs" variant="light" color={me.isInternalUser ? 'brand' : 'gray'}>
        {me.isInternalUser ? t('landing.internalStaff') : t('landing.customerStaff')}
      </Badge>
    </InfoCard>
  );
}

export function SignedInCard({ me }: { me: Me }) {
  const { t } = useTranslation();
  return (
    <InfoCard icon={<IconUserCircle size={20} />} label={t('landing.signedInAs')}>
      <Text fw={600} fz="lg">
        {me.name}
      </Text>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {me.email}
      </Text>
    </InfoCard>
  );
}
