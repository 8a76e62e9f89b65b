import type { EntityLevel } from '@kc/domain/hierarchy';
import { DbIdSchema } from '@kc/domain/ids';
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

/**
 * The loader of an add or edit form: the entity being edited (or the parent an entity is added under), then its own
 * parents, whose addresses the form offers to copy. An id that is not a database id loads nothing (the page says so).
 */
export async function loadEntityForm(queryClient: QueryClient, level: EntityLevel, rawId: string): Promise<void> {
  const parsed = DbIdSchema.safeParse(Number(rawId));
  if (!parsed.success) return;
  const entity = await queryClient.ensureQueryData(entityQueryOptions(level, parsed.data)).catch(() => null);
  if (!entity) return;
  const parents = (['corporation', 'division', 'region'] as const).flatMap((parent) => {
    const ref = parent === level ? null : entity[parent];
    return ref ? [entityQueryOptions(parent, ref.id)] : [];
  });
  await ensureQueries(queryClient, parents);
}
