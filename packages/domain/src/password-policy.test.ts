import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MESSAGES,
  commonPasswordCandidates,
  passwordPolicy,
  passwordRuleViolations,
} from './password-policy.ts';

const policy = passwordPolicy();

describe('password policy', () => {
  it('defaults to 12 characters and never goes below the spec minimum of 6', () => {
    expect(policy.minimumLength).toBe(12);
    expect(passwordPolicy(4).minimumLength).toBe(6);
    expect(passwordPolicy(16).minimumLength).toBe(16);
    expect(policy.maximumLength).toBe(128);
  });

  it('accepts a password meeting every rule, up to 128 characters', () => {
    expect(passwordRuleViolations(policy, 'Quiet-Harbor-42')).toEqual([]);
    expect(passwordRuleViolations(policy, `Aa1!${'x'.repeat(124)}`)).toEqual([]);
  });

  it.each([
    ['short', 'Aa1!short', PASSWORD_MESSAGES.tooShort(12)],
    ['no lowercase', 'QUIET-HARBOR-42', PASSWORD_MESSAGES.lowercase],
    ['no uppercase', 'quiet-harbor-42', PASSWORD_MESSAGES.uppercase],
    ['no number', 'Quiet-Harbor-xx', PASSWORD_MESSAGES.number],
    ['no special character', 'QuietHarbor42x', PASSWORD_MESSAGES.symbol],
    ['too long', `Aa1!${'x'.repeat(125)}`, PASSWORD_MESSAGES.tooLong(128)],
  ])('refuses a password with %s', (_name, password, message) => {
    expect(passwordRuleViolations(policy, password)).toContain(message);
  });

  it("refuses the login's own e-mail or its local part", () => {
    expect(passwordRuleViolations(policy, 'Carlos.Mendez-2026!', 'carlos.mendez@demo.test')).toContain(
      PASSWORD_MESSAGES.ownEmail,
    );
    expect(passwordRuleViolations(policy, 'Quiet-Harbor-42', 'carlos.mendez@demo.test')).toEqual([]);
  });

  it('strips decoration to find the common word underneath', () => {
    expect(commonPasswordCandidates('Password1!')).toEqual(['password1!', 'password']);
    expect(commonPasswordCandidates('letmein')).toEqual(['letmein']);
  });
});
