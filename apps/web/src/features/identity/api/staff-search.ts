import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/** Mirrors POST /api/staff/search (packages/services/src/staff/search-staff.ts). */
export const StaffSearchItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.number().int(),
  roleName: z.string(),
  commercialLevel: z.number().int(),
  corporation: z.object({ id: z.number().int(), name: z.string() }),
  properties: z.array(z.object({ id: z.number().int(), name: z.string() })),
  disabled: z.boolean(),
});
export type StaffSearchItem = z.infer<typeof StaffSearchItemSchema>;
const StaffSearchResultSchema = z.object({ items: z.array(StaffSearchItemSchema), total: z.number().int() });

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
