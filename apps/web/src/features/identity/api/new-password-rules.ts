import { MESSAGES } from '@kc/domain/messages';
import { PASSWORD_MESSAGES, passwordRuleViolations, type PasswordPolicy } from '@kc/domain/password-policy';

export interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/** The first broken rule of a new password, for the form's field error (the checklist shows them all). */
export function newPasswordError(policy: PasswordPolicy, value: string, email?: string): string | null {
  if (value === '') return MESSAGES.required;
  return passwordRuleViolations(policy, value, email)[0] ?? null;
}

/** Spec 000 §5: both entries must match ("New password mismatch", spec 000 §8). */
export function confirmPasswordError(value: string, newPassword: string): string | null {
  if (value === '') return MESSAGES.required;
  return value === newPassword ? null : PASSWORD_MESSAGES.mismatch;
}
