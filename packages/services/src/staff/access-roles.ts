import { AppError } from '@kc/domain/errors';
import { STAFF_MESSAGES } from '@kc/domain/staff-form';
import type { Caller } from '../access/caller.ts';
import type { ServiceContext } from '../context.ts';

/**
 * The access roles a login made at one commercial level may get (spec 000 §2.6: chosen at property level; at
 * corporation, division and region level the level's own role). A customer cannot ask for a level above its own.
 */
export async function listAccessRoles(
  ctx: ServiceContext,
  { actor, level }: Pick<Caller, 'actor' | 'level'>,
  commercialLevel: number,
) {
  if (actor.principal?.pool === 'external' && commercialLevel < level) {
    const message = STAFF_MESSAGES.aboveOwnLevel;
    throw new AppError('FORBIDDEN', message, [{ field: 'commercialLevel', message }]);
  }
  return ctx.db.prisma.accessRole.findMany({
    where: { commercialLevel },
    select: { id: true, name: true, roleId: true, commercialLevel: true },
    orderBy: [{ isDefault: 'desc' }, { roleId: 'asc' }, { id: 'asc' }],
  });
}
