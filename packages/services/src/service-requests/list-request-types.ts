import { sortRequestTypes } from '@kc/domain/service-requests/rules';
import type { SrType } from '@kc/domain/service-requests/schemas';
import type { ServiceKind } from '@kc/domain/service-requests/types';
import type { ServiceContext } from '../context.ts';

/** The request types in the spec's order (spec 001 §9), retired ones flagged so old requests still show theirs. */
export async function listRequestTypes(ctx: ServiceContext): Promise<SrType[]> {
  const rows = await ctx.db.prisma.serviceRequestType.findMany();
  return sortRequestTypes(rows).map((t) => ({
    id: t.id,
    name: t.name,
    serviceKind: t.serviceKind as ServiceKind | null,
    disabled: t.disabled,
  }));
}
