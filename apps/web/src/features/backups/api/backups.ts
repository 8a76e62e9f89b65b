import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { SystemBackupSchema, type SystemBackup } from '@kc/domain/devices';
import { apiRequest, refreshAccessToken } from '../../../lib/api-client.ts';
import { ApiError, parseErrorBody } from '../../../lib/api-errors.ts';
import { getImpersonationId, getTokens, isExpiring } from '../../../lib/token-storage.ts';

export const backupsQueryOptions = (datalogId: number) =>
  queryOptions({
    queryKey: ['backups', datalogId] as const,
    queryFn: ({ signal }) => apiRequest(`/api/devices/datalogs/${datalogId}/system-backups`, { schema: z.array(SystemBackupSchema), signal }),
  });

/** Multipart upload and binary download are outside apiRequest's JSON shape: the same bearer token, raw fetch. */
async function rawFetch(path: string, init: RequestInit): Promise<Response> {
  const tokens = getTokens();
  const token = tokens && isExpiring(tokens) ? await refreshAccessToken() : tokens?.accessToken;
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const impersonationId = getImpersonationId();
  if (impersonationId !== null) headers.set('Impersonation-Id', String(impersonationId));
  const response = await fetch(path, { ...init, headers });
  if (!response.ok) {
    const body = parseErrorBody(await response.json().catch(() => undefined));
    throw new ApiError(response.status, body, response.statusText);
  }
  return response;
}

export function useUploadBackup(datalogId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File): Promise<SystemBackup> => {
      const form = new FormData();
      form.append('file', file, file.name);
      const response = await rawFetch(`/api/devices/datalogs/${datalogId}/system-backups`, { method: 'POST', body: form });
      return SystemBackupSchema.parse(await response.json());
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['backups', datalogId] }),
  });
}

export function useRestoreBackup(datalogId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (backupId: number) => apiRequest(`/api/devices/system-backups/${backupId}/restore`, { method: 'POST', schema: SystemBackupSchema, silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['backups', datalogId] }),
  });
}

/** Saves the backup through a temporary link (the browser's download, named as uploaded). */
export async function downloadBackup(backup: Pick<SystemBackup, 'id' | 'fileName'>): Promise<void> {
  const response = await rawFetch(`/api/devices/system-backups/${backup.id}/file`, { method: 'GET' });
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = backup.fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
