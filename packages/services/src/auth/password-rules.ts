import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '@kc/domain/errors';
import {
  PASSWORD_MESSAGES,
  commonPasswordCandidates,
  passwordPolicy,
  passwordRuleViolations,
  type PasswordPolicy,
} from '@kc/domain/password-policy';
import type { Pool } from '@kc/domain/auth';
import type { Prisma } from '../generated/prisma/client.ts';
import type { ServiceContext } from '../context.ts';
import { hashPassword } from './password.ts';

const COMMON = new Set<string>((dictionary as Record<string, string[]>)['passwords-common'] ?? []);

export const getPasswordPolicy = (ctx: ServiceContext): PasswordPolicy => passwordPolicy(ctx.auth.passwordMinLength);

/** Refuses a new password that breaks a rule, is a common password, or contains the login's e-mail. */
export function assertAcceptablePassword(
  ctx: ServiceContext,
  password: string,
  email: string,
  field = 'newPassword',
): void {
  const problems = passwordRuleViolations(getPasswordPolicy(ctx), password, email);
  if (commonPasswordCandidates(password).some((c) => COMMON.has(c))) problems.push(PASSWORD_MESSAGES.common);
  if (problems.length > 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      'The password does not meet the requirements',
      problems.map((message) => ({ field, message })),
    );
  }
}

/** Stores a new password hash; a temporary password makes the login choose its own at next sign-in. */
export async function storePassword(
  tx: Prisma.TransactionClient,
  pool: Pool,
  id: number,
  password: string,
  temporary: boolean,
): Promise<void> {
  const data = { passwordHash: await hashPassword(password), mustChangePassword: temporary, version: { increment: 1 } };
  if (pool === 'internal') await tx.internalUser.update({ where: { id }, data });
  else await tx.siteLogin.update({ where: { id }, data });
}

/** Ends every session of a login, optionally sparing one (the session that changed the password). */
export async function revokeAllSessions(
  tx: Prisma.TransactionClient,
  pool: Pool,
  id: number,
  exceptFamilyId?: string,
): Promise<number> {
  const r = await tx.refreshToken.updateMany({
    where: {
      ...(pool === 'internal' ? { internalUserId: id } : { siteLoginId: id }),
      revokedAt: null,
      ...(exceptFamilyId ? { NOT: { familyId: exceptFamilyId } } : {}),
    },
    data: { revokedAt: new Date() },
  });
  return r.count;
}

export const entityTypeOf = (pool: Pool) => (pool === 'internal' ? 'InternalUser' : 'SiteLogin');
