import { DUPLICATE_WARNING_MINUTES, recentDuplicate } from '@kc/domain/service-requests/rules';
import type { SrRecent } from '@kc/domain/service-requests/schemas';
import type { Caller } from '../access/caller.ts';
import type { ServiceContext } from '../context.ts';
import { assertPropertyInScope } from '../access/scope.ts';
import type { Client } from './sr-access.ts';

/** Spec 001 §5: the newest request of the property created in the last 20 minutes (other than `exceptId`), if any. */
export async function recentRequestOf(
  prisma: Client,
  propertyId: number,
  now: Date,
  exceptId?: number,
): Promise<SrRecent['recent']> {
  const rows = await prisma.serviceRequest.findMany({
    where: {
      propertyId,
      createdAt: { gte: new Date(now.getTime() - DUPLICATE_WARNING_MINUTES * 60_000) },
      ...(exceptId ? { id: { not: exceptId } } : {}),
    },
    select: { id: true, createdAt: true, createdByName: true, type: { select: { name: true } } },
  });
  const hit = recentDuplicate(rows, now);
  return hit
    ? { id: hit.id, createdAt: hit.createdAt.toISOString(), typeName: hit.type.name, createdByName: hit.createdByName }
    : null;
}

/** For the add page, before it saves: is there a request of this property from the last 20 minutes? */
export async function findRecentServiceRequest(
  ctx: ServiceContext,
  { scope }: Caller,
  propertyId: number,
): Promise<SrRecent> {
  await assertPropertyInScope(ctx.db, scope, propertyId);
  return { recent: await recentRequestOf(ctx.db.prisma, propertyId, new Date()) };
}
