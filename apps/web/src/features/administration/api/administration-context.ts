import type { Me } from '@kc/domain/auth';
import type { EntityLevel } from '@kc/domain/hierarchy';
import { COMMERCIAL_LEVEL } from '@kc/domain/roles';
import { NamedEntitySchema } from '@kc/domain/property-summary';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '#web/lib/api-client.ts';
import { resolveSelection, useSelectedId, type SelectionKind } from '#web/lib/selection.ts';

const KIND: Partial<Record<number, SelectionKind>> = {
  [COMMERCIAL_LEVEL.property]: 'property',
  [COMMERCIAL_LEVEL.region]: 'region',
  [COMMERCIAL_LEVEL.division]: 'division',
};
const PATH: Record<SelectionKind, string> = { property: 'properties', region: 'regions', division: 'divisions' };

const mineQueryOptions = (kind: SelectionKind) =>
  queryOptions({
    queryKey: ['me', PATH[kind]] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/me/${PATH[kind]}`, { schema: z.array(NamedEntitySchema.loose()), signal }),
    staleTime: 5 * 60_000,
  });

export type AdministrationContext =
  { status: 'loading' } | { status: 'none' } | { status: 'ready'; level: EntityLevel; id: number; name: string };

/**
 * The entity an external login administers: the header's selected property, region or division at its commercial
 * level (the first one when nothing valid is stored), or its corporation at corporate level.
 */
export function useAdministrationContext(me: Me): AdministrationContext {
  const kind = KIND[me.commercialLevel] ?? null;
  const storedId = useSelectedId(kind ?? 'property');
  const list = useQuery({ ...mineQueryOptions(kind ?? 'property'), enabled: kind !== null });
  if (kind === null) {
    return me.corporation
      ? { status: 'ready', level: 'corporation', id: me.corporation.id, name: me.corporation.name }
      : { status: 'none' };
  }
  if (list.isPending) return { status: 'loading' };
  const chosen = resolveSelection(list.data ?? [], storedId);
  return chosen ? { status: 'ready', level: kind, id: chosen.id, name: chosen.name } : { status: 'none' };
}
