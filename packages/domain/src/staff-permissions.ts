import * as z from 'zod/mini';

/**
 * Spec 000 §6: "roles from property manager upward have customizable permissions". Read numerically (decision
 * 0009): property-level logins (203 manager, 204 assistant, 205 staff) get a per-login checklist; corporate,
 * division and region administrators hold their role's full customer set.
 */
export const FIRST_CUSTOMIZABLE_ROLE = 203;
export const isCustomizableRole = (roleId: number): boolean => roleId >= FIRST_CUSTOMIZABLE_ROLE;

/** One line of a login's customizable permission checklist (spec 000 §3). */
export const CustomizablePermissionSchema = z.object({ id: z.string(), permName: z.string(), checked: z.boolean() });
export type CustomizablePermission = z.infer<typeof CustomizablePermissionSchema>;
export const SetStaffPermissionsBodySchema = z
  .array(z.object({ id: z.string().check(z.minLength(1), z.maxLength(80)), checked: z.boolean() }))
  .check(z.maxLength(200));

/** An access level a login can be given. */
export const AccessRoleItemSchema = z.object({
  id: z.int(),
  name: z.string(),
  roleId: z.int(),
  commercialLevel: z.int(),
});

/** GET /api/access-roles?commercialLevel=: the access roles a login made at that level may get (1 corporation … 4 property). */
export const AccessRolesQuerySchema = z.object({
  commercialLevel: z.coerce
    .number({ error: 'Required' })
    .check(z.int('Must be 1, 2, 3 or 4'), z.gte(1, 'Must be 1, 2, 3 or 4'), z.lte(4, 'Must be 1, 2, 3 or 4')),
});
