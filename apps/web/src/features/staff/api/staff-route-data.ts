import type { Me } from '@kc/domain/auth';
import type { EntityLevel } from '@kc/domain/hierarchy';
import type { QueryClient } from '@tanstack/react-query';
import { entityQueryOptions } from '#web/lib/entity-api.ts';
import { ensureQueries } from '#web/lib/route-data.ts';
import { entityStaffQueryOptions } from '#web/lib/entity-staff.ts';
import {
  accessRolesQueryOptions,
  corporationDomainsQueryOptions,
  ssoQueryOptions,
  staffDetailQueryOptions,
} from './staff-api.ts';
import { LEVEL_OF_CONTEXT, parseId } from './staff-form-logic.ts';

/** The loader of a site-login list: the entity it belongs to and its active or inactive logins. */
export function loadSiteLogins(queryClient: QueryClient, level: EntityLevel, rawId: string, disabled: boolean) {
  const id = parseId(rawId);
  if (id === null) return;
  return ensureQueries(queryClient, [entityQueryOptions(level, id), entityStaffQueryOptions(level, id, disabled)]);
}

/**
 * The loader of the add or edit site-login form: the entity, the login being edited and the level's access roles;
 * once the entity is in, what the page also waits for before it shows the form: its corporation's e-mail domains (a
 * new login) and, for provider staff, whether the corporation has single sign-on (same conditions as the page).
 */
export async function loadStaffForm(
  queryClient: QueryClient,
  me: Me,
  level: EntityLevel,
  rawId: string,
  rawStaffId?: string,
): Promise<void> {
  const id = parseId(rawId);
  const staffId = rawStaffId === undefined ? null : parseId(rawStaffId);
  if (id === null || (rawStaffId !== undefined && staffId === null)) return;
  const withCorporation = async () => {
    const entity = await queryClient.ensureQueryData(entityQueryOptions(level, id)).catch(() => null);
    const corporationId = entity
      ? entity.level === 'corporation'
        ? entity.id
        : (entity.corporation?.id ?? null)
      : null;
    if (corporationId === null) return;
    await ensureQueries(queryClient, [
      ...(staffId === null ? [corporationDomainsQueryOptions(corporationId)] : []),
      ...(me.isInternalUser ? [ssoQueryOptions(corporationId)] : []),
    ]);
  };
  await Promise.all([
    withCorporation(),
    ensureQueries(queryClient, [
      accessRolesQueryOptions(LEVEL_OF_CONTEXT[level]),
      ...(staffId === null ? [] : [staffDetailQueryOptions(staffId)]),
    ]),
  ]);
}
