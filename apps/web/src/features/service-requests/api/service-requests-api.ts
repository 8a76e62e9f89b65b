import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  ServiceRequestSchema,
  SrCreatedSchema,
  SrNoteSchema,
  SrPageSchema,
  SrPinnedSchema,
  SrRecentSchema,
  SrTechnicianSchema,
  SrTypeSchema,
  type ServiceRequest,
  type SrPage,
} from '@kc/domain/service-requests/schemas';
import { apiRequest } from '#web/lib/api-client.ts';
import { LOADED_QUERY } from '#web/lib/route-data.ts';
import { srSearchQuery, type SrListSearch } from './sr-search-params.ts';

// The service-request pages' calls (decision 0063's API). One query key factory; every change refreshes the lists
// (a close, a new assignee or a pin moves a request between filters) and puts the server's answer in the detail cache.

export const srKeys = {
  all: ['service-requests'] as const,
  lists: ['service-requests', 'list'] as const,
  list: (search: SrListSearch) => ['service-requests', 'list', search] as const,
  detail: (id: number) => ['service-requests', 'detail', id] as const,
  recent: (propertyId: number) => ['service-requests', 'recent', propertyId] as const,
  types: ['service-requests', 'types'] as const,
  technicians: ['service-requests', 'technicians'] as const,
};

export const srListQueryOptions = (search: SrListSearch) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: srKeys.list(search),
    queryFn: ({ signal }) =>
      apiRequest(`/api/service-requests${srSearchQuery(search)}`, { schema: SrPageSchema, signal }),
  });

export const srDetailQueryOptions = (id: number) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: srKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(`/api/service-requests/${id}`, { schema: ServiceRequestSchema, signal }),
  });

/** The property's request from the last 20 minutes (spec 001 §5), read when the add page opens and again on submit. */
export const srRecentQueryOptions = (propertyId: number) =>
  queryOptions({
    queryKey: srKeys.recent(propertyId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/properties/${propertyId}/service-requests/recent`, { schema: SrRecentSchema, signal }),
  });

/** Reference data: the request types in the spec's order (the server sorts them). */
export const srTypesQueryOptions = queryOptions({
  queryKey: srKeys.types,
  queryFn: ({ signal }) => apiRequest('/api/service-requests/types', { schema: z.array(SrTypeSchema), signal }),
  staleTime: 10 * 60_000,
});

export const srTechniciansQueryOptions = queryOptions({
  queryKey: srKeys.technicians,
  queryFn: ({ signal }) =>
    apiRequest('/api/service-requests/technicians', { schema: z.array(SrTechnicianSchema), signal }),
  staleTime: 5 * 60_000,
});

/** The request as the server now has it, on screen at once; the lists refetch. */
function requestChanged(queryClient: QueryClient, request: ServiceRequest) {
  queryClient.setQueryData(srKeys.detail(request.id), request);
  void queryClient.invalidateQueries({ queryKey: srKeys.lists });
}

/** Silent: the add page shows field errors in place. */
export function useCreateServiceRequest(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      typeId: number;
      description: string;
      assigneeId: number | null;
      contactName: string | null;
      contactPhone: string | null;
      contactEmail: string | null;
    }) =>
      apiRequest(`/api/properties/${propertyId}/service-requests`, {
        method: 'POST',
        body,
        schema: SrCreatedSchema,
        silent: true,
      }),
    onSuccess: (created) => {
      requestChanged(queryClient, created.request);
      void queryClient.invalidateQueries({ queryKey: srKeys.recent(propertyId) });
    },
  });
}

export type SrChange =
  | { kind: 'update'; body: { typeId?: number; assigneeId?: number | null } }
  | { kind: 'close'; body: { resolutionNote: string } }
  | { kind: 'reopen'; body: Record<string, never> };

/**
 * Edits of one request, each sent with the version on screen (silent: the detail page says what went wrong, a 409
 * included, and reloads the request then).
 */
export function useChangeServiceRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ change, version }: { change: SrChange; version: number }) =>
      apiRequest(
        change.kind === 'update' ? `/api/service-requests/${id}` : `/api/service-requests/${id}/${change.kind}`,
        {
          method: change.kind === 'update' ? 'PUT' : 'POST',
          body: { ...change.body, version },
          schema: ServiceRequestSchema,
          silent: true,
        },
      ),
    onSuccess: (request) => requestChanged(queryClient, request),
    onError: () => queryClient.invalidateQueries({ queryKey: srKeys.detail(id) }),
  });
}

export function useAddServiceRequestNote(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      apiRequest(`/api/service-requests/${id}/notes`, {
        method: 'POST',
        body: { message },
        schema: SrNoteSchema,
        silent: true,
      }),
    onSuccess: (note) => {
      queryClient.setQueryData<ServiceRequest>(srKeys.detail(id), (r) => (r ? { ...r, notes: [...r.notes, note] } : r));
      void queryClient.invalidateQueries({ queryKey: srKeys.detail(id) });
    },
  });
}

/**
 * Pin or unpin a request for the caller (silent: the page shows "maximum 5 pinned requests" itself). The rows and the
 * detail show the new state at once; the lists then refetch, since pins lead the first page.
 */
export function usePinServiceRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, pinned }: { id: number; pinned: boolean }) =>
      apiRequest(`/api/service-requests/${id}/pin`, {
        method: pinned ? 'PUT' : 'DELETE',
        schema: SrPinnedSchema,
        silent: true,
      }),
    onSuccess: (answer, { id }) => {
      queryClient.setQueriesData<SrPage>({ queryKey: srKeys.lists }, (page) =>
        page ? { ...page, items: page.items.map((r) => (r.id === id ? { ...r, pinned: answer.pinned } : r)) } : page,
      );
      queryClient.setQueryData<ServiceRequest>(srKeys.detail(id), (r) => (r ? { ...r, pinned: answer.pinned } : r));
      void queryClient.invalidateQueries({ queryKey: srKeys.lists });
    },
  });
}
