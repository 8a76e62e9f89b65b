import * as z from 'zod/mini';
import { DbIdParamSchema, DbIdSchema } from './ids.ts';
import { EntityLevelSchema } from './hierarchy.ts';

export const NoteParamsSchema = z.object({
  level: EntityLevelSchema,
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
  level: EntityLevelSchema,
  entityId: z.int(),
  text: z.string(),
  top: z.boolean(),
  author: z.object({ pool: z.string(), id: z.int(), name: z.string() }),
  createdAt: z.string(),
});
export type Note = z.infer<typeof NoteSchema>;
