import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '#web/components/page-header.tsx';
import { RoleCard, SignedInCard } from '#web/components/user-summary-cards.tsx';
import { useCurrentUser } from '#web/lib/session-hooks.ts';
import { PageContainer } from '#web/components/page-container.tsx';

/** Internal landing page; the dashboard's business content (spec 001) replaces the cards later. */
export function DashboardPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  return (
    <PageContainer>
      <PageHeader
        title={t('dashboard.title')}
        description={`${t('dashboard.welcome', { name: me.name })} ${t('dashboard.intro')}`}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <RoleCard me={me} />
        <SignedInCard me={me} />
      </SimpleGrid>
    </PageContainer>
  );
}
