import { describe, expect, it } from 'vitest';
import { ConfirmForgotPasswordBodySchema, SignInBodySchema } from './auth.ts';
import { MESSAGES } from './messages.ts';

// The web validates the sign-in pages with these schemas before zod's English locale is loaded (zod/mini, decision
// 0046). This file loads no locale either, so every message below comes from the schema itself.
const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('sign-in schemas without a zod locale', () => {
  it('say Required and Invalid e-mail address', () => {
    expect(messages(SignInBodySchema.safeParse({ email: ' ', password: '' }))).toEqual({
      email: MESSAGES.required,
      password: MESSAGES.required,
    });
    expect(messages(SignInBodySchema.safeParse({ email: 'not-an-address', password: 'x' }))).toEqual({
      email: MESSAGES.invalidEmail,
    });
    expect(messages(SignInBodySchema.safeParse({}))).toEqual({ email: MESSAGES.required, password: MESSAGES.required });
  });

  it("keep zod's English wording for over-long values", () => {
    const long = SignInBodySchema.safeParse({ email: `${'a'.repeat(250)}@example.com`, password: 'p'.repeat(129) });
    expect(messages(long)).toEqual({
      email: 'Too big: expected string to have <=254 characters',
      password: 'Too big: expected string to have <=128 characters',
    });
  });

  it('explain a bad reset code and a missing new password', () => {
    const result = ConfirmForgotPasswordBodySchema.safeParse({ email: 'a@b.co', code: '12', newPassword: '' });
    expect(messages(result)).toEqual({ code: MESSAGES.invalidResetCode, newPassword: MESSAGES.required });
  });
});
