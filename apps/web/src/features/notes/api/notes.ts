import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { NoteSchema, UnitHeaderSchema, type NoteLevel } from '@kc/domain/notes';
import { apiRequest } from '#web/lib/api-client.ts';

export const notesQueryOptions = (level: NoteLevel, id: number) =>
  queryOptions({
    queryKey: ['notes', level, id] as const,
    queryFn: ({ signal }) => apiRequest(`/api/notes/${level}/${id}`, { schema: z.array(NoteSchema), signal }),
  });

/** POST notes/{level}, POST notes/top for a pinned note (provider staff only), or POST units/{id}/notes. */
export function useAddNote(level: NoteLevel, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ text, top }: { text: string; top: boolean }) =>
      level === 'unit'
        ? apiRequest(`/api/units/${id}/notes`, { method: 'POST', body: { text }, schema: NoteSchema })
        : top
          ? apiRequest('/api/notes/top', { method: 'POST', body: { level, entityId: id, text }, schema: NoteSchema })
          : apiRequest(`/api/notes/${level}`, { method: 'POST', body: { entityId: id, text }, schema: NoteSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notes', level, id] }),
  });
}

export function useDeleteNote(level: NoteLevel, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: number) => apiRequest(`/api/notes/${noteId}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notes', level, id] }),
  });
}

/** The unit a /unit-notes page is about. */
export const unitHeaderQueryOptions = (unitId: number) =>
  queryOptions({
    queryKey: ['units', unitId] as const,
    queryFn: ({ signal }) => apiRequest(`/api/units/${unitId}`, { schema: UnitHeaderSchema, signal }),
  });
