import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  ContactsSchema,
  EntityPageSchema,
  PropertySchema,
  SimilarNameSchema,
  type StaffListItemSchema,
  type EntityLevel,
} from '@kc/domain/hierarchy';
import { apiRequest } from '#web/lib/api-client.ts';
import { LEVEL_PLURAL as PLURAL } from '@kc/domain/hierarchy';
import { entityKeys } from '#web/lib/entity-api.ts';
import { entityStaffKeys } from '#web/lib/entity-staff.ts';
import { LOADED_QUERY } from '#web/lib/route-data.ts';

export type EntityListItem = z.infer<typeof EntityPageSchema>['items'][number];
export type StaffListItem = z.infer<typeof StaffListItemSchema>;
export type SimilarName = z.infer<typeof SimilarNameSchema>;
/** The server's largest page (ListQuerySchema). */
export const LIST_PAGE_MAX = 100;

/**
 * Every entity of a level (optionally under one parent), read page by page at the server's largest page size.
 * Sorting must ignore a leading "The" (spec 000 §9), which the server's name order does not, so the client sorts.
 */
async function listAll(
  level: EntityLevel,
  parentId: number | undefined,
  signal: AbortSignal,
): Promise<EntityListItem[]> {
  const items: EntityListItem[] = [];
  for (let page = 1; ; page += 1) {
    const params = new URLSearchParams({ page: String(page), perPage: String(LIST_PAGE_MAX), includeDisabled: 'true' });
    if (parentId !== undefined) params.set('parentId', String(parentId));
    const answer = await apiRequest(`/api/${PLURAL[level]}?${params.toString()}`, { schema: EntityPageSchema, signal });
    items.push(...answer.items);
    if (answer.items.length < LIST_PAGE_MAX || items.length >= answer.total) return items;
  }
}

export const entityListQueryOptions = (level: EntityLevel, parentId?: number) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: ['hierarchy', 'list', level, parentId ?? null] as const,
    queryFn: ({ signal }) => listAll(level, parentId, signal),
    placeholderData: keepPreviousData,
  });

export const contactsQueryOptions = (level: EntityLevel, id: number) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: ['hierarchy', level, id, 'contacts'] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/${PLURAL[level]}/${id}/contacts`, { schema: ContactsSchema, signal, silent: true }),
  });

export const similarNamesQueryOptions = (level: EntityLevel, name: string, parentId?: number) =>
  queryOptions({
    queryKey: ['hierarchy', 'similar', level, name, parentId ?? null] as const,
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ name });
      if (parentId !== undefined) params.set('parentId', String(parentId));
      return apiRequest(`/api/${PLURAL[level]}/similar-name?${params.toString()}`, {
        schema: z.array(SimilarNameSchema),
        signal,
        silent: true,
      });
    },
    enabled: name.trim().length >= 2,
    staleTime: 30_000,
  });

/** Create (POST) or update (PUT with version) of any level; answers the saved entity. Silent: the form shows failures. */
export function useSaveEntity(level: EntityLevel, id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      apiRequest<{ id: number; version: number }>(
        id === undefined ? `/api/${PLURAL[level]}` : `/api/${PLURAL[level]}/${id}`,
        {
          method: id === undefined ? 'POST' : 'PUT',
          body,
          silent: true,
        },
      ),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['hierarchy'] }),
        queryClient.invalidateQueries({ queryKey: entityKeys.all }),
      ]);
    },
  });
}

export function useSetPrimaryContact(level: EntityLevel, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { staff: { id: number } | null; version: number }) =>
      apiRequest(`/api/${PLURAL[level]}/${id}/primary-contact`, { method: 'PUT', body, silent: true }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['hierarchy', level, id] }),
        queryClient.invalidateQueries({ queryKey: entityKeys.detail(level, id) }),
        queryClient.invalidateQueries({ queryKey: entityStaffKeys.entity(level, id) }),
      ]);
    },
  });
}

/** Soft delete (204). Silent: the confirmation modal shows the server's refusal (e.g. "still has properties"). */
export function useDeleteEntity(level: EntityLevel, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(`/api/${PLURAL[level]}/${id}`, { method: 'DELETE', silent: true }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: ['hierarchy', level, id] });
      queryClient.removeQueries({ queryKey: entityKeys.detail(level, id) });
      queryClient.removeQueries({ queryKey: entityStaffKeys.entity(level, id) });
      await queryClient.invalidateQueries({ queryKey: ['hierarchy', 'list'] });
    },
  });
}

type PropertyDetail = z.infer<typeof PropertySchema>;
/** The property account calls: ht-info flags, accounting info, customer number, temporary access date removal. */
export type AccountCall = 'ht-info' | 'ht-info/accounting' | 'customer-number' | 'temporary-access-date';

/** One account call; the answer (the saved property) replaces the cached one. Silent: the forms show failures. */
export function usePropertyAccount(id: number, call: AccountCall) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown> | undefined) =>
      apiRequest(`/api/properties/${id}/${call}`, {
        method: call === 'temporary-access-date' ? 'DELETE' : 'PUT',
        body,
        schema: PropertySchema,
        silent: true,
      }),
    onSuccess: async (saved: PropertyDetail) => {
      queryClient.setQueryData(entityKeys.detail('property', id), saved);
      await queryClient.invalidateQueries({ queryKey: ['hierarchy', 'list'] });
    },
  });
}
