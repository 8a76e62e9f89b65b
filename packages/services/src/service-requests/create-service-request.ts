import type { SrCreated, SrCreateInput } from '@kc/domain/service-requests/schemas';
import type { Caller } from '../access/caller.ts';
import type { ServiceContext } from '../context.ts';
import { assertPropertyInScope } from '../access/scope.ts';
import { recentRequestOf } from './find-recent-service-request.ts';
import { insertServiceRequest } from './insert-service-request.ts';
import { loginOf, readRequest } from './sr-access.ts';
import { assertAssignable, assertRequestType } from './technicians.ts';

/**
 * The add page: a new open request at a property. The answer names the property's request from the last 20 minutes,
 * when there is one, so the page can warn (spec 001 §5); the request is saved either way.
 */
export async function createServiceRequest(
  ctx: ServiceContext,
  { actor, scope }: Caller,
  propertyId: number,
  input: SrCreateInput,
): Promise<SrCreated> {
  const prisma = ctx.db.prisma;
  await assertPropertyInScope(ctx.db, scope, propertyId);
  await assertRequestType(prisma, input.typeId);
  await assertAssignable(prisma, input.assigneeId);
  const { id } = await prisma.$transaction((tx) =>
    insertServiceRequest(tx, actor, { ...input, propertyId, source: 'internal' }),
  );
  const [request, recent] = await Promise.all([
    readRequest(prisma, loginOf(actor), id),
    recentRequestOf(prisma, propertyId, new Date(), id),
  ]);
  return { request, recent };
}
