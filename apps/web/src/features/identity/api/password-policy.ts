import { PasswordPolicySchema, passwordPolicy, type PasswordPolicy } from '@kc/domain/password-policy';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

/** The server's password rules (public): the forms show and check the same ones the server enforces. */
export const passwordPolicyQueryOptions = queryOptions({
  queryKey: ['auth', 'password-policy'] as const,
  queryFn: ({ signal }) =>
    apiRequest('/api/auth/password-policy', { schema: PasswordPolicySchema, auth: false, silent: true, signal }),
  staleTime: 60 * 60_000,
});

/** The policy, or the domain's default while it loads or if it cannot be read (the server checks again anyway). */
export function usePasswordPolicy(): { policy: PasswordPolicy; isLoading: boolean } {
  const query = useQuery(passwordPolicyQueryOptions);
  return { policy: query.data ?? passwordPolicy(), isLoading: query.isLoading };
}
