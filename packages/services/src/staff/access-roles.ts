import { AppError } from '@kc/domain/errors';
import type { Actor } from '../audit/record-revision.ts';
import type { ServiceContext } from '../context.ts';

export const ABOVE_OWN_LEVEL = 'You cannot give an access level above your own';

/**
 * The access roles a login made at one commercial level may get (spec 000 §2.6: chosen at property level; at
 * corporation, division and region level the level's own role). A customer cannot ask for a level above its own.
 */
export async function listAccessRoles(ctx: ServiceContext, actor: Actor, actorLevel: number, commercialLevel: number) {
  if (actor.principal?.pool === 'external' && commercialLevel < actorLevel) {
    throw new AppError('FORBIDDEN', ABOVE_OWN_LEVEL, [{ field: 'commercialLevel', message: ABOVE_OWN_LEVEL }]);
  }
  return ctx.db.prisma.accessRole.findMany({
    where: { commercialLevel },
    select: { id: true, name: true, roleId: true, commercialLevel: true },
    orderBy: [{ isDefault: 'desc' }, { roleId: 'asc' }, { id: 'asc' }],
  });
}
