import { TokenSetSchema, type Me, type SignInBody } from '@kc/domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { startSession } from '#web/lib/session.ts';

/** Silent: the login form shows its own field errors and alert instead of toasts. */
export function signIn(body: SignInBody) {
  return apiRequest('/api/auth/sign-in', { method: 'POST', body, schema: TokenSetSchema, auth: false, silent: true });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation<Me, Error, SignInBody>({
    mutationFn: async (body) => startSession(queryClient, await signIn(body)),
  });
}
