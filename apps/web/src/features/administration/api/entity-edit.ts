import {
  CorporationUpdateSchema,
  DivisionUpdateSchema,
  EntitySchema,
  PropertyUpdateSchema,
  RegionUpdateSchema,
  type EntityLevel,
} from '@kc/domain/hierarchy';
import type { PermissionKey } from '@kc/domain/permissions';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '#web/lib/api-client.ts';

const PLURAL: Record<EntityLevel, string> = {
  corporation: 'corporations',
  division: 'divisions',
  region: 'regions',
  property: 'properties',
};
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

export const EditableEntitySchema = EntitySchema.extend({
  faxNumber: z.string().nullable().optional(),
  contactEmail: z.string().nullable().optional(),
});
export type EditableEntity = z.infer<typeof EditableEntitySchema>;

export const editableEntityQueryOptions = (level: EntityLevel, id: number) =>
  queryOptions({
    queryKey: ['administration', 'entity', level, id] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/${PLURAL[level]}/${id}`, { schema: EditableEntitySchema.loose(), signal }),
  });

/** PUT /api/{level}/{id} with the loaded version; a stale version answers 409 (decision 0012). */
export function useUpdateEntity(level: EntityLevel, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      apiRequest(`/api/${PLURAL[level]}/${id}`, {
        method: 'PUT',
        body,
        schema: EditableEntitySchema.loose(),
        silent: true,
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (q) => q.queryKey.includes(level) || q.queryKey[0] === 'me' }),
  });
}
