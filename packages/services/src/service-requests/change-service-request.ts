import { needsResolutionNote, SR_STATUS } from '@kc/domain/service-requests/rules';
import { SR_MESSAGES, type ServiceRequest, type SrUpdateInput } from '@kc/domain/service-requests/schemas';
import type { Caller } from '../access/caller.ts';
import type { ServiceContext } from '../context.ts';
import { fieldChanges, recordRevisions } from '../audit/record-revision.ts';
import {
  authorOf,
  invalid,
  loadRequestInScope,
  loginOf,
  readRequest,
  requestSnapshot,
  revisionOf,
  staleRequest,
} from './sr-access.ts';
import { assertAssignable, assertRequestType } from './technicians.ts';

const CLOSED = SR_STATUS.closed;

/**
 * The one way a stored request changes (edit, close, reopen), version-checked: closing records who closed it and
 * when and needs a resolution note; moving a closed request to an open status reopens it (the close is cleared).
 */
export async function changeServiceRequest(
  ctx: ServiceContext,
  { actor, scope }: Caller,
  requestId: number,
  input: SrUpdateInput,
): Promise<ServiceRequest> {
  const prisma = ctx.db.prisma;
  const before = await loadRequestInScope(prisma, scope, requestId);
  if (before.version !== input.version) throw staleRequest();
  const { version, statusId = before.statusId, resolutionNote, ...fields } = input;
  if (fields.typeId !== before.typeId) await assertRequestType(prisma, fields.typeId);
  if (fields.assigneeId !== before.assigneeId) await assertAssignable(prisma, fields.assigneeId);
  const closing = needsResolutionNote(before.statusId, statusId);
  if (closing && !resolutionNote) throw invalid([{ field: 'resolutionNote', message: SR_MESSAGES.resolutionRequired }]);
  if (resolutionNote && statusId !== CLOSED)
    throw invalid([{ field: 'resolutionNote', message: 'Only a closed request has a resolution note' }]);
  const reopening = before.statusId === CLOSED && statusId !== CLOSED;
  const now = new Date();
  const by = authorOf(actor);
  const after = {
    ...requestSnapshot(before),
    ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)),
    statusId,
    ...(resolutionNote ? { resolutionNote } : {}),
    ...(reopening ? { resolutionNote: null } : {}),
  };
  await prisma.$transaction(async (tx) => {
    const { count } = await tx.serviceRequest.updateMany({
      where: { id: requestId, version },
      data: {
        ...after,
        ...(statusId !== before.statusId ? { statusAt: now } : {}),
        ...(closing ? { closedAt: now, closedByPool: by.pool, closedById: by.id, closedByName: by.name } : {}),
        ...(reopening ? { closedAt: null, closedByPool: null, closedById: null, closedByName: null } : {}),
        version: { increment: 1 },
      },
    });
    if (count === 0) throw staleRequest();
    await recordRevisions(tx, actor, fieldChanges(revisionOf(before), requestSnapshot(before), after));
  });
  return readRequest(prisma, loginOf(actor), requestId);
}
