import {
  CorporationUpdateSchema,
  DivisionUpdateSchema,
  PropertyUpdateSchema,
  RegionUpdateSchema,
  type EntityLevel,
} from '@kc/domain/hierarchy';
import type { PermissionKey } from '@kc/domain/permissions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { ENTITY_SCHEMAS, LEVEL_PATH as PLURAL, type EntityOf } from '#web/lib/entity-api.ts';
export const CONTACT_RIGHT: Record<EntityLevel, PermissionKey> = {
  corporation: 'Corporation-ContactInfo_UPDATE',
  division: 'Division-ContactInfo_UPDATE',
  region: 'Region-ContactInfo_UPDATE',
  property: 'Property-ContactInfo_UPDATE',
};
export const UPDATE_SCHEMA = {
  corporation: CorporationUpdateSchema,
  division: DivisionUpdateSchema,
  region: RegionUpdateSchema,
  property: PropertyUpdateSchema,
} as const;

/** The entity an edit page shows; only a property has a fax number and a contact e-mail. */
export type EditableEntity = EntityOf<EntityLevel>;

/** PUT /api/{level}/{id} with the loaded version; a stale version answers 409 (decision 0012). */
export function useUpdateEntity(level: EntityLevel, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      apiRequest(`/api/${PLURAL[level]}/${id}`, {
        method: 'PUT',
        body,
        schema: ENTITY_SCHEMAS[level],
        silent: true,
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (q) => q.queryKey.includes(level) || q.queryKey[0] === 'me' }),
  });
}
