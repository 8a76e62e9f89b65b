import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  ResidentSchema,
  ResidentUnitSchema,
  type ResidentCreate,
  type ResidentUpdate,
} from '@kc/domain/notifications/residents';
import { apiRequest } from '#web/lib/api-client.ts';

export const residentKeys = {
  all: (propertyId: number) => ['residents', propertyId] as const,
  list: (propertyId: number) => ['residents', propertyId, 'list'] as const,
  units: (propertyId: number) => ['residents', propertyId, 'units'] as const,
};

export const residentsQueryOptions = (propertyId: number) =>
  queryOptions({
    queryKey: residentKeys.list(propertyId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/properties/${propertyId}/residents`, { schema: z.array(ResidentSchema), signal }),
  });

export const residentUnitsQueryOptions = (propertyId: number) =>
  queryOptions({
    queryKey: residentKeys.units(propertyId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/properties/${propertyId}/residents/units`, { schema: z.array(ResidentUnitSchema), signal }),
  });

const useInvalidate = (propertyId: number) => {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: residentKeys.all(propertyId) });
};

export function useSaveResident(propertyId: number) {
  const invalidate = useInvalidate(propertyId);
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: ResidentCreate | ResidentUpdate }) =>
      id === undefined
        ? apiRequest(`/api/properties/${propertyId}/residents`, {
            method: 'POST',
            body,
            schema: ResidentSchema,
            silent: true,
          })
        : apiRequest(`/api/residents/${id}`, { method: 'PUT', body, schema: ResidentSchema, silent: true }),
    onSuccess: invalidate,
  });
}

export function useRemoveResident(propertyId: number) {
  const invalidate = useInvalidate(propertyId);
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/api/residents/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
