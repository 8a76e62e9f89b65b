import { AppError } from '@kc/domain/errors';
import type { EntityLevel } from '@kc/domain/hierarchy';
import { can } from '@kc/domain/permissions';
import { CONTACT_RIGHT } from '@kc/domain/policies';
import { isInternalRole } from '@kc/domain/roles';
import { STAFF_MESSAGES } from '@kc/domain/staff-form';
import type { Prisma } from '../generated/prisma/client.ts';
import type { ServiceContext } from '../context.ts';
import type { Actor } from '../audit/record-revision.ts';
import type { Scope } from '../access/scope.ts';
import type { Caller } from '../access/caller.ts';
import { assertEntityInScope } from '../hierarchy/entity-scope.ts';
import { writePrimaryContact } from '../hierarchy/set-primary-contact.ts';
import type { Selection } from './staff-selection.ts';

const invalid = (field: string, message: string) => new AppError('VALIDATION_FAILED', message, [{ field, message }]);
export const emailInUse = () =>
  new AppError('CONFLICT', STAFF_MESSAGES.emailInUse, [{ field: 'email', message: STAFF_MESSAGES.emailInUse }]);

/** The access role a login is given: it must exist, and a customer cannot give a level above its own. */
export async function resolveAccessRole(
  ctx: ServiceContext,
  { actor, level }: Pick<Caller, 'actor' | 'level'>,
  accessRoleId: number,
) {
  const role = await ctx.db.prisma.accessRole.findUnique({ where: { id: accessRoleId } });
  if (!role || isInternalRole(role.roleId)) throw invalid('accessRoleId', 'Unknown access level');
  if (actor.principal?.pool === 'external' && role.commercialLevel < level) {
    const message = STAFF_MESSAGES.aboveOwnLevel;
    throw new AppError('FORBIDDEN', message, [{ field: 'accessRoleId', message }]);
  }
  return role;
}

/** The form's entity: in the actor's reach, and of the login's corporation. */
export async function resolveContext(
  ctx: ServiceContext,
  scope: Scope,
  context: { level: EntityLevel; id: number },
  corporationId?: number,
) {
  const { corporationId: found } = await assertEntityInScope(ctx.db, scope, context.level, context.id);
  if (corporationId !== undefined && found !== corporationId)
    throw invalid('context.id', "Not an entity of this login's corporation");
  return found;
}

/** Single sign-on may only be turned on by provider staff, for a corporation whose SSO is set up. */
export async function assertSsoChoice(
  ctx: ServiceContext,
  actor: Actor,
  corporationId: number,
  wanted: boolean,
  current: boolean,
) {
  if (wanted === current) return;
  if (actor.principal?.pool !== 'internal')
    throw new AppError('FORBIDDEN', 'Only provider staff choose single sign-on');
  if (wanted && !(await ctx.db.prisma.ssoConfig.count({ where: { corporationId, enabled: true } }))) {
    throw invalid('isSsoEnabled', 'Single sign-on is not set up for this corporation');
  }
}

export async function assertEmailFree(tx: Prisma.TransactionClient, email: string) {
  const [logins, users] = await Promise.all([
    tx.siteLogin.count({ where: { email } }),
    tx.internalUser.count({ where: { email } }),
  ]);
  if (logins + users > 0) throw emailInUse();
}

/** "Primary contact: yes/no" of the form: sets the form entity's primary contact, or clears it if it was this login. */
export async function applyPrimaryContact(
  tx: Prisma.TransactionClient,
  { actor, rights }: Pick<Caller, 'actor' | 'rights'>,
  context: { level: EntityLevel; id: number },
  loginId: number,
  wanted: boolean,
) {
  const select = { primaryContactId: true, version: true } as const;
  const where = { where: { id: context.id }, select };
  const entity =
    context.level === 'corporation'
      ? await tx.corporation.findUniqueOrThrow(where)
      : context.level === 'division'
        ? await tx.division.findUniqueOrThrow(where)
        : context.level === 'region'
          ? await tx.region.findUniqueOrThrow(where)
          : await tx.property.findUniqueOrThrow(where);
  const isNow = entity.primaryContactId === loginId;
  if (isNow === wanted) return;
  if (!can(rights, CONTACT_RIGHT[context.level]))
    throw new AppError('FORBIDDEN', `You cannot change the ${context.level}'s primary contact`);
  await writePrimaryContact(
    tx,
    actor,
    context.level,
    context.id,
    entity.version,
    entity.primaryContactId,
    wanted ? loginId : null,
  );
}

/** The columns and relation writes of a selection; the single division/region column follows the list. */
export function selectionData(selection: Selection, mode: 'create' | 'update') {
  const set = (ids: number[]) =>
    mode === 'create' ? { connect: ids.map((id) => ({ id })) } : { set: ids.map((id) => ({ id })) };
  return {
    properties: set(selection.kind === 'properties' ? selection.ids : []),
    regions: set(selection.kind === 'regions' ? selection.ids : []),
    divisions: set(selection.kind === 'divisions' ? selection.ids : []),
    regionId: selection.kind === 'regions' ? selection.ids[0]! : null,
    divisionId: selection.kind === 'divisions' ? selection.ids[0]! : null,
  };
}
