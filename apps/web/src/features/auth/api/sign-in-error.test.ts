import { MESSAGES } from '@kc/domain/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-errors.ts';
import { describeSignInFailure } from './sign-in-error.ts';

const translate = (key: keyof typeof MESSAGES) => MESSAGES[key];
const apiError = (
  status: number,
  code: string,
  message: string,
  fieldErrors: { field: string; message: string }[] = [],
) => new ApiError(status, { status, code, message, fieldErrors });

describe('describeSignInFailure', () => {
  it('puts 400 field errors under their inputs without an alert', () => {
    const failure = describeSignInFailure(
      apiError(400, 'VALIDATION_FAILED', 'Validation failed', [{ field: 'email', message: 'Invalid e-mail address' }]),
      translate,
    );
    expect(failure).toEqual({ fieldErrors: { email: 'Invalid e-mail address' }, alert: null });
  });

  it('shows the catalogue message for wrong credentials and throttling', () => {
    expect(describeSignInFailure(apiError(401, 'INVALID_CREDENTIALS', 'x'), translate).alert).toBe(
      MESSAGES.invalidCredentials,
    );
    expect(describeSignInFailure(apiError(429, 'TOO_MANY_ATTEMPTS', 'x'), translate).alert).toBe(
      MESSAGES.tooManyAttempts,
    );
  });

  it('shows the server message for other failures, else the generic one', () => {
    expect(describeSignInFailure(apiError(503, 'SERVICE_UNAVAILABLE', 'Database unavailable'), translate).alert).toBe(
      'Database unavailable',
    );
    expect(describeSignInFailure(new ApiError(0, undefined), translate).alert).toBe(MESSAGES.unableToComplete);
    expect(describeSignInFailure(new Error('boom'), translate).alert).toBe(MESSAGES.unableToComplete);
  });
});
