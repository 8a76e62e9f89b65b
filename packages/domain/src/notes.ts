import * as z from 'zod/mini';
import { DbIdParamSchema, DbIdSchema } from './ids.ts';
import { ENTITY_LEVELS, EntityLevelSchema } from './hierarchy.ts';

/** What a note can be written on: a hierarchy entity, or a unit of a property (issue 14 item 5, /unit-notes). */
export const NOTE_LEVELS = [...ENTITY_LEVELS, 'unit'] as const;
export type NoteLevel = (typeof NOTE_LEVELS)[number];
export const NoteLevelSchema = z.enum(NOTE_LEVELS);

export const NoteParamsSchema = z.object({
  level: NoteLevelSchema,
  id: DbIdParamSchema,
});
export const NoteCreateSchema = z.object({
  entityId: DbIdSchema,
  text: z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(4000, 'At most 4000 characters')),
});
/** POST notes/top: a pinned note, shown above the others. */
export const TopNoteCreateSchema = z.extend(NoteCreateSchema, { level: EntityLevelSchema });
export const NoteSchema = z.object({
  id: z.int(),
  level: NoteLevelSchema,
  entityId: z.int(),
  text: z.string(),
  top: z.boolean(),
  author: z.object({ pool: z.string(), id: z.int(), name: z.string() }),
  createdAt: z.string(),
});
export type Note = z.infer<typeof NoteSchema>;

/** POST /api/units/{unitId}/notes: a unit note's text (never pinned). */
export const UnitNoteCreateSchema = z.pick(NoteCreateSchema, { text: true });
export const UnitParamsSchema = z.object({ unitId: DbIdParamSchema });
/** The unit a notes page is about (GET /api/units/{unitId}). */
export const UnitHeaderSchema = z.object({
  id: z.int(),
  name: z.string(),
  propertyId: z.int(),
  propertyName: z.string(),
});
export type UnitHeader = z.infer<typeof UnitHeaderSchema>;
