import type { QueryClient } from '@tanstack/react-query';
import { DbIdSchema } from '@kc/domain/ids';
import { ensureQueries } from '#web/lib/route-data.ts';
import { userQueryOptions, usersQueryOptions } from './users.ts';

/** The loader of /internal-users: the list, filtered by the role in the URL. */
export function loadUsers(queryClient: QueryClient, userRoleId: number | undefined) {
  return ensureQueries(queryClient, [usersQueryOptions(userRoleId)]);
}

/** The loader of the edit-user form: the user (an id that is not a database id loads nothing; the page says so). */
export function loadUser(queryClient: QueryClient, rawId: string) {
  const parsed = DbIdSchema.safeParse(Number(rawId));
  if (!parsed.success) return;
  return ensureQueries(queryClient, [userQueryOptions(parsed.data)]);
}
