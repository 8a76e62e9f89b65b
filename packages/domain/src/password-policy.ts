import * as z from 'zod/mini';

/** Spec 000 §5: lower, upper, number and special characters; both entries must match. Minimum from the server. */
export const PasswordPolicySchema = z.object({
  minimumLength: z.int().check(z.gte(6)),
  maximumLength: z.int(),
  requireLowercase: z.boolean(),
  requireUppercase: z.boolean(),
  requireNumbers: z.boolean(),
  requireSymbols: z.boolean(),
  rejectsCommonPasswords: z.boolean(),
  rejectsOwnEmail: z.boolean(),
});
export type PasswordPolicy = z.infer<typeof PasswordPolicySchema>;

export const SPEC_MINIMUM_PASSWORD_LENGTH = 6;
export const DEFAULT_MINIMUM_PASSWORD_LENGTH = 12;
export const MAXIMUM_PASSWORD_LENGTH = 128;

export function passwordPolicy(minimumLength = DEFAULT_MINIMUM_PASSWORD_LENGTH): PasswordPolicy {
  return {
    minimumLength: Math.max(SPEC_MINIMUM_PASSWORD_LENGTH, minimumLength),
    maximumLength: MAXIMUM_PASSWORD_LENGTH,
    requireLowercase: true,
    requireUppercase: true,
    requireNumbers: true,
    requireSymbols: true,
    rejectsCommonPasswords: true,
    rejectsOwnEmail: true,
  };
}

export const PASSWORD_MESSAGES = {
  tooShort: (n: number) => `Must be at least ${n} characters`,
  tooLong: (n: number) => `Must be at most ${n} characters`,
  lowercase: 'Must contain a lowercase letter',
  uppercase: 'Must contain an uppercase letter',
  number: 'Must contain a number',
  symbol: 'Must contain a special character',
  ownEmail: 'Must not contain your e-mail address',
  common: 'This password is too common; choose one that is harder to guess',
  mismatch: 'New password mismatch',
} as const;

/** The rule violations of a password (empty when it is acceptable). The common-password check is the server's. */
export function passwordRuleViolations(policy: PasswordPolicy, password: string, email?: string): string[] {
  const problems: string[] = [];
  if (password.length < policy.minimumLength) problems.push(PASSWORD_MESSAGES.tooShort(policy.minimumLength));
  if (password.length > policy.maximumLength) problems.push(PASSWORD_MESSAGES.tooLong(policy.maximumLength));
  if (policy.requireLowercase && !/\p{Ll}/u.test(password)) problems.push(PASSWORD_MESSAGES.lowercase);
  if (policy.requireUppercase && !/\p{Lu}/u.test(password)) problems.push(PASSWORD_MESSAGES.uppercase);
  if (policy.requireNumbers && !/\d/.test(password)) problems.push(PASSWORD_MESSAGES.number);
  if (policy.requireSymbols && !/[^\p{L}\p{N}]/u.test(password)) problems.push(PASSWORD_MESSAGES.symbol);
  if (policy.rejectsOwnEmail && email) {
    const lower = password.toLowerCase();
    const local = email.toLowerCase().split('@')[0] ?? '';
    if (lower.includes(email.toLowerCase()) || (local.length >= 4 && lower.includes(local)))
      problems.push(PASSWORD_MESSAGES.ownEmail);
  }
  return problems;
}

/**
 * The forms a common password hides behind: "Password1!" is "password" with decoration.
 * Lowercased, and with leading/trailing digits and symbols removed.
 */
export function commonPasswordCandidates(password: string): string[] {
  const lower = password.toLowerCase();
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  return core && core !== lower ? [lower, core] : [lower];
}
