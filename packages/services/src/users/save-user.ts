import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { AppError } from '@kc/domain/errors';
import { STAFF_MESSAGES } from '@kc/domain/staff-form';
import type { User, UserCreateSchema, UserUpdateSchema } from '@kc/domain/users';
import type { ServiceContext } from '../context.ts';
import { fieldChanges, recordRevisions, type Actor } from '../audit/record-revision.ts';
import { enqueueEmail } from '../outbox/enqueue-email.ts';
import { hashPassword } from '../auth/password.ts';
import { revokeAllSessions } from '../auth/password-rules.ts';
import { staleVersion } from '../hierarchy/versioned-update.ts';
import { assertEmailFree } from '../staff/staff-rules.ts';
import { getUser, toUser } from './users.ts';

const SUPER_ADMIN = 106;

/** Only a super administrator hands out (or edits) the super-administrator role. */
async function assertMayManage(ctx: ServiceContext, actor: Actor, roleIds: number[]) {
  if (!roleIds.includes(SUPER_ADMIN)) return;
  const me = actor.principal
    ? await ctx.db.prisma.internalUser.findUnique({ where: { id: actor.principal.id }, select: { roleId: true } })
    : null;
  if (me?.roleId !== SUPER_ADMIN)
    throw new AppError('FORBIDDEN', 'Only a super administrator manages super administrators');
}

/** Adds a provider user; a temporary password is e-mailed through the outbox and must be changed at first sign-in. */
export async function createUser(
  ctx: ServiceContext,
  actor: Actor,
  body: z.infer<typeof UserCreateSchema>,
): Promise<User> {
  await assertMayManage(ctx, actor, [body.roleId]);
  const password = `${randomBytes(12).toString('base64url')}a7K!`;
  const passwordHash = await hashPassword(password);
  return ctx.db.prisma.$transaction(async (tx) => {
    await assertEmailFree(tx, body.email);
    const user = await tx.internalUser.create({ data: { ...body, passwordHash, mustChangePassword: true } });
    await recordRevisions(tx, actor, [
      { entityType: 'InternalUser', entityId: user.id, type: 'CREATE', newValue: body },
    ]);
    await enqueueEmail(tx, {
      kind: 'account-created',
      payload: {
        to: body.email,
        name: body.name,
        signInUrl: `${ctx.auth.publicUrl}/login`,
        temporaryPassword: password,
      },
    });
    return toUser(user);
  });
}

/** Edits name, phone, role or the disabled flag (version-checked). Disabling ends the user's sessions. */
export async function updateUser(
  ctx: ServiceContext,
  actor: Actor,
  id: number,
  body: z.infer<typeof UserUpdateSchema>,
): Promise<User> {
  const before = await getUser(ctx, id);
  await assertMayManage(ctx, actor, [before.roleId, ...(body.roleId ? [body.roleId] : [])]);
  const { version, ...fields } = body;
  if (
    actor.principal?.id === id &&
    actor.principal.pool === 'internal' &&
    ((fields.roleId !== undefined && fields.roleId !== before.roleId) || fields.disabled)
  ) {
    throw new AppError('FORBIDDEN', STAFF_MESSAGES.cannotEditOwnRole);
  }
  await ctx.db.prisma.$transaction(async (tx) => {
    const { count } = await tx.internalUser.updateMany({
      where: { id, version },
      data: { ...fields, version: { increment: 1 } },
    });
    if (count === 0) throw staleVersion();
    if (fields.disabled && !before.disabled) await revokeAllSessions(tx, 'internal', id);
    await recordRevisions(
      tx,
      actor,
      fieldChanges({ entityType: 'InternalUser', entityId: id }, before as unknown as Record<string, unknown>, fields),
    );
  });
  return getUser(ctx, id);
}

/**
 * DELETE users/{id}: provider users are deactivated, not removed, so the audit trail keeps naming them
 * (decision 0012). Nobody deletes themselves.
 */
export async function deleteUser(ctx: ServiceContext, actor: Actor, id: number): Promise<void> {
  const before = await getUser(ctx, id);
  if (actor.principal?.pool === 'internal' && actor.principal.id === id)
    throw new AppError('FORBIDDEN', STAFF_MESSAGES.cannotDeleteSelf);
  await assertMayManage(ctx, actor, [before.roleId]);
  await ctx.db.prisma.$transaction(async (tx) => {
    await tx.internalUser.update({ where: { id }, data: { disabled: true, version: { increment: 1 } } });
    await revokeAllSessions(tx, 'internal', id);
    await recordRevisions(tx, actor, [
      {
        entityType: 'InternalUser',
        entityId: id,
        type: 'DELETE',
        path: 'disabled',
        oldValue: before.disabled,
        newValue: true,
      },
    ]);
  });
}
