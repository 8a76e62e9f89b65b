import { createFileRoute } from '@tanstack/react-router';
import { startOverviewEarly } from '#web/features/overview/api/overview-early.ts';
import { loadOverview } from '#web/features/overview/api/overview-route-data.ts';
import { OverviewPage } from '#web/features/overview/components/overview-page.tsx';

/** The customer overview: the selected property's briefing or the level's roll-up, one API call (issue 13). */
export const Route = createFileRoute('/_authenticated/_default/_external/overview')({
  // Where customers land: its data starts with the session, before the router loads the page (decision 0072).
  staticData: { startEarly: startOverviewEarly },
  loader: ({ context }) => loadOverview(context.queryClient, context.me),
  component: OverviewPage,
});
