import type { Me } from '@kc/domain/auth';
import { can } from '@kc/domain/permissions';
import type { QueryClient } from '@tanstack/react-query';
import { myPropertiesQueryOptions } from '#web/lib/my-entities.ts';
import { ensureQueries } from '#web/lib/route-data.ts';
import { getSelectedId, resolveSelection } from '#web/lib/selection.ts';
import { activitiesQueryOptions, keyControlInfoQueryOptions } from './reports-api.ts';

/**
 * The loader of the reports home and of each report: the property (the URL's, else the header's selection, as
 * `useReportProperty` resolves it), then what every report page shows of it at once.
 */
export async function loadReportPage(queryClient: QueryClient, me: Me, fromUrl: number | undefined): Promise<void> {
  const propertyId =
    fromUrl ??
    (await queryClient
      .ensureQueryData(myPropertiesQueryOptions)
      .then((mine) => resolveSelection(mine, getSelectedId('property'))?.id)
      .catch(() => undefined));
  if (propertyId === undefined) return;
  await ensureQueries(queryClient, [
    keyControlInfoQueryOptions(propertyId),
    ...(can(me.accessRights, 'Activity_READ') ? [activitiesQueryOptions(propertyId)] : []),
  ]);
}
