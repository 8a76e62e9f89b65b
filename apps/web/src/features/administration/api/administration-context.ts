import type { Me } from '@kc/domain/auth';
import type { EntityLevel } from '@kc/domain/hierarchy';
import type { NamedEntity } from '@kc/domain/property-summary';
import { levelSelectorKind } from '@kc/domain/navigation';
import type { QueryClient } from '@tanstack/react-query';
import { ensureMySelection, useMySelection } from '#web/lib/my-entities.ts';
import { getSelectedId, resolveSelection, useSelectedId, type SelectionKind } from '#web/lib/selection.ts';

export type AdministrationContext =
  { status: 'loading' } | { status: 'none' } | { status: 'ready'; level: EntityLevel; id: number; name: string };
type Ready = Extract<AdministrationContext, { status: 'ready' }>;

/** The corporation a corporate login administers, or none (the levels below choose from their list). */
const corporationContext = (me: Me): Ready | { status: 'none' } =>
  me.corporation
    ? { status: 'ready', level: 'corporation', id: me.corporation.id, name: me.corporation.name }
    : { status: 'none' };

const chosenContext = (kind: SelectionKind, chosen: NamedEntity | null): Ready | { status: 'none' } =>
  chosen ? { status: 'ready', level: kind, id: chosen.id, name: chosen.name } : { status: 'none' };

/**
 * The entity an external login administers: the header's selected property, region or division at its commercial
 * level (the first one when nothing valid is stored), or its corporation at corporate level.
 */
export function useAdministrationContext(me: Me): AdministrationContext {
  const kind = levelSelectorKind(me.role, me.commercialLevel);
  const storedId = useSelectedId(kind ?? 'property');
  const list = useMySelection(kind);
  if (kind === null) return corporationContext(me);
  if (list.isPending) return { status: 'loading' };
  return chosenContext(kind, resolveSelection(list.data ?? [], storedId));
}

/** For a route's loader: the administered entity as `useAdministrationContext` resolves it, or null when none. */
export async function ensureAdministrationContext(queryClient: QueryClient, me: Me): Promise<Ready | null> {
  const kind = levelSelectorKind(me.role, me.commercialLevel);
  if (kind === null) {
    const context = corporationContext(me);
    return context.status === 'ready' ? context : null;
  }
  const list = await ensureMySelection(queryClient, kind);
  const context = chosenContext(kind, list ? resolveSelection(list, getSelectedId(kind)) : null);
  return context.status === 'ready' ? context : null;
}
