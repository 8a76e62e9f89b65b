import { createFileRoute, redirect } from '@tanstack/react-router';
import { DashboardPage } from '../../../features/dashboard/components/dashboard-page.tsx';
import { canSeeInternalRoutes } from '../../../lib/home-path.ts';

export const Route = createFileRoute('/_authenticated/_default/dashboard')({
  // Spec 000 §2.4: external users on an internal route go to the overview.
  beforeLoad: ({ context }) => {
    if (!canSeeInternalRoutes(context.me)) throw redirect({ to: '/overview', replace: true });
  },
  component: DashboardPage,
});
