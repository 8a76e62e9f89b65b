import { createFileRoute } from '@tanstack/react-router';
import { loadOverview } from '#web/features/overview/api/overview-route-data.ts';
import { OverviewPage } from '#web/features/overview/components/overview-page.tsx';

/** The customer overview: the selected property's briefing or the level's roll-up, one API call (issue 13). */
export const Route = createFileRoute('/_authenticated/_default/_external/overview')({
  loader: ({ context }) => loadOverview(context.queryClient, context.me),
  component: OverviewPage,
});
