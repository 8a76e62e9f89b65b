import * as z from 'zod/mini';
import { queryOptions } from '@tanstack/react-query';
import { LEVEL_PLURAL, StaffListItemSchema, type EntityLevel } from '@kc/domain/hierarchy';
import { apiRequest } from './api-client.ts';
import { LOADED_QUERY } from './route-data.ts';

/**
 * The query keys of `GET /api/{level}/{id}/staff`, an entity's site logins. The entity pages (hierarchy) and the
 * site-login lists (staff) share this one cache entry per entity and list (decision 0025); a change to a login or to
 * the entity's primary contact invalidates `entityStaffKeys.entity` or `entityStaffKeys.all`. The keys sit under
 * `['staff']`, so invalidating every staff query covers the lists too.
 */
export const entityStaffKeys = {
  all: ['staff', 'list'] as const,
  entity: (level: EntityLevel, id: number) => ['staff', 'list', level, id] as const,
  list: (level: EntityLevel, id: number, disabled: boolean) => ['staff', 'list', level, id, disabled] as const,
};

/**
 * An entity's active (or, with `disabled`, inactive) site logins. `silent`: no toast when the call fails, for a page
 * where the list is one section among others and the page reports its own failure.
 */
export const entityStaffQueryOptions = (
  level: EntityLevel,
  id: number,
  disabled: boolean,
  { silent = false }: { silent?: boolean } = {},
) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: entityStaffKeys.list(level, id, disabled),
    queryFn: ({ signal }) =>
      apiRequest(`/api/${LEVEL_PLURAL[level]}/${id}/staff?isDisabled=${disabled}`, {
        schema: z.array(StaffListItemSchema),
        signal,
        silent,
      }),
  });
