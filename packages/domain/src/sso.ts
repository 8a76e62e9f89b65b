import { z } from 'zod';
import { DbIdSchema } from './ids.ts';

const domain = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, 'At most 253 characters') // a DNS name's limit
  .regex(/^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'Invalid domain');

export const SsoOrganizationSchema = z.object({
  corporationId: z.number().int(),
  corporationName: z.string(),
  enabled: z.boolean(),
});
export type SsoOrganization = z.infer<typeof SsoOrganizationSchema>;

export const SsoConfigBodySchema = z.object({
  issuer: z.url("Must be the identity provider's issuer URL").max(500),
  clientId: z.string().trim().min(1, 'Required').max(200),
  /** Omitted on update to keep the stored secret. */
  clientSecret: z.string().min(1, 'Required').max(500).optional(),
  emailDomains: z.array(domain).max(20).default([]),
  enabled: z.boolean().default(true),
});
export type SsoConfigBody = z.infer<typeof SsoConfigBodySchema>;

export const SsoConfigViewSchema = z.object({
  corporationId: z.number().int(),
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
  code: z.string().min(1).max(2000),
  state: z.string().min(10).max(200),
  iss: z.url().max(500).optional(),
});
