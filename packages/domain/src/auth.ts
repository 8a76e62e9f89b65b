import * as z from 'zod/mini';
import { ROLE_IDS, type RoleId } from './roles.ts';
import { MESSAGES, tooLongMessage } from './messages.ts';

/**
 * A role id of spec 000 §6 on the wire. Here, not in roles.ts: the role rules stay free of zod for the web app's route
 * guards (decision 0057).
 */
export const RoleIdSchema = z.union(
  ROLE_IDS.map((id) => z.literal(id)) as [z.ZodMiniLiteral<RoleId>, ...z.ZodMiniLiteral<RoleId>[]],
);

// The sign-in, new-password and reset forms validate with these schemas before any English zod locale is loaded
// (zod/mini, decision 0046): every message a person can meet here is written out.
export const SignInBodySchema = z.object({
  // abort: an empty field reports only "Required", not also "Invalid e-mail address".
  email: z
    .string({ error: MESSAGES.required })
    .check(
      z.trim(),
      z.minLength(1, { error: MESSAGES.required, abort: true }),
      z.maxLength(254, { error: tooLongMessage(254), abort: true }),
      z.email(MESSAGES.invalidEmail),
    ),
  password: z
    .string({ error: MESSAGES.required })
    .check(z.minLength(1, MESSAGES.required), z.maxLength(128, tooLongMessage(128))),
});
export type SignInBody = z.infer<typeof SignInBodySchema>;

export const RefreshBodySchema = z.object({ refreshToken: z.string().check(z.minLength(20), z.maxLength(200)) });
export const SignOutBodySchema = z.object({
  refreshToken: z.optional(z.string().check(z.minLength(20), z.maxLength(200))),
});

/** Token set of spec 000 §3, plus the access token's lifetime in seconds. */
export const TokenSetSchema = z.object({
  accessToken: z.string(),
  idToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.int(),
});
export type TokenSet = z.infer<typeof TokenSetSchema>;

export const PoolSchema = z.enum(['internal', 'external']);
export type Pool = z.infer<typeof PoolSchema>;

export const EntityLevelSchema = z.object({
  entity: z.enum(['Corporation', 'Division', 'Region', 'Property']),
  id: z.int(),
  name: z.string(),
});
export type EntityLevel = z.infer<typeof EntityLevelSchema>;

/** The site-login lookup of spec 000 §3 as GET /api/auth/me returns it. */
export const MeSchema = z.object({
  id: z.int(),
  pool: PoolSchema,
  name: z.string(),
  email: z.string(),
  role: RoleIdSchema,
  commercialLevel: z.int().check(z.gte(0), z.lte(4)),
  isInternalUser: z.boolean(),
  isExternalUser: z.boolean(),
  isStaff: z.boolean(),
  accessRights: z.record(z.string(), z.boolean()),
  corporation: z.nullable(z.object({ id: z.int(), name: z.string() })),
  entityLevels: z.array(EntityLevelSchema),
  /** The internal user behind this session while impersonating; null otherwise. */
  impersonator: z.nullable(z.object({ id: z.int(), name: z.string() })),
});
export type Me = z.infer<typeof MeSchema>;

const password = z
  .string({ error: MESSAGES.required })
  .check(z.minLength(1, { error: MESSAGES.required, abort: true }), z.maxLength(128, 'Must be at most 128 characters'));
const email = SignInBodySchema.shape.email;

/** Sign-in either yields tokens or asks for a new password first (a temporary or admin-set password). */
export const NewPasswordChallengeSchema = z.object({
  challengeName: z.literal('NEW_PASSWORD_REQUIRED'),
  session: z.string(),
  email: z.string(),
});
export type NewPasswordChallenge = z.infer<typeof NewPasswordChallengeSchema>;
export const SignInResponseSchema = z.union([TokenSetSchema, NewPasswordChallengeSchema]);

export const CompleteNewPasswordBodySchema = z.object({
  email,
  session: z.string().check(z.minLength(20), z.maxLength(200)),
  newPassword: password,
});
export const ForgotPasswordBodySchema = z.object({ email });
export const ConfirmForgotPasswordBodySchema = z.object({
  email,
  code: z.string({ error: MESSAGES.required }).check(z.trim(), z.regex(/^\d{6}$/, MESSAGES.invalidResetCode)),
  newPassword: password,
});
export const ChangePasswordBodySchema = z.object({ currentPassword: password, newPassword: password });
export const AdminSetPasswordBodySchema = z.object({ email, password });
export const EmailPasswordResetBodySchema = z.object({ emailAddress: z.optional(email) });
export const MessageSchema = z.object({ message: z.string() });
