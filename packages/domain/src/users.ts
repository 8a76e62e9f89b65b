import { z } from 'zod';
import { DbIdSchema } from './ids.ts';
import { isInternalRole } from './roles.ts';
import { PhoneSchema, StaffEmailSchema, StaffNameSchema } from './staff-form.ts';

export const InternalRoleIdSchema = z.number().int().refine(isInternalRole, 'Not an internal role');

export const UserCreateSchema = z.object({
  name: StaffNameSchema,
  email: StaffEmailSchema,
  phoneNumber: PhoneSchema,
  roleId: InternalRoleIdSchema,
});
export const UserUpdateSchema = z.object({
  name: StaffNameSchema.optional(),
  phoneNumber: PhoneSchema,
  roleId: InternalRoleIdSchema.optional(),
  disabled: z.boolean().optional(),
  version: DbIdSchema,
});
export const UserListQuerySchema = z.object({
  userRoleId: z.coerce.number().int().refine(isInternalRole, 'Not an internal role').optional(),
});
export const UserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  roleId: z.number().int(),
  roleName: z.string(),
  disabled: z.boolean(),
  lastActivityAt: z.string().nullable(),
  version: z.number().int(),
});
export type User = z.infer<typeof UserSchema>;
