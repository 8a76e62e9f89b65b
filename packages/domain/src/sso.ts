import * as z from 'zod/mini';
import { DbIdSchema } from './ids.ts';

const domain = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(253, 'At most 253 characters'),
    z.regex(/^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'Invalid domain'),
  );

export const SsoOrganizationSchema = z.object({
  corporationId: z.int(),
  corporationName: z.string(),
  enabled: z.boolean(),
});
export type SsoOrganization = z.infer<typeof SsoOrganizationSchema>;

export const SsoConfigBodySchema = z.object({
  issuer: z.url("Must be the identity provider's issuer URL").check(z.maxLength(500)),
  clientId: z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(200)),
  /** Omitted on update to keep the stored secret. */
  clientSecret: z.optional(z.string().check(z.minLength(1, 'Required'), z.maxLength(500))),
  emailDomains: z._default(z.array(domain).check(z.maxLength(20)), []),
  enabled: z._default(z.boolean(), true),
});
export type SsoConfigBody = z.infer<typeof SsoConfigBodySchema>;

export const SsoConfigViewSchema = z.object({
  corporationId: z.int(),
  issuer: z.string(),
  clientId: z.string(),
  hasClientSecret: z.boolean(),
  emailDomains: z.array(z.string()),
  enabled: z.boolean(),
  redirectUri: z.string(),
});

export const SsoAuthorizeBodySchema = z.object({ corporationId: DbIdSchema });
export const SsoAuthorizeResponseSchema = z.object({ authorizationUrl: z.string() });
/** The query of the /login-sso callback, passed on as it came. */
export const SsoTokenBodySchema = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(2000)),
  state: z.string().check(z.minLength(10), z.maxLength(200)),
  iss: z.optional(z.url().check(z.maxLength(500))),
});
