import { type MESSAGES } from '@kc/domain/messages';
import { isApiError } from '#web/lib/api-errors.ts';

export interface FormFailure<F extends string> {
  /** Messages to show under the inputs, keyed by form field. */
  fieldErrors: Partial<Record<F, string>>;
  /** Message for the form's alert, when the failure is not about one of the form's fields. */
  alert: string | null;
}

type MessageKey = keyof typeof MESSAGES;

/** Codes whose words are the catalogue's (spec 000 §8), whatever the server's message says. */
const CODE_MESSAGES: Partial<Record<string, MessageKey>> = {
  TOO_MANY_ATTEMPTS: 'tooManyAttempts',
  INVALID_RESET_CODE: 'invalidResetCode',
  PASSWORD_INCORRECT: 'passwordIncorrect',
};

/**
 * Turns a failed password-flow call into what a form shows: field errors in place when they name one of its
 * fields, otherwise one alert (the catalogue's words for known codes, else the server's message, else the generic
 * one). A field error already shown in place is not repeated in the alert.
 */
export function describeFormFailure<F extends string>(
  error: unknown,
  fields: readonly F[],
  translate: (key: MessageKey) => string,
): FormFailure<F> {
  if (!isApiError(error)) return { fieldErrors: {}, alert: translate('unableToComplete') };
  const fieldErrors: Partial<Record<F, string>> = {};
  const unplaced: string[] = [];
  for (const { field, message } of error.fieldErrors) {
    const known = fields.find((f) => f === field);
    if (known && !fieldErrors[known]) fieldErrors[known] = message;
    else if (!known) unplaced.push(field ? `${field}: ${message}` : message);
  }
  const placed = Object.keys(fieldErrors).length > 0;
  if (placed && unplaced.length === 0) return { fieldErrors, alert: null };
  const key = CODE_MESSAGES[error.code];
  if (key) return { fieldErrors, alert: translate(key) };
  if (error.status === 429) return { fieldErrors, alert: translate('tooManyAttempts') };
  const alert = unplaced.join('\n') || error.body?.message || translate('unableToComplete');
  return { fieldErrors, alert };
}
