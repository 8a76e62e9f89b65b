import { Anchor, SimpleGrid, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { INTERNAL_REPORT_PATH, internalReportsFor } from '@kc/domain/internal-report-access';
import { PageHeader } from '#web/components/page-header.tsx';
import { SectionCard } from '#web/components/section-card.tsx';
import { RoleCard, SignedInCard } from '#web/components/user-summary-cards.tsx';
import { useCurrentUser } from '#web/lib/session-hooks.ts';
import { PageContainer } from '#web/components/page-container.tsx';

/**
 * Internal landing page; the dashboard's business content (spec 001) replaces the cards later. Its report links are
 * the spec's: the cancellation report for every dashboard user, the datalog reports with Inventory_READ.
 */
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
        <SectionCard title={t('dashboard.reports.title')} testId="dashboard-reports">
          <Stack gap={6}>
            {internalReportsFor(me.accessRights).map((kind) => (
              <Anchor key={kind} component={Link} to={INTERNAL_REPORT_PATH[kind]}>
                {t(`dashboard.reports.${kind}`)}
              </Anchor>
            ))}
          </Stack>
        </SectionCard>
      </SimpleGrid>
    </PageContainer>
  );
}
