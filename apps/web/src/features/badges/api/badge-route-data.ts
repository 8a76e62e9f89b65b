import { DbIdSchema } from '@kc/domain/ids';
import type { QueryClient } from '@tanstack/react-query';
import { propertySummaryQueryOptions } from '#web/lib/my-entities.ts';
import { ensureQueries } from '#web/lib/route-data.ts';
import { badgeListQueryOptions, badgeQueryOptions, restrictionsQueryOptions } from './badges-api.ts';

const idOf = (raw: string): number | null => {
  const parsed = DbIdSchema.safeParse(Number(raw));
  return parsed.success ? parsed.data : null;
};

/** The loader of the active or inactive badge list: the badges and the property's name in the description. */
export function loadBadgeList(queryClient: QueryClient, rawPropertyId: string, active: boolean) {
  const id = idOf(rawPropertyId);
  if (id === null) return;
  return ensureQueries(queryClient, [badgeListQueryOptions(id, active), propertySummaryQueryOptions(id)]);
}

/** The loader of the edit-badge form: the badge. */
export function loadBadgeForm(queryClient: QueryClient, rawBadgeId: string) {
  const id = idOf(rawBadgeId);
  if (id === null) return;
  return ensureQueries(queryClient, [badgeQueryOptions(id)]);
}

/** The loader of a property's badge restrictions. */
export function loadRestrictions(queryClient: QueryClient, rawPropertyId: string) {
  const id = idOf(rawPropertyId);
  if (id === null) return;
  return ensureQueries(queryClient, [restrictionsQueryOptions(id)]);
}
