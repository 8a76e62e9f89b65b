import type { EntityLevel } from '@kc/domain/hierarchy';
import type { QueryClient } from '@tanstack/react-query';
import { entityQueryOptions } from '#web/lib/entity-api.ts';
import { ensureQueries } from '#web/lib/route-data.ts';
import { entityStaffQueryOptions } from '#web/lib/entity-staff.ts';
import { accessRolesQueryOptions, staffDetailQueryOptions } from './staff-api.ts';
import { LEVEL_OF_CONTEXT, parseId } from './staff-form-logic.ts';

/** The loader of a site-login list: the entity it belongs to and its active or inactive logins. */
export function loadSiteLogins(queryClient: QueryClient, level: EntityLevel, rawId: string, disabled: boolean) {
  const id = parseId(rawId);
  if (id === null) return;
  return ensureQueries(queryClient, [entityQueryOptions(level, id), entityStaffQueryOptions(level, id, disabled)]);
}

/** The loader of the add or edit site-login form: the entity, the login being edited and the level's access roles. */
export function loadStaffForm(queryClient: QueryClient, level: EntityLevel, rawId: string, rawStaffId?: string) {
  const id = parseId(rawId);
  const staffId = rawStaffId === undefined ? null : parseId(rawStaffId);
  if (id === null || (rawStaffId !== undefined && staffId === null)) return;
  return ensureQueries(queryClient, [
    entityQueryOptions(level, id),
    accessRolesQueryOptions(LEVEL_OF_CONTEXT[level]),
    ...(staffId === null ? [] : [staffDetailQueryOptions(staffId)]),
  ]);
}
