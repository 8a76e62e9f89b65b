import type { SrFile } from '@kc/domain/service-requests/files';
import type { Scope } from '../../access/scope.ts';
import type { ServiceContext } from '../../context.ts';
import { loadRequestInScope } from '../sr-access.ts';
import { toSrFile } from './file-access.ts';

/** The live files of a request the caller reaches, oldest first. */
export async function listRequestFiles(ctx: ServiceContext, scope: Scope, requestId: number): Promise<SrFile[]> {
  await loadRequestInScope(ctx.db.prisma, scope, requestId);
  const rows = await ctx.db.prisma.serviceRequestFile.findMany({
    where: { serviceRequestId: requestId, deletedAt: null },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  return rows.map(toSrFile);
}
