import type { Me } from '@kc/domain/auth';
import type { QueryClient } from '@tanstack/react-query';
import { ensureHeaderProperty } from '#web/lib/my-entities.ts';
import { ensureQueries } from '#web/lib/route-data.ts';
import {
  datalogQueryOptions,
  datalogsQueryOptions,
  datalogSummaryQueryOptions,
  keyControlInfoQueryOptions,
  keyMapQueryOptions,
  keyTagsQueryOptions,
  panelsQueryOptions,
  unitsQueryOptions,
} from './key-control-api.ts';

const lastCommunication = (propertyId: number) => [
  datalogSummaryQueryOptions(propertyId),
  datalogsQueryOptions(propertyId),
];

/** The header's property of a customer page, when the login has one (the pages say "no property" otherwise). */
async function loadForHeaderProperty(
  queryClient: QueryClient,
  me: Me,
  queries: (propertyId: number) => Parameters<typeof ensureQueries>[1],
): Promise<void> {
  const property = await ensureHeaderProperty(queryClient, me);
  if (property) await ensureQueries(queryClient, queries(property.id));
}

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
  lastCommunication: (queryClient: QueryClient, propertyId: string) =>
    ensureQueries(queryClient, lastCommunication(Number(propertyId))),
  /** The key map of one datalog. */
  datalogKeyMap: (queryClient: QueryClient, datalogId: string) =>
    ensureQueries(queryClient, [keyMapQueryOptions(Number(datalogId))]),
  /** The property's datalogs, then the key map of the first (the one the page shows until another is chosen). */
  propertyKeyMap: async (queryClient: QueryClient, propertyId: string) => {
    const datalogs = await queryClient.ensureQueryData(datalogsQueryOptions(Number(propertyId))).catch(() => null);
    const first = datalogs?.[0];
    if (first) await ensureQueries(queryClient, [keyMapQueryOptions(first.id)]);
  },
  verification: (queryClient: QueryClient, propertyId: string) =>
    ensureQueries(queryClient, [keyControlInfoQueryOptions(Number(propertyId))]),
  verificationUnits: (queryClient: QueryClient, propertyId: string) =>
    ensureQueries(queryClient, [unitsQueryOptions(Number(propertyId)), keyControlInfoQueryOptions(Number(propertyId))]),
  /** /property-unit-list: the units of the header's property. */
  headerUnitList: (queryClient: QueryClient, me: Me) =>
    loadForHeaderProperty(queryClient, me, (id) => [unitsQueryOptions(id)]),
  /** /property-communication: the last communication of the header's property. */
  headerLastCommunication: (queryClient: QueryClient, me: Me) =>
    loadForHeaderProperty(queryClient, me, lastCommunication),
};
