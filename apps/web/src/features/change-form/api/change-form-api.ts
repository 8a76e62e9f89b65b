import { useMutation } from '@tanstack/react-query';
import { ChangeFormResultSchema, type ChangeFormInput } from '@kc/domain/service-requests/change-form';
import { apiRequest } from '#web/lib/api-client.ts';

/** The property's send-change-form (decision 0064). Silent: the page shows the spec's failure message in place. */
export function useSendChangeForm(propertyId: number) {
  return useMutation({
    mutationFn: (body: ChangeFormInput) =>
      apiRequest(`/api/properties/${propertyId}/send-change-form`, {
        method: 'POST',
        body,
        schema: ChangeFormResultSchema,
        silent: true,
      }),
  });
}
