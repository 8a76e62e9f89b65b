import type { Me } from '@kc/domain/auth';
import type { EntityLevel } from '@kc/domain/hierarchy';
import { DbIdSchema } from '@kc/domain/ids';
import type { QueryClient } from '@tanstack/react-query';
import { entityQueryOptions } from '#web/lib/entity-api.ts';
import { entityStaffQueryOptions } from '#web/lib/entity-staff.ts';
import { ensureQueries } from '#web/lib/route-data.ts';
import { ensureAdministrationContext } from './administration-context.ts';

/** The loader of /administration: the administered entity (from the header's list) and its active site logins. */
export async function loadAdministration(queryClient: QueryClient, me: Me): Promise<void> {
  const context = await ensureAdministrationContext(queryClient, me);
  if (context) await ensureQueries(queryClient, [entityStaffQueryOptions(context.level, context.id, false)]);
}

/** The loader of an administration edit page: the entity as the form shows it (an invalid id shows not-found). */
export function loadAdministrationEdit(queryClient: QueryClient, level: EntityLevel, rawId: string | number) {
  const parsed = DbIdSchema.safeParse(Number(rawId));
  if (!parsed.success) return;
  return ensureQueries(queryClient, [entityQueryOptions(level, parsed.data)]);
}
