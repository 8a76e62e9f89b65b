import type { Me } from '@kc/domain/auth';
import { levelSelectorKind } from '@kc/domain/navigation';
import type { RollupLevel } from '@kc/domain/overview';
import type { NamedEntity } from '@kc/domain/property-summary';
import { resolveSelection } from './selection.ts';

/** What a login's level pages show: the selected property, or the level entity a roll-up covers. */
export type LevelTarget = { level: 'property'; id: number } | { level: RollupLevel; id: number };

/**
 * A login's target (the overview and the alerts roll-up): a property-level login's selected property, a region or
 * division login's selected region or division, a corporate login's corporation; null while the selection list is
 * unknown or empty.
 */
export function levelTarget(
  me: Me,
  selection: readonly NamedEntity[] | null | undefined,
  storedId: number | null,
): LevelTarget | null {
  const kind = levelSelectorKind(me.role, me.commercialLevel);
  if (kind === null) return me.corporation ? { level: 'corporation', id: me.corporation.id } : null;
  const chosen = resolveSelection(selection ?? [], storedId);
  return chosen ? { level: kind, id: chosen.id } : null;
}
