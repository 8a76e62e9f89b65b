import { MESSAGES } from '@kc/domain/messages';
import { passwordPolicy } from '@kc/domain/password-policy';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-errors.ts';
import { describeFormFailure } from './form-failure.ts';
import { confirmPasswordError, newPasswordError } from './new-password-rules.ts';
import { readSsoArrival, ssoLandingPath } from './sso-callback.ts';

const translate = (key: keyof typeof MESSAGES) => MESSAGES[key];
const apiError = (
  status: number,
  code: string,
  message: string,
  fieldErrors: { field: string; message: string }[] = [],
) => new ApiError(status, { status, code, message, fieldErrors });

describe('describeFormFailure', () => {
  it('puts field errors of the form in place without an alert', () => {
    const failure = describeFormFailure(
      apiError(400, 'INVALID_RESET_CODE', 'Invalid reset code', [{ field: 'code', message: 'Invalid reset code' }]),
      ['code', 'newPassword'],
      translate,
    );
    expect(failure).toEqual({ fieldErrors: { code: 'Invalid reset code' }, alert: null });
  });

  it('uses the catalogue for throttling and known codes', () => {
    expect(describeFormFailure(apiError(429, 'TOO_MANY_ATTEMPTS', 'x'), ['email'], translate).alert).toBe(
      MESSAGES.tooManyAttempts,
    );
    expect(describeFormFailure(apiError(400, 'PASSWORD_INCORRECT', 'x'), ['newPassword'], translate).alert).toBe(
      MESSAGES.passwordIncorrect,
    );
  });

  it('shows field errors of other fields, else the message, else the generic text', () => {
    expect(
      describeFormFailure(
        apiError(400, 'VALIDATION_FAILED', 'Invalid', [{ field: 'session', message: 'Too short' }]),
        ['newPassword'],
        translate,
      ).alert,
    ).toBe('session: Too short');
    expect(
      describeFormFailure(apiError(401, 'UNAUTHORIZED', MESSAGES.challengeExpired), ['newPassword'], translate).alert,
    ).toBe(MESSAGES.challengeExpired);
    expect(describeFormFailure(new Error('boom'), ['newPassword'], translate).alert).toBe(MESSAGES.unableToComplete);
  });
});

describe('new password rules', () => {
  const policy = passwordPolicy(12);
  it('reports the first broken rule, and nothing for a good password', () => {
    expect(newPasswordError(policy, '')).toBe(MESSAGES.required);
    expect(newPasswordError(policy, 'short')).toBe('Must be at least 12 characters');
    expect(newPasswordError(policy, 'Long!enough-Pass9')).toBeNull();
    expect(newPasswordError(policy, 'Carlos.mendez!2026', 'carlos.mendez@demo.test')).toBe(
      'Must not contain your e-mail address',
    );
  });
  it('requires the confirmation to match', () => {
    expect(confirmPasswordError('a', 'b')).toBe('New password mismatch');
    expect(confirmPasswordError('', 'b')).toBe(MESSAGES.required);
    expect(confirmPasswordError('b', 'b')).toBeNull();
  });
});

describe('single sign-on arrival', () => {
  it('takes code, state and iss exactly as sent', () => {
    expect(readSsoArrival('?code=00123e5&state=abc&iss=http%3A%2F%2F127.0.0.1%3A9')).toEqual({
      kind: 'callback',
      callback: { code: '00123e5', state: 'abc', iss: 'http://127.0.0.1:9' },
    });
  });
  it('treats a provider answer without a code as the missing-code case, and no query as the e-mail step', () => {
    expect(readSsoArrival('?state=abc').kind).toBe('missing-code');
    expect(readSsoArrival('?error=access_denied').kind).toBe('missing-code');
    expect(readSsoArrival('').kind).toBe('start');
  });
  it('sends corporate, division and region staff to the overview, others to the root', () => {
    expect(ssoLandingPath({ role: 200 })).toBe('/overview');
    expect(ssoLandingPath({ role: 202 })).toBe('/overview');
    expect(ssoLandingPath({ role: 203 })).toBe('/');
  });
});
