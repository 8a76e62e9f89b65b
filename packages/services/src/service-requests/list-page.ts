import { SR_PAGE_SIZE, type SrPage } from '@kc/domain/service-requests/schemas';
import type { Prisma } from '../generated/prisma/client.ts';
import { ROW_INCLUDE, rowsOf, type Client, type LoginRef } from './sr-access.ts';

/** Newest first; the id breaks ties so pages never overlap. */
const NEWEST: Prisma.ServiceRequestOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

/**
 * One page (100 rows, spec 001 §9) of the requests `where` selects, with the exact total. With `pinnedFirst` the
 * login's pinned requests among them lead the first page and are left out of the pages after it (at most 5 pins).
 */
export async function listPage(
  prisma: Client,
  login: LoginRef | null,
  where: Prisma.ServiceRequestWhereInput,
  page: number,
  pinnedFirst = false,
): Promise<SrPage> {
  const pinWhere: Prisma.ServiceRequestWhereInput | null =
    pinnedFirst && login ? { pins: { some: { loginPool: login.pool, loginId: login.id } } } : null;
  const [total, pinned] = await Promise.all([
    prisma.serviceRequest.count({ where }),
    pinWhere
      ? prisma.serviceRequest.findMany({ where: { AND: [where, pinWhere] }, include: ROW_INCLUDE, orderBy: NEWEST })
      : Promise.resolve([]),
  ]);
  const lead = page === 1 ? pinned : [];
  const skip = Math.max(0, (page - 1) * SR_PAGE_SIZE - pinned.length);
  const rest = await prisma.serviceRequest.findMany({
    where: pinWhere ? { AND: [where, { NOT: pinWhere }] } : where,
    include: ROW_INCLUDE,
    orderBy: NEWEST,
    skip,
    take: SR_PAGE_SIZE - lead.length,
  });
  return { items: await rowsOf(prisma, login, [...lead, ...rest]), total, page, pageSize: SR_PAGE_SIZE };
}
