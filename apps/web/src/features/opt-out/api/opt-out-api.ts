import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { OptOutDescriptionSchema } from '@kc/domain/notifications/email-kinds';
import { apiRequest } from '#web/lib/api-client.ts';

const optOutKey = (token: string) => ['opt-out', token] as const;

/** What the link would stop. Anonymous and silent: the page shows its own message for every failure. */
export const optOutQueryOptions = (token: string) =>
  queryOptions({
    queryKey: optOutKey(token),
    queryFn: ({ signal }) =>
      apiRequest(`/api/opt-out?token=${encodeURIComponent(token)}`, {
        schema: OptOutDescriptionSchema,
        auth: false,
        silent: true,
        signal,
      }),
    retry: false,
    staleTime: Infinity,
  });

/** Confirms the opt-out (POST); the answer replaces the description, so the page shows the outcome. */
export function useConfirmOptOut(token: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('/api/opt-out', {
        method: 'POST',
        body: { token },
        schema: OptOutDescriptionSchema,
        auth: false,
        silent: true,
      }),
    onSuccess: (answer) => qc.setQueryData(optOutKey(token), { ...answer, alreadyOptedOut: true }),
  });
}
