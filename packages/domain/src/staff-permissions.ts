import { z } from 'zod';

/** One line of a login's customizable permission checklist (spec 000 §3). */
export const CustomizablePermissionSchema = z.object({ id: z.string(), permName: z.string(), checked: z.boolean() });
export type CustomizablePermission = z.infer<typeof CustomizablePermissionSchema>;
export const SetStaffPermissionsBodySchema = z.array(z.object({ id: z.string().min(1).max(80), checked: z.boolean() })).max(200);

/** An access level a login can be given. */
export const AccessRoleItemSchema = z.object({ id: z.number().int(), name: z.string(), roleId: z.number().int(), commercialLevel: z.number().int() });
