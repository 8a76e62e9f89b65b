import * as z from 'zod/mini';
import { DbIdSchema } from './ids.ts';
import { isInternalRole } from './roles.ts';
import { PhoneSchema, StaffEmailSchema, StaffNameSchema } from './staff-form.ts';

export const InternalRoleIdSchema = z.int().check(z.refine(isInternalRole, 'Not an internal role'));

export const UserCreateSchema = z.object({
  name: StaffNameSchema,
  email: StaffEmailSchema,
  phoneNumber: PhoneSchema,
  roleId: InternalRoleIdSchema,
});
export const UserUpdateSchema = z.object({
  name: z.optional(StaffNameSchema),
  phoneNumber: PhoneSchema,
  roleId: z.optional(InternalRoleIdSchema),
  disabled: z.optional(z.boolean()),
  version: DbIdSchema,
});
export const UserListQuerySchema = z.object({
  userRoleId: z.optional(z.coerce.number().check(z.int(), z.refine(isInternalRole, 'Not an internal role'))),
});
export const UserSchema = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.nullable(z.string()),
  roleId: z.int(),
  roleName: z.string(),
  disabled: z.boolean(),
  lastActivityAt: z.nullable(z.string()),
  version: z.int(),
});
export type User = z.infer<typeof UserSchema>;
