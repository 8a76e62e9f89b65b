import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { SrFileSchema, srFileUrl, type SrFile } from '@kc/domain/service-requests/files';
import { apiFetch, apiRequest, saveBlob } from '#web/lib/api-client.ts';

/** Query keys of a request's files. */
export const requestFileKeys = {
  all: ['service-request-files'] as const,
  of: (requestId: number) => [...requestFileKeys.all, requestId] as const,
};

export const requestFilesQueryOptions = (requestId: number) =>
  queryOptions({
    queryKey: requestFileKeys.of(requestId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/service-requests/${requestId}/files`, { schema: z.array(SrFileSchema), signal }),
  });

/** Adds a file (multipart); a refusal throws ApiError with the server's message, shown by the caller. */
export function useUploadRequestFile(requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File): Promise<SrFile> => {
      const form = new FormData();
      form.append('file', file, file.name);
      const response = await apiFetch(`/api/service-requests/${requestId}/files`, { method: 'POST', body: form });
      return SrFileSchema.parse(await response.json());
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestFileKeys.of(requestId) }),
  });
}

export function useDeleteRequestFile(requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: number) => apiRequest(srFileUrl(requestId, fileId), { method: 'DELETE', silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestFileKeys.of(requestId) }),
  });
}

/** Saves the file through the browser's download, under the name it was uploaded with. */
export async function downloadRequestFile(file: Pick<SrFile, 'id' | 'requestId' | 'fileName'>): Promise<void> {
  const response = await apiFetch(srFileUrl(file.requestId, file.id), { method: 'GET' });
  saveBlob(await response.blob(), file.fileName);
}
