import * as z from 'zod/mini';
import { DbIdSchema } from '../ids.ts';

/** A resident registered on a unit, e-mailed when a key of that unit is pulled. */
export const ResidentSchema = z.object({
  id: z.int(),
  propertyId: z.int(),
  unitId: z.int(),
  unitName: z.string(),
  name: z.string(),
  email: z.string(),
  /** The resident stopped these e-mails through an opt-out link. */
  optedOut: z.boolean(),
  version: z.int(),
});
export type Resident = z.infer<typeof ResidentSchema>;

const residentFields = {
  unitId: z.pipe(z.number({ error: 'Choose a unit' }), DbIdSchema),
  name: z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(100, 'At most 100 characters')),
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(254, 'At most 254 characters')),
    z.pipe(
      z.email('Invalid e-mail address'),
      z.transform((v) => v.toLowerCase()),
    ),
  ),
};
export const ResidentCreateSchema = z.object(residentFields);
export type ResidentCreate = z.input<typeof ResidentCreateSchema>;
export const ResidentUpdateSchema = z.object({ ...residentFields, version: DbIdSchema });
export type ResidentUpdate = z.input<typeof ResidentUpdateSchema>;

/** A unit as the resident form offers it. */
export const ResidentUnitSchema = z.object({ id: z.int(), name: z.string() });
export type ResidentUnit = z.infer<typeof ResidentUnitSchema>;

export const RESIDENT_EMAIL_TAKEN = 'This e-mail address is already registered on this unit';
