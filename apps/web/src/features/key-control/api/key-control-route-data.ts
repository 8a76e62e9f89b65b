import type { QueryClient } from '@tanstack/react-query';
import { ensureQueries } from '#web/lib/route-data.ts';
import {
  datalogQueryOptions,
  datalogsQueryOptions,
  keyTagsQueryOptions,
  panelsQueryOptions,
  unitsQueryOptions,
} from './key-control-api.ts';

/** The key-control pages of a property and what each shows at once (ids as the pages read them). */
export const loadKeyControlPage = {
  unitList: (queryClient: QueryClient, propertyId: string) =>
    ensureQueries(queryClient, [unitsQueryOptions(Number(propertyId))]),
  scanning: (queryClient: QueryClient, propertyId: string) =>
    ensureQueries(queryClient, [datalogsQueryOptions(Number(propertyId))]),
  panel: (queryClient: QueryClient, datalogId: string) =>
    ensureQueries(queryClient, [datalogQueryOptions(Number(datalogId)), panelsQueryOptions(Number(datalogId))]),
  scanningUnits: (queryClient: QueryClient, propertyId: string, datalogId: string) =>
    ensureQueries(queryClient, [
      datalogQueryOptions(Number(datalogId)),
      keyTagsQueryOptions(Number(datalogId)),
      unitsQueryOptions(Number(propertyId)),
    ]),
};
