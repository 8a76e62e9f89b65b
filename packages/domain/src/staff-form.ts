import * as z from 'zod/mini';
import { DB_INT_MAX, DbIdParamSchema, DbIdSchema } from './ids.ts';

/**
 * The staff (site login) form's rules (spec 000 §2.6, §5; decision 0012): names are 2–100 characters of
 * letters (accents included), spaces and . ' - , ; phones are empty or ten digits with an optional +1 and
 * separators.
 */
export const NAME_MIN = 2;
export const NAME_MAX = 100;
export const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'\-,]*$/u;
export const PHONE_PATTERN = /^(\+?1[\s.-]?)?(\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}$/;

export const STAFF_MESSAGES = {
  required: 'Required',
  minLength: `At least ${NAME_MIN} characters`,
  maxLength: `At most ${NAME_MAX} characters`,
  invalidCharacters: 'Invalid characters',
  invalidEmail: 'Invalid e-mail address',
  invalidPhone: 'Invalid phone number',
  emailInUse: 'E-mail already in use',
  emailNotEditable: 'The e-mail of an existing login cannot be changed',
  noEntitySelected: 'No property, region or division selected',
  cannotEditOwnRole: 'You cannot change your own access level',
  aboveOwnLevel: 'You cannot give an access level above your own',
  cannotDeleteSelf: 'You cannot delete your own login',
} as const;

export const emailDomainMessage = (domains: readonly string[]) =>
  `E-mail must end with one of: ${domains.map((d) => `@${d}`).join(', ')}`;

/** True when the address ends with one of the domains (any when none are defined). */
export function emailInDomains(email: string, domains: readonly string[]): boolean {
  if (domains.length === 0) return true;
  const at = email.toLowerCase().split('@').pop() ?? '';
  return domains.some((d) => at === d.toLowerCase());
}

export const PhoneSchema = z.pipe(
  z.nullish(
    z.string().check(
      z.trim(),
      z.maxLength(25, STAFF_MESSAGES.invalidPhone),
      z.refine((v) => v === '' || PHONE_PATTERN.test(v), STAFF_MESSAGES.invalidPhone),
    ),
  ),
  z.transform((v) => v || null),
);

export const StaffNameSchema = z
  .string({ error: STAFF_MESSAGES.required })
  .check(
    z.trim(),
    z.minLength(1, STAFF_MESSAGES.required),
    z.minLength(NAME_MIN, STAFF_MESSAGES.minLength),
    z.maxLength(NAME_MAX, STAFF_MESSAGES.maxLength),
    z.regex(NAME_PATTERN, STAFF_MESSAGES.invalidCharacters),
  );

export const StaffEmailSchema = z.pipe(
  z
    .string({ error: STAFF_MESSAGES.required })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, STAFF_MESSAGES.required),
      z.maxLength(254, STAFF_MESSAGES.invalidEmail),
    ),
  z.email(STAFF_MESSAGES.invalidEmail),
);

const ids = z.array(DbIdSchema).check(z.maxLength(1000));

/** Where the form is shown: the entity whose page it belongs to (its property is added automatically for 203–205). */
export const StaffContextSchema = z.object({
  level: z.enum(['corporation', 'division', 'region', 'property']),
  id: DbIdSchema,
});

const staffFields = {
  name: StaffNameSchema,
  phoneNumber: PhoneSchema,
  accessRoleId: z.number({ error: STAFF_MESSAGES.required }).check(z.int(), z.gte(1), z.lte(DB_INT_MAX)),
  isPrimaryContact: z.boolean({ error: STAFF_MESSAGES.required }),
  isSsoEnabled: z._default(z.boolean(), false),
  preferredLanguage: z._default(z.enum(['EN', 'ES']), 'EN'),
  propertyIds: z.optional(ids),
  regionIds: z.optional(ids),
  divisionIds: z.optional(ids),
  context: StaffContextSchema,
};

export const StaffCreateSchema = z.object({ ...staffFields, email: StaffEmailSchema });
export type StaffCreate = z.infer<typeof StaffCreateSchema>;
/** The e-mail may be sent back unchanged; a different one is refused. */
export const StaffUpdateSchema = z.object({
  ...staffFields,
  email: z.optional(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254))),
  version: DbIdSchema,
});
export type StaffUpdate = z.infer<typeof StaffUpdateSchema>;

export const StaffRemoveQuerySchema = z.object({
  propertyId: z.optional(DbIdParamSchema),
  allProperties: z.pipe(
    z._default(z.enum(['true', 'false']), 'false'),
    z.transform((v) => v === 'true'),
  ),
});
export const StaffRemoveResultSchema = z.object({ outcome: z.enum(['removed-from-property', 'deleted']) });

const ref = z.object({ id: z.int(), name: z.string() });
export const StaffDetailSchema = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.nullable(z.string()),
  formattedPhoneNumber: z.nullable(z.string()),
  preferredLanguage: z.string(),
  commercialLevel: z.int(),
  accessRole: z.object({ id: z.int(), name: z.string(), roleId: z.int() }),
  isSsoEnabled: z.boolean(),
  isStaff: z.boolean(),
  disabled: z.boolean(),
  corporation: ref,
  division: z.nullable(ref),
  region: z.nullable(ref),
  properties: z.array(ref),
  regions: z.array(ref),
  divisions: z.array(ref),
  primaryContactOf: z.array(z.object({ level: z.string(), id: z.int() })),
  version: z.int(),
});
export type StaffDetail = z.infer<typeof StaffDetailSchema>;
