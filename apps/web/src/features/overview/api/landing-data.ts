import { MyOverviewSchema } from '@kc/domain/my-overview';
import type { QueryClient } from '@tanstack/react-query';
import { takeEarlyLanding } from '#web/lib/landing.ts';
import {
  myDivisionsQueryOptions,
  myPropertiesQueryOptions,
  myRegionsQueryOptions,
  propertySummaryQueryOptions,
} from '#web/lib/my-entities.ts';
import { overviewKeys } from './overview-api.ts';

let seeding: Promise<void> | undefined;

/**
 * The landing answer started with the session (lib/landing.ts, decision 0072), put where the shell and the overview
 * read: the selector's list, the target's overview and the property's summary, each under the key of its own call.
 * Every load that comes while the answer is on the way waits for it instead of asking for the parts; when it failed,
 * they ask for them one by one as before.
 */
export function landingSeeded(queryClient: QueryClient): Promise<void> | undefined {
  const early = takeEarlyLanding();
  if (early) {
    const current = seed(queryClient, early).finally(() => {
      if (seeding === current) seeding = undefined;
    });
    seeding = current;
  }
  return seeding;
}

async function seed(queryClient: QueryClient, early: Promise<unknown>): Promise<void> {
  const parsed = MyOverviewSchema.safeParse(await early.catch(() => null));
  if (!parsed.success) return;
  const answer = parsed.data;
  if (answer.properties) queryClient.setQueryData(myPropertiesQueryOptions.queryKey, answer.properties);
  if (answer.regions) queryClient.setQueryData(myRegionsQueryOptions.queryKey, answer.regions);
  if (answer.divisions) queryClient.setQueryData(myDivisionsQueryOptions.queryKey, answer.divisions);
  const { target, propertyOverview, rollupOverview, summary } = answer;
  if (!target) return;
  if (propertyOverview)
    queryClient.setQueryData(overviewKeys.target(target, propertyOverview.timeZone), propertyOverview);
  if (rollupOverview) queryClient.setQueryData(overviewKeys.target(target, rollupOverview.timeZone), rollupOverview);
  if (summary) queryClient.setQueryData(propertySummaryQueryOptions(target.id).queryKey, summary);
}
