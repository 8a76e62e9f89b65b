import {
  BadgeSchema,
  BadgeSearchHitSchema,
  ClearUnusedResultSchema,
  RestrictionChoicesSchema,
  RestrictionSchema,
  type Badge,
  type BadgeCreate,
  type BadgeUpdate,
  type RestrictionCreate,
  type RestrictionUpdate,
} from '@kc/domain/badges';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '#web/lib/api-client.ts';
import { LOADED_QUERY } from '#web/lib/route-data.ts';

export const badgeKeys = {
  all: ['badges'] as const,
  list: (propertyId: number, active: boolean) =>
    ['badges', 'property', propertyId, active ? 'active' : 'inactive'] as const,
  detail: (id: number) => ['badges', 'detail', id] as const,
  restrictions: (propertyId: number) => ['badges', 'restrictions', propertyId] as const,
  search: (level: string, id: number, q: string) => ['badges', 'search', level, id, q] as const,
};

export const badgeListQueryOptions = (propertyId: number, active: boolean) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: badgeKeys.list(propertyId, active),
    queryFn: ({ signal }) =>
      apiRequest(`/api/properties/${propertyId}/badges/${active ? 'active' : 'inactive'}`, {
        schema: z.array(BadgeSchema),
        signal,
      }),
  });

export const badgeQueryOptions = (id: number) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: badgeKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(`/api/badges/${id}`, { schema: BadgeSchema, signal }),
  });

export const badgeSearchQueryOptions = (level: 'corporation' | 'division' | 'region', id: number, q: string) =>
  queryOptions({
    queryKey: badgeKeys.search(level, id, q),
    queryFn: ({ signal }) =>
      apiRequest(`/api/badge-search/${level}/${id}?q=${encodeURIComponent(q)}`, {
        schema: z.array(BadgeSearchHitSchema),
        signal,
      }),
  });

export const restrictionsQueryOptions = (propertyId: number) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: badgeKeys.restrictions(propertyId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/properties/${propertyId}/badge-restrictions`, { schema: z.array(RestrictionSchema), signal }),
  });

export const restrictionChoicesQueryOptions = (propertyId: number) =>
  queryOptions({
    queryKey: [...badgeKeys.restrictions(propertyId), 'choices'] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/properties/${propertyId}/badge-restrictions/choices`, {
        schema: RestrictionChoicesSchema,
        signal,
      }),
  });

/** Every badge change can move a badge between lists, searches and restriction choices: refresh the area. */
function useInvalidateBadges() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: badgeKeys.all });
}

export function useSaveBadge(propertyId: number, badgeId?: number) {
  const invalidate = useInvalidateBadges();
  return useMutation({
    mutationFn: (body: BadgeCreate | BadgeUpdate) =>
      badgeId === undefined
        ? apiRequest(`/api/properties/${propertyId}/badges`, {
            method: 'POST',
            body,
            schema: BadgeSchema,
            silent: true,
          })
        : apiRequest(`/api/badges/${badgeId}`, { method: 'PUT', body, schema: BadgeSchema, silent: true }),
    onSuccess: invalidate,
  });
}

export function useSetBadgeActive() {
  const invalidate = useInvalidateBadges();
  return useMutation({
    mutationFn: ({ badge, active }: { badge: Badge; active: boolean }) =>
      apiRequest(`/api/badges/${badge.id}/${active ? 'reactivate' : 'deactivate'}`, {
        method: 'POST',
        schema: BadgeSchema,
      }),
    onSuccess: invalidate,
  });
}

export function useClearUnusedBadges(propertyId: number) {
  const invalidate = useInvalidateBadges();
  return useMutation({
    mutationFn: (days: number) =>
      apiRequest(`/api/properties/${propertyId}/clear-unused-badge`, {
        method: 'POST',
        body: { days },
        schema: ClearUnusedResultSchema,
      }),
    onSuccess: invalidate,
  });
}

export function useSaveRestriction(propertyId: number) {
  const invalidate = useInvalidateBadges();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: RestrictionCreate | RestrictionUpdate }) =>
      id === undefined
        ? apiRequest(`/api/properties/${propertyId}/badge-restrictions`, {
            method: 'POST',
            body,
            schema: RestrictionSchema,
            silent: true,
          })
        : apiRequest(`/api/badge-restrictions/${id}`, { method: 'PUT', body, schema: RestrictionSchema, silent: true }),
    onSuccess: invalidate,
  });
}

export function useDeleteRestriction() {
  const invalidate = useInvalidateBadges();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/api/badge-restrictions/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
