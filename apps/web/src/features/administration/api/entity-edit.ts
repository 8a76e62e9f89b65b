import {
  CorporationUpdateSchema,
  DivisionUpdateSchema,
  PropertyUpdateSchema,
  RegionUpdateSchema,
  type EntityLevel,
} from '@kc/domain/hierarchy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { LEVEL_PLURAL as PLURAL } from '@kc/domain/hierarchy';
import { ENTITY_SCHEMAS, type EntityOf } from '#web/lib/entity-api.ts';
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
