import type { ServiceRequest, SrUpdateInput } from '@kc/domain/service-requests/schemas';
import type { Caller } from '../access/caller.ts';
import type { ServiceContext } from '../context.ts';
import { changeServiceRequest } from './change-service-request.ts';

/** The detail page's edit: type, assignee, status, description, contact (only the fields sent; version-checked). */
export async function updateServiceRequest(
  ctx: ServiceContext,
  caller: Caller,
  requestId: number,
  input: SrUpdateInput,
): Promise<ServiceRequest> {
  return changeServiceRequest(ctx, caller, requestId, input);
}
