import { type MESSAGES } from '@kc/domain/messages';
import { isApiError } from '#web/lib/api-errors.ts';

export interface SignInFailure {
  /** Messages to show under the inputs, keyed by form field. */
  fieldErrors: Partial<Record<'email' | 'password', string>>;
  /** Message for the form's alert, when the failure is not about one field. */
  alert: string | null;
}

type MessageKey = keyof typeof MESSAGES;

const CODE_MESSAGES: Partial<Record<string, MessageKey>> = {
  INVALID_CREDENTIALS: 'invalidCredentials',
  TOO_MANY_ATTEMPTS: 'tooManyAttempts',
  NEW_PASSWORD_REQUIRED: 'newPasswordRequired',
};

/**
 * Turns a failed sign-in into what the form shows: a 400's field errors in place, the catalogue's message for
 * wrong credentials and throttling, the server's message (or the generic one) otherwise.
 */
export function describeSignInFailure(error: unknown, translate: (key: MessageKey) => string): SignInFailure {
  if (!isApiError(error)) return { fieldErrors: {}, alert: translate('unableToComplete') };
  const fieldErrors: SignInFailure['fieldErrors'] = {};
  const unplaced: string[] = [];
  for (const { field, message } of error.fieldErrors) {
    if ((field === 'email' || field === 'password') && !fieldErrors[field]) fieldErrors[field] = message;
    else unplaced.push(message);
  }
  const key = CODE_MESSAGES[error.code];
  if (key) return { fieldErrors, alert: translate(key) };
  if (Object.keys(fieldErrors).length > 0 && unplaced.length === 0) return { fieldErrors, alert: null };
  const alert = unplaced.join(' ') || error.body?.message || translate('unableToComplete');
  return { fieldErrors, alert };
}
