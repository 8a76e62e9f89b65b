import { describe, expect, it } from 'vitest';
import { AppError, ERROR_STATUS, ErrorBodySchema, isAppError } from './errors.ts';
import { SignInBodySchema } from './auth.ts';

describe('AppError', () => {
  it('carries the status of its code and its field errors', () => {
    const e = new AppError('VALIDATION_FAILED', 'Bad', [{ field: 'email', message: 'Required' }]);
    expect(e.status).toBe(400);
    expect(e.fieldErrors).toEqual([{ field: 'email', message: 'Required' }]);
    expect(isAppError(e)).toBe(true);
    expect(isAppError(new Error('x'))).toBe(false);
  });

  it('maps every code to a 4xx or 5xx status', () => {
    for (const status of Object.values(ERROR_STATUS)) expect(status >= 400 && status < 600).toBe(true);
    expect(ERROR_STATUS.TOO_MANY_ATTEMPTS).toBe(429);
    expect(ERROR_STATUS.INVALID_CREDENTIALS).toBe(401);
  });

  it('parses the wire shape back, defaulting field errors to none', () => {
    expect(ErrorBodySchema.parse({ status: 404, code: 'NOT_FOUND', message: 'Not Found' }).fieldErrors).toEqual([]);
    expect(ErrorBodySchema.safeParse({ status: '404', code: 'NOT_FOUND', message: 'x' }).success).toBe(false);
  });
});

describe('SignInBodySchema', () => {
  it('trims the e-mail and requires both fields', () => {
    expect(SignInBodySchema.parse({ email: '  a@b.test ', password: 'p' }).email).toBe('a@b.test');
    const r = SignInBodySchema.safeParse({ email: '', password: '' });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path[0]).sort()).toEqual(['email', 'password']);
  });

  it('refuses passwords above 128 characters', () => {
    expect(SignInBodySchema.safeParse({ email: 'a@b.test', password: 'x'.repeat(128) }).success).toBe(true);
    expect(SignInBodySchema.safeParse({ email: 'a@b.test', password: 'x'.repeat(129) }).success).toBe(false);
  });
});
