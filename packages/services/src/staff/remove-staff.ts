import { AppError } from '@kc/domain/errors';
import type { Caller } from '../access/caller.ts';
import { can } from '@kc/domain/permissions';
import { STAFF_DELETE_RIGHT } from '@kc/domain/policies';
import { STAFF_MESSAGES } from '@kc/domain/staff-form';
import type { ServiceContext } from '../context.ts';
import { recordRevisions } from '../audit/record-revision.ts';
import { assertPropertyInScope, outOfScope } from '../access/scope.ts';
import { revokeAllSessions } from '../auth/password-rules.ts';
import type { EntityLevel } from '@kc/domain/hierarchy';
import { entityTypeOf } from '../hierarchy/versioned-update.ts';
import { getStaff } from './get-staff.ts';

/**
 * Spec 000 §4 removal: from a property page, a login with several properties only loses that one; with one
 * property, with the all-properties option, or from any other page it is deleted (soft: the row stays for the
 * audit trail, its sessions end and its e-mail is released for a new login).
 */
export async function removeStaff(
  ctx: ServiceContext,
  caller: Caller,
  id: number,
  options: { propertyId?: number; allProperties: boolean },
): Promise<{ outcome: 'removed-from-property' | 'deleted' }> {
  const { actor, rights: actorRights, scope } = caller;
  const login = await getStaff(ctx, scope, id);
  if (actor.principal?.pool === 'external' && actor.principal.id === id)
    throw new AppError('FORBIDDEN', STAFF_MESSAGES.cannotDeleteSelf);
  if (options.propertyId !== undefined) {
    await assertPropertyInScope(ctx.db, scope, options.propertyId);
    if (!login.properties.some((p) => p.id === options.propertyId)) throw outOfScope('Property of this login');
    if (!options.allProperties && login.properties.length > 1) {
      await ctx.db.prisma.$transaction(async (tx) => {
        await tx.siteLogin.update({
          where: { id },
          data: { properties: { disconnect: { id: options.propertyId } }, version: { increment: 1 } },
        });
        const { count } = await tx.property.updateMany({
          where: { id: options.propertyId, primaryContactId: id },
          data: { primaryContactId: null, version: { increment: 1 } },
        });
        await recordRevisions(tx, actor, [
          {
            entityType: 'SiteLogin',
            entityId: id,
            parentEntityType: 'Property',
            parentEntityId: options.propertyId,
            type: 'REMOVE',
            path: 'properties',
            oldValue: options.propertyId,
          },
          ...(count
            ? [
                {
                  entityType: 'Property',
                  entityId: options.propertyId!,
                  type: 'UPDATE' as const,
                  path: 'primaryContact',
                  oldValue: id,
                  newValue: null,
                },
              ]
            : []),
        ]);
      });
      return { outcome: 'removed-from-property' };
    }
  }
  const right = STAFF_DELETE_RIGHT[login.commercialLevel];
  if (!right || !can(actorRights, right)) throw new AppError('FORBIDDEN', 'You cannot delete logins of this level');
  const [local, domain] = login.email.split('@');
  await ctx.db.prisma.$transaction(async (tx) => {
    await tx.siteLogin.update({
      where: { id },
      data: {
        deletedAt: new Date(),
        disabled: true,
        email: `${local}+deleted-${id}@${domain}`,
        version: { increment: 1 },
      },
    });
    const clear = { where: { primaryContactId: id }, data: { primaryContactId: null, version: { increment: 1 } } };
    await Promise.all([
      tx.corporation.updateMany(clear),
      tx.division.updateMany(clear),
      tx.region.updateMany(clear),
      tx.property.updateMany(clear),
    ]);
    await revokeAllSessions(tx, 'external', id);
    await recordRevisions(tx, actor, [
      { entityType: 'SiteLogin', entityId: id, type: 'DELETE', path: 'email', oldValue: login.email, newValue: null },
      ...login.primaryContactOf.map((e) => ({
        entityType: entityTypeOf(e.level as EntityLevel),
        entityId: e.id,
        type: 'UPDATE' as const,
        path: 'primaryContact',
        oldValue: id,
        newValue: null,
      })),
    ]);
  });
  ctx.log.info({ event: 'staff.deleted', id, by: actor.principal?.id }, 'site login deleted');
  return { outcome: 'deleted' };
}
