import { Stack } from '@mantine/core';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { DashboardPage } from '#web/features/dashboard/components/dashboard-page.tsx';
import { ImpersonationPanel } from '#web/features/identity/components/impersonation-panel.tsx';
import { canSeeInternalRoutes } from '#web/lib/home-path.ts';
import { useCurrentUser } from '#web/lib/session-hooks.ts';
import { PageContainer } from '#web/components/page-container.tsx';

export const Route = createFileRoute('/_authenticated/_default/dashboard')({
  // Spec 000 §2.4: external users on an internal route go to the overview.
  beforeLoad: ({ context }) => {
    if (!canSeeInternalRoutes(context.me)) throw redirect({ to: '/overview', replace: true });
  },
  component: DashboardRoute,
});

function DashboardRoute() {
  const me = useCurrentUser();
  return (
    <Stack gap="lg">
      <DashboardPage />
      <PageContainer>
        {/* Spec 000 §4: only internal users holding CustomerImpersonation_ALL may impersonate. */}
        {me.accessRights.CustomerImpersonation_ALL && !me.impersonator ? <ImpersonationPanel /> : null}
      </PageContainer>
    </Stack>
  );
}
