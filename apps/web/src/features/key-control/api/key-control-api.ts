import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  DatalogSchema,
  DatalogSummarySchema,
  KeyControlInfoSchema,
  KeyMapSchema,
  KeyPanelSchema,
  KeyTagSchema,
  UnitSchema,
  type UnitInput,
  type UnitUpdate,
} from '@kc/domain/key-control';
import { apiRequest } from '#web/lib/api-client.ts';
import { LOADED_QUERY } from '#web/lib/route-data.ts';

export type KeyPanel = z.infer<typeof KeyPanelSchema>;
export type KeyTag = z.infer<typeof KeyTagSchema>;
export type DatalogSummary = z.infer<typeof DatalogSummarySchema>;

export const kcKeys = {
  units: (propertyId: number) => ['key-control', 'units', propertyId] as const,
  datalogs: (propertyId: number) => ['key-control', 'datalogs', propertyId] as const,
  datalog: (datalogId: number) => ['key-control', 'datalog', datalogId] as const,
};

export const unitsQueryOptions = (propertyId: number) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: kcKeys.units(propertyId),
    queryFn: ({ signal }) => apiRequest(`/api/properties/${propertyId}/units`, { schema: z.array(UnitSchema), signal }),
  });
export const datalogsQueryOptions = (propertyId: number) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: kcKeys.datalogs(propertyId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/properties/${propertyId}/datalogs`, { schema: z.array(DatalogSchema), signal }),
  });
export const datalogSummaryQueryOptions = (propertyId: number) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: [...kcKeys.datalogs(propertyId), 'summary'] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/properties/${propertyId}/datalogs/summary`, { schema: DatalogSummarySchema, signal }),
  });
export const keyControlInfoQueryOptions = (propertyId: number) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: ['key-control', 'info', propertyId] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/properties/${propertyId}/key-control-info`, { schema: KeyControlInfoSchema, signal }),
  });
export const datalogQueryOptions = (datalogId: number) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: kcKeys.datalog(datalogId),
    queryFn: ({ signal }) => apiRequest(`/api/datalogs/${datalogId}`, { schema: DatalogSchema, signal }),
  });
export const panelsQueryOptions = (datalogId: number) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: [...kcKeys.datalog(datalogId), 'panels'] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/datalogs/${datalogId}/panels`, { schema: z.array(KeyPanelSchema), signal }),
  });
export const keyTagsQueryOptions = (datalogId: number) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: [...kcKeys.datalog(datalogId), 'tags'] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/datalogs/${datalogId}/key-tags`, { schema: z.array(KeyTagSchema), signal }),
  });
export const keyMapQueryOptions = (datalogId: number) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: [...kcKeys.datalog(datalogId), 'key-map'] as const,
    queryFn: ({ signal }) => apiRequest(`/api/datalogs/${datalogId}/key-map`, { schema: KeyMapSchema, signal }),
  });

/** Unit mutations; every one refreshes the property's unit list. */
export function useUnitMutations(propertyId: number) {
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: kcKeys.units(propertyId) });
  const base = `/api/properties/${propertyId}/units`;
  return {
    add: useMutation({
      mutationFn: (body: UnitInput) => apiRequest(base, { method: 'POST', body, schema: UnitSchema }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: UnitUpdate }) =>
        apiRequest(`${base}/${id}`, { method: 'PUT', body, schema: UnitSchema }),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: number) => apiRequest(`${base}/${id}`, { method: 'DELETE' }), onSuccess }),
    upload: useMutation({
      mutationFn: (text: string) =>
        apiRequest(`${base}/upload`, {
          method: 'POST',
          body: { text },
          schema: z.object({ added: z.number() }),
          silent: true,
        }),
      onSuccess,
    }),
  };
}

/** Datalog-level mutations (settings, panels, tags, finalize); each refreshes the datalog and the property's list. */
export function useDatalogMutations(datalogId: number, propertyId: number) {
  const qc = useQueryClient();
  const onSuccess = async () => {
    await qc.invalidateQueries({ queryKey: kcKeys.datalog(datalogId) });
    await qc.invalidateQueries({ queryKey: kcKeys.datalogs(propertyId) });
  };
  const base = `/api/datalogs/${datalogId}`;
  return {
    update: useMutation({
      mutationFn: (body: { rowVersion: number; datalogType?: 'touch' | 'gen10'; nonLetteredPanels?: boolean }) =>
        apiRequest(base, { method: 'PUT', body, schema: DatalogSchema }),
      onSuccess,
    }),
    addPanel: useMutation({
      mutationFn: (rowVersion: number) =>
        apiRequest(`${base}/panels`, { method: 'POST', body: { rowVersion }, schema: KeyPanelSchema }),
      onSuccess,
    }),
    removePanel: useMutation({
      mutationFn: ({ id, rowVersion }: { id: number; rowVersion: number }) =>
        apiRequest(`${base}/panels/${id}?rowVersion=${rowVersion}`, { method: 'DELETE' }),
      onSuccess,
    }),
    scanPanel: useMutation({
      mutationFn: ({ id, rowVersion }: { id: number; rowVersion: number }) =>
        apiRequest(`${base}/panels/${id}/scan`, { method: 'POST', body: { rowVersion }, schema: KeyPanelSchema }),
      onSuccess,
    }),
    saveTags: useMutation({
      mutationFn: (body: {
        rowVersion: number;
        tags: { tagNumber: string; unitId: number | null; hook?: string | null }[];
      }) => apiRequest(`${base}/key-tags`, { method: 'PUT', body, schema: z.array(KeyTagSchema) }),
      onSuccess,
    }),
    finalize: useMutation({
      mutationFn: (body: { rowVersion: number; noAdmins: boolean }) =>
        apiRequest(`${base}/finalize`, { method: 'POST', body, schema: DatalogSchema }),
      onSuccess,
    }),
  };
}

export function useConfirmUnitEntry(propertyId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (contactId: number | null) =>
      apiRequest(`/api/properties/${propertyId}/verification/confirm`, {
        method: 'POST',
        body: { contactId },
        schema: z.object({ customerUnitEntry: z.boolean() }),
      }),
    onSuccess: () => qc.invalidateQueries(),
  });
}
