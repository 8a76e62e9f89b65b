import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { SystemBackupSchema, type SystemBackup } from '@kc/domain/devices';
import { apiFetch, apiRequest, saveBlob } from '#web/lib/api-client.ts';

export const backupsQueryOptions = (datalogId: number) =>
  queryOptions({
    queryKey: ['backups', datalogId] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/devices/datalogs/${datalogId}/system-backups`, { schema: z.array(SystemBackupSchema), signal }),
  });

export function useUploadBackup(datalogId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File): Promise<SystemBackup> => {
      const form = new FormData();
      form.append('file', file, file.name);
      const response = await apiFetch(`/api/devices/datalogs/${datalogId}/system-backups`, {
        method: 'POST',
        body: form,
      });
      return SystemBackupSchema.parse(await response.json());
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['backups', datalogId] }),
  });
}

export function useRestoreBackup(datalogId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (backupId: number) =>
      apiRequest(`/api/devices/system-backups/${backupId}/restore`, {
        method: 'POST',
        schema: SystemBackupSchema,
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['backups', datalogId] }),
  });
}

/** Saves the backup through the browser's download, named as uploaded. */
export async function downloadBackup(backup: Pick<SystemBackup, 'id' | 'fileName'>): Promise<void> {
  const response = await apiFetch(`/api/devices/system-backups/${backup.id}/file`, { method: 'GET' });
  saveBlob(await response.blob(), backup.fileName);
}
