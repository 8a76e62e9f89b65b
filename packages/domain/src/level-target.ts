import { levelSelectorKind } from './navigation.ts';
import type { RollupLevel } from './overview.ts';

/** What a login's level pages show: the selected property, or the level entity a roll-up covers. */
export type LevelTarget = { level: 'property'; id: number } | { level: RollupLevel; id: number };

/** The stored choice when it is still reachable, else the first entity (spec: default selection is the first). */
export function resolveSelection<T extends { id: number }>(items: readonly T[], storedId: number | null): T | null {
  return items.find((item) => item.id === storedId) ?? items[0] ?? null;
}

/** The parts of a login its level target depends on (the browser's Me and the server's principal both have them). */
export interface LevelLogin {
  role: number;
  commercialLevel: number;
  corporationId: number | null;
}

/**
 * A login's target (the overview and the alerts roll-up): a property-level login's selected property, a region or
 * division login's selected region or division, a corporate login's corporation; null while the selection list is
 * unknown or empty. The browser and the API's landing call (GET /api/me/overview) both decide it here.
 */
export function levelTargetOf(
  login: LevelLogin,
  selection: readonly { id: number }[] | null | undefined,
  storedId: number | null,
): LevelTarget | null {
  const kind = levelSelectorKind(login.role, login.commercialLevel);
  if (kind === null) return login.corporationId === null ? null : { level: 'corporation', id: login.corporationId };
  const chosen = resolveSelection(selection ?? [], storedId);
  return chosen ? { level: kind, id: chosen.id } : null;
}
