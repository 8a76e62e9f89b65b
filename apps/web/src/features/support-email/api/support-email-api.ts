import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  SupportEmailResultSchema,
  type SupportEmailFields,
  type SupportEmailResult,
} from '@kc/domain/service-requests/support-email';
import { apiFetch } from '#web/lib/api-client.ts';

/**
 * Sends the widget (multipart: the fields and the optional file). A refusal throws ApiError carrying the field
 * errors; the widget shows them and the spec's "send e-mail failed".
 */
export function useSendSupportEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { fields: SupportEmailFields; file: File | null }): Promise<SupportEmailResult> => {
      const form = new FormData();
      form.append('propertyId', String(input.fields.propertyId));
      form.append('replyTo', input.fields.replyTo);
      form.append('message', input.fields.message);
      if (input.file) form.append('file', input.file, input.file.name);
      const response = await apiFetch('/api/service-requests/support-email', { method: 'POST', body: form });
      return SupportEmailResultSchema.parse(await response.json());
    },
    // The property's request lists (where a customer reads its requests) now hold one more.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['service-requests'] }),
  });
}
