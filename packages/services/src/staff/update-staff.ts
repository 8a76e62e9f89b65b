import { AppError } from '@kc/domain/errors';
import type { Caller } from '../access/caller.ts';
import { STAFF_MESSAGES, type StaffDetail, type StaffUpdate } from '@kc/domain/staff-form';
import type { ServiceContext } from '../context.ts';
import { fieldChanges, recordRevisions, type RevisionInput } from '../audit/record-revision.ts';
import { staleVersion } from '../hierarchy/versioned-update.ts';
import { resolveSelection } from './staff-selection.ts';
import {
  applyPrimaryContact,
  assertSsoChoice,
  resolveAccessRole,
  resolveContext,
  selectionData,
} from './staff-rules.ts';
import { getStaff } from './get-staff.ts';

/**
 * Saves the staff form of an existing login (version-checked). The e-mail cannot change; a customer cannot change
 * its own access level; lists follow the same rules as on creation.
 */
export async function updateStaff(
  ctx: ServiceContext,
  caller: Caller,
  id: number,
  body: StaffUpdate,
): Promise<StaffDetail> {
  const { actor, scope } = caller;
  const before = await getStaff(ctx, scope, id);
  if (body.email !== undefined && body.email !== before.email) {
    throw new AppError('VALIDATION_FAILED', STAFF_MESSAGES.emailNotEditable, [
      { field: 'email', message: STAFF_MESSAGES.emailNotEditable },
    ]);
  }
  const self = actor.principal?.pool === 'external' && actor.principal.id === id;
  if (self && body.accessRoleId !== before.accessRole.id) {
    throw new AppError('FORBIDDEN', STAFF_MESSAGES.cannotEditOwnRole, [
      { field: 'accessRoleId', message: STAFF_MESSAGES.cannotEditOwnRole },
    ]);
  }
  if (before.version !== body.version) throw staleVersion();
  await resolveContext(ctx, scope, body.context, before.corporation.id);
  const role =
    body.accessRoleId === before.accessRole.id
      ? await ctx.db.prisma.accessRole.findUniqueOrThrow({ where: { id: body.accessRoleId } })
      : await resolveAccessRole(ctx, caller, body.accessRoleId);
  const existingLists = { 4: before.properties, 3: before.regions, 2: before.divisions } as Record<
    number,
    { id: number }[] | undefined
  >;
  const existing =
    role.commercialLevel === before.commercialLevel
      ? (existingLists[role.commercialLevel] ?? []).map((e) => e.id)
      : null;
  const selection = await resolveSelection(ctx, caller, before.corporation.id, role.commercialLevel, body, existing);
  await assertSsoChoice(ctx, actor, before.corporation.id, body.isSsoEnabled, before.isSsoEnabled);

  const fields = {
    name: body.name,
    phoneNumber: body.phoneNumber,
    preferredLanguage: body.preferredLanguage,
    isSsoEnabled: body.isSsoEnabled,
    accessRoleId: role.id,
    commercialLevel: role.commercialLevel,
  };
  const listRevisions = (kind: 'properties' | 'regions' | 'divisions', was: { id: number }[]): RevisionInput[] => {
    const now = selection.kind === kind ? selection.ids : [];
    const old = was.map((e) => e.id);
    return [
      ...now
        .filter((x) => !old.includes(x))
        .map((x) => ({ entityType: 'SiteLogin', entityId: id, type: 'ADD' as const, path: kind, newValue: x })),
      ...old
        .filter((x) => !now.includes(x))
        .map((x) => ({ entityType: 'SiteLogin', entityId: id, type: 'REMOVE' as const, path: kind, oldValue: x })),
    ];
  };
  await ctx.db.prisma.$transaction(async (tx) => {
    const { count } = await tx.siteLogin.updateMany({
      where: { id, version: body.version, deletedAt: null },
      data: { ...fields, version: { increment: 1 } },
    });
    if (count === 0) throw staleVersion();
    await tx.siteLogin.update({ where: { id }, data: selectionData(selection, 'update') });
    await recordRevisions(tx, actor, [
      ...fieldChanges(
        { entityType: 'SiteLogin', entityId: id },
        { ...before, accessRoleId: before.accessRole.id },
        fields,
      ),
      ...listRevisions('properties', before.properties),
      ...listRevisions('regions', before.regions),
      ...listRevisions('divisions', before.divisions),
    ]);
    await applyPrimaryContact(tx, caller, body.context, id, body.isPrimaryContact);
  });
  return getStaff(ctx, scope, id);
}
