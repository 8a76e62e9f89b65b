import { AppError } from '@kc/domain/errors';
import type { SrPage } from '@kc/domain/service-requests/schemas';
import type { Caller } from '../access/caller.ts';
import type { ServiceContext } from '../context.ts';
import { listPage } from './list-page.ts';
import { loginOf, requestsInScope } from './sr-access.ts';

/** A provider user's requests: those assigned to them or that they created, newest first (404 for an unknown user). */
export async function listUserServiceRequests(
  ctx: ServiceContext,
  { actor, scope }: Caller,
  userId: number,
  page: number,
): Promise<SrPage> {
  const user = await ctx.db.prisma.internalUser.count({ where: { id: userId } });
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  const where = requestsInScope(scope, {
    OR: [{ assigneeId: userId }, { createdByPool: 'internal', createdById: userId }],
  });
  return listPage(ctx.db.prisma, loginOf(actor), where, page);
}
