import {
  ActivitySchema,
  VendorSchema,
  WorkOrderSchema,
  type ActivitiesUpdate,
  type VendorCreate,
  type VendorUpdate,
  type WorkOrderCreate,
  type WorkOrderUpdate,
} from '@kc/domain/property-ops';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '#web/lib/api-client.ts';
import { LOADED_QUERY } from '#web/lib/route-data.ts';

export const opsKeys = {
  vendors: (propertyId: number) => ['property-ops', propertyId, 'vendors'] as const,
  workOrders: (propertyId: number) => ['property-ops', propertyId, 'work-orders'] as const,
  workOrder: (id: number) => ['property-ops', 'work-order', id] as const,
  activities: (propertyId: number) => ['property-ops', propertyId, 'activities'] as const,
};

export const vendorsQueryOptions = (propertyId: number) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: opsKeys.vendors(propertyId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/properties/${propertyId}/vendors?includeInactive=true`, {
        schema: z.array(VendorSchema),
        signal,
      }),
  });

export const workOrdersQueryOptions = (propertyId: number) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: opsKeys.workOrders(propertyId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/properties/${propertyId}/work-orders`, { schema: z.array(WorkOrderSchema), signal }),
  });

export const workOrderQueryOptions = (id: number) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: opsKeys.workOrder(id),
    queryFn: ({ signal }) => apiRequest(`/api/work-orders/${id}`, { schema: WorkOrderSchema, signal }),
  });

export const activitiesQueryOptions = (propertyId: number) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: opsKeys.activities(propertyId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/properties/${propertyId}/activities`, { schema: z.array(ActivitySchema), signal }),
  });

export function useSaveVendor(propertyId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: VendorCreate | VendorUpdate }) =>
      id === undefined
        ? apiRequest(`/api/properties/${propertyId}/vendors`, {
            method: 'POST',
            body,
            schema: VendorSchema,
            silent: true,
          })
        : apiRequest(`/api/vendors/${id}`, { method: 'PUT', body, schema: VendorSchema, silent: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: opsKeys.vendors(propertyId) }),
  });
}

export function useSaveWorkOrder(propertyId: number, id?: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: WorkOrderCreate | WorkOrderUpdate) =>
      id === undefined
        ? apiRequest(`/api/properties/${propertyId}/work-orders`, {
            method: 'POST',
            body,
            schema: WorkOrderSchema,
            silent: true,
          })
        : apiRequest(`/api/work-orders/${id}`, { method: 'PUT', body, schema: WorkOrderSchema, silent: true }),
    onSuccess: async (saved) => {
      qc.setQueryData(opsKeys.workOrder(saved.id), saved);
      await qc.invalidateQueries({ queryKey: opsKeys.workOrders(propertyId) });
    },
  });
}

export function useSaveActivities(propertyId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ActivitiesUpdate) =>
      apiRequest(`/api/properties/${propertyId}/activities`, { method: 'PUT', body, schema: z.array(ActivitySchema) }),
    onSuccess: (list) => qc.setQueryData(opsKeys.activities(propertyId), list),
  });
}
