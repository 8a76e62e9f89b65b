import type { QueryClient } from '@tanstack/react-query';
import { entityQueryOptions } from '#web/lib/entity-api.ts';
import { ensureQueries } from '#web/lib/route-data.ts';
import {
  srDetailQueryOptions,
  srListQueryOptions,
  srRecentQueryOptions,
  srTechniciansQueryOptions,
  srTypesQueryOptions,
} from './service-requests-api.ts';
import { readSrSearch } from './sr-search-params.ts';
import type { SrQuery } from './sr-route.ts';

/** A route parameter as a database id, or null (the page then says "not found"). */
export function parseSrId(raw: string): number | null {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}

/** /service-requests: the page the URL asks for and the filters' choices (decision 0025). */
export const loadSrList = (queryClient: QueryClient, query: SrQuery) =>
  ensureQueries(queryClient, [srListQueryOptions(readSrSearch(query)), srTypesQueryOptions, srTechniciansQueryOptions]);

/** /service-requests/{propertyId}/add: the property, the choices and the 20-minute check. */
export function loadSrAdd(queryClient: QueryClient, propertyId: number | null) {
  if (propertyId === null) return undefined;
  return ensureQueries(queryClient, [
    entityQueryOptions('property', propertyId),
    srTypesQueryOptions,
    srTechniciansQueryOptions,
    srRecentQueryOptions(propertyId),
  ]);
}

/** /service-requests/property/{propertyId}/{requestId}: the request and the choices its editors offer. */
export function loadSrDetail(queryClient: QueryClient, requestId: number | null) {
  if (requestId === null) return undefined;
  return ensureQueries(queryClient, [srDetailQueryOptions(requestId), srTypesQueryOptions, srTechniciansQueryOptions]);
}
