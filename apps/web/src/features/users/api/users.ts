import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type UserCreateSchema, UserSchema, type UserUpdateSchema } from '@kc/domain/users';
import { ROLES, isInternalRole, type RoleId } from '@kc/domain/roles';
import * as z from 'zod/mini';
import { apiRequest } from '#web/lib/api-client.ts';
import { LOADED_QUERY } from '#web/lib/route-data.ts';

export const INTERNAL_ROLE_IDS = (Object.keys(ROLES).map(Number) as RoleId[]).filter(isInternalRole);
export const roleName = (id: number): string => ROLES[id as RoleId] ?? String(id);

export const usersQueryOptions = (userRoleId?: number) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: ['users', 'list', userRoleId ?? null] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/users${userRoleId ? `?userRoleId=${userRoleId}` : ''}`, { schema: z.array(UserSchema), signal }),
  });

export const userQueryOptions = (id: number) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: ['users', id] as const,
    queryFn: ({ signal }) => apiRequest(`/api/users/${id}`, { schema: UserSchema, signal }),
  });

export function useSaveUser(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof UserCreateSchema> | z.input<typeof UserUpdateSchema>) =>
      apiRequest(id === undefined ? '/api/users' : `/api/users/${id}`, {
        method: id === undefined ? 'POST' : 'PUT',
        body,
        schema: UserSchema,
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}

/** DELETE users/{id} deactivates the user and ends their sessions (decision 0012). */
export function useDeactivateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(`/api/users/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
