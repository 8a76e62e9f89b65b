import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '#web/components/page-header.tsx';
import { RoleCard, SignedInCard } from '#web/components/user-summary-cards.tsx';
import { useCurrentUser } from '#web/lib/session.ts';
import { AccessCard } from './access-card.tsx';

/** External landing page; the property overview of spec 001 replaces the cards later. */
export function OverviewPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <PageHeader
        title={t('overview.title')}
        description={`${t('overview.welcome', { name: me.name })} ${t('overview.intro')}`}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <RoleCard me={me} />
        <AccessCard me={me} />
        <SignedInCard me={me} />
      </SimpleGrid>
    </Stack>
  );
}
