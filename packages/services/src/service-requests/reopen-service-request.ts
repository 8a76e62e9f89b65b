import { AppError } from '@kc/domain/errors';
import { SR_STATUS } from '@kc/domain/service-requests/rules';
import { SR_MESSAGES, type ServiceRequest, type SrReopenInput } from '@kc/domain/service-requests/schemas';
import type { Caller } from '../access/caller.ts';
import type { ServiceContext } from '../context.ts';
import { changeServiceRequest } from './change-service-request.ts';
import { loadRequestInScope } from './sr-access.ts';

/** Reopens a closed request at an open status (Open unless another is chosen; 409 when it is not closed). */
export async function reopenServiceRequest(
  ctx: ServiceContext,
  caller: Caller,
  requestId: number,
  input: SrReopenInput,
): Promise<ServiceRequest> {
  const before = await loadRequestInScope(ctx.db.prisma, caller.scope, requestId);
  if (before.statusId !== SR_STATUS.closed) throw new AppError('CONFLICT', SR_MESSAGES.notClosed);
  return changeServiceRequest(ctx, caller, requestId, input);
}
