import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { StaffSearchResultSchema, type StaffSearchItemSchema } from '@kc/domain/staff';
import { apiRequest } from '#web/lib/api-client.ts';

export type StaffSearchItem = z.infer<typeof StaffSearchItemSchema>;

export const STAFF_SEARCH_PAGE_SIZE = 10;

export const staffSearchQueryOptions = (query: string, page: number) =>
  queryOptions({
    queryKey: ['staff', 'search', { query, page }] as const,
    queryFn: ({ signal }) =>
      apiRequest('/api/staff/search', {
        method: 'POST',
        body: { query, page, perPage: STAFF_SEARCH_PAGE_SIZE },
        schema: StaffSearchResultSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
