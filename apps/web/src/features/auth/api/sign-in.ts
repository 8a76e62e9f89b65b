import { SignInBodySchema, TokenSetSchema, type Me, type SignInBody } from '@kc/domain/auth';
import { loadQueryClient } from '#web/lib/query-client-loader.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { startSession } from '#web/lib/session.ts';
import { rememberViewerTimeZone } from '#web/lib/viewer-time-zone.ts';
import type { SignInFailure } from './sign-in-error.ts';

// Loaded by the login form as it appears, not with the page: the schemas bring zod (decision 0057).

/** The first message of each field the schema refuses. */
export function signInFieldErrors(values: SignInBody): SignInFailure['fieldErrors'] {
  const parsed = SignInBodySchema.safeParse(values);
  const errors: SignInFailure['fieldErrors'] = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Silent: the login form shows its own field errors and alert instead of toasts. */
export function signIn(body: SignInBody) {
  return apiRequest('/api/auth/sign-in', { method: 'POST', body, schema: TokenSetSchema, auth: false, silent: true });
}

/** Signs in and starts the session: resolves with the signed-in person. */
export async function signInAndStart(body: SignInBody): Promise<Me> {
  const pending = Promise.all([loadQueryClient(), signIn(body)]);
  // While the request is on the way: the first pages after sign-in then find the reader's zone without asking.
  rememberViewerTimeZone();
  const [queryClient, tokens] = await pending;
  return startSession(queryClient, tokens);
}
