import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { EntityLevel } from '@kc/domain/hierarchy';
import { NoteSchema } from '@kc/domain/notes';
import { apiRequest } from '#web/lib/api-client.ts';

export const notesQueryOptions = (level: EntityLevel, id: number) =>
  queryOptions({
    queryKey: ['notes', level, id] as const,
    queryFn: ({ signal }) => apiRequest(`/api/notes/${level}/${id}`, { schema: z.array(NoteSchema), signal }),
  });

/** POST notes/{level}, or POST notes/top for a pinned note (provider staff only). */
export function useAddNote(level: EntityLevel, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ text, top }: { text: string; top: boolean }) =>
      top
        ? apiRequest('/api/notes/top', { method: 'POST', body: { level, entityId: id, text }, schema: NoteSchema })
        : apiRequest(`/api/notes/${level}`, { method: 'POST', body: { entityId: id, text }, schema: NoteSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notes', level, id] }),
  });
}

export function useDeleteNote(level: EntityLevel, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: number) => apiRequest(`/api/notes/${noteId}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notes', level, id] }),
  });
}
