import * as z from 'zod/mini';

/**
 * The automated e-mails a recipient may stop with a token link (spec 000 §2.1, §7.4). Each has its anonymous
 * opt-out page; a suppression (address + kind + property) stops that kind for that property only.
 */
export const OPT_OUT_KINDS = ['resident', 'keys-out', 'inactive-employees'] as const;
export const OptOutKindSchema = z.enum(OPT_OUT_KINDS);
export type OptOutKind = z.infer<typeof OptOutKindSchema>;

/** The opt-out page of each kind (spec 000 §2.1 route names). */
export const OPT_OUT_PAGE: Record<OptOutKind, string> = {
  resident: '/resident/opt-out',
  'keys-out': '/keys-out/opt-out',
  'inactive-employees': '/inactive-employees/opt-out',
};

/** What the page says will stop, per kind. */
export const OPT_OUT_KIND_LABEL: Record<OptOutKind, string> = {
  resident: 'E-mails when a key to your unit is taken',
  'keys-out': 'The daily keys-out summary',
  'inactive-employees': 'The weekly inactive-employees e-mail',
};

/** A token link stays usable this long after its e-mail was written (decision 0043). */
export const OPT_OUT_TOKEN_TTL_DAYS = 90;

/** 32 random bytes, base64url: 43 characters. Anything else is not a token we issued. */
export const OptOutTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not valid'));
export const OptOutTokenQuerySchema = z.object({ token: OptOutTokenSchema });
/**
 * RFC 8058 one-click: the mail client POSTs `List-Unsubscribe=One-Click` (form-urlencoded, or multipart/form-data,
 * whose fields the upload plugin leaves unparsed) to the header's URL. The token in the URL is what counts.
 */
export const OneClickBodySchema = z.object({ 'List-Unsubscribe': z.optional(z.literal('One-Click')) });

export const OptOutDescriptionSchema = z.object({
  kind: OptOutKindSchema,
  /** What will stop, in words. */
  what: z.string(),
  propertyName: z.string(),
  unitName: z.nullable(z.string()),
  /** The recipient's address, masked: the page is anonymous and reveals no one's full address. */
  maskedEmail: z.string(),
  alreadyOptedOut: z.boolean(),
});
export type OptOutDescription = z.infer<typeof OptOutDescriptionSchema>;

/** "jane.doe@example.com" → "j•••e@e•••.com": enough for its owner to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  const keep = (s: string) => (s.length <= 2 ? `${s[0] ?? ''}•••` : `${s[0]}•••${s[s.length - 1]}`);
  return `${keep(local)}@${keep(host)}${tld}`;
}

/** Addresses are compared and stored lower-case: Jane@X.com and jane@x.com are one recipient. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
