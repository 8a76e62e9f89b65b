import { z } from 'zod';
import { DbIdParamSchema, DbIdSchema } from './ids.ts';
import { EntityLevelSchema } from './hierarchy.ts';

export const NoteParamsSchema = z.object({
  level: EntityLevelSchema,
  id: DbIdParamSchema,
});
export const NoteCreateSchema = z.object({
  entityId: DbIdSchema,
  text: z.string().trim().min(1, 'Required').max(4000, 'At most 4000 characters'),
});
/** POST notes/top: a pinned note, shown above the others. */
export const TopNoteCreateSchema = NoteCreateSchema.extend({ level: EntityLevelSchema });
export const NoteSchema = z.object({
  id: z.number().int(),
  level: EntityLevelSchema,
  entityId: z.number().int(),
  text: z.string(),
  top: z.boolean(),
  author: z.object({ pool: z.string(), id: z.number().int(), name: z.string() }),
  createdAt: z.string(),
});
export type Note = z.infer<typeof NoteSchema>;
