import type { Me } from '@kc/domain/auth';
import { levelTargetOf, type LevelTarget } from '@kc/domain/level-target';
import type { NamedEntity } from '@kc/domain/property-summary';

export type { LevelTarget };

/** The signed-in person's level target (the rule: @kc/domain/level-target). */
export function levelTarget(
  me: Me,
  selection: readonly NamedEntity[] | null | undefined,
  storedId: number | null,
): LevelTarget | null {
  const login = { role: me.role, commercialLevel: me.commercialLevel, corporationId: me.corporation?.id ?? null };
  return levelTargetOf(login, selection, storedId);
}
