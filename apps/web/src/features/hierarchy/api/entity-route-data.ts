import type { EntityLevel } from '@kc/domain/hierarchy';
import type { QueryClient } from '@tanstack/react-query';
import { entityQueryOptions } from '#web/lib/entity-api.ts';
import { ensureQueries } from '#web/lib/route-data.ts';
import { entityStaffQueryOptions } from '#web/lib/entity-staff.ts';
import { contactsQueryOptions, entityListQueryOptions } from './entities.ts';

/** The level listed directly under each upper level on its page. */
const DIRECT_CHILD = { corporation: 'division', division: 'region', region: 'property' } as const;

/**
 * The loader of a corporation, division, region or property page: the entity, then (when it exists) what the page
 * shows of it at once: the level below, the contacts and the site logins, fetched together instead of one by one.
 */
export async function loadEntityPage(queryClient: QueryClient, level: EntityLevel, id: number): Promise<void> {
  const entity = await queryClient.ensureQueryData(entityQueryOptions(level, id)).catch(() => null);
  if (!entity) return;
  await ensureQueries(queryClient, [
    contactsQueryOptions(level, id),
    entityStaffQueryOptions(level, id, false, { silent: true }),
    ...(level === 'property' ? [] : [entityListQueryOptions(DIRECT_CHILD[level], id)]),
  ]);
}
