import { randomBytes } from 'node:crypto';
import type { Caller } from '../access/caller.ts';
import { AppError } from '@kc/domain/errors';
import { emailDomainMessage, emailInDomains, type StaffCreate, type StaffDetail } from '@kc/domain/staff-form';
import type { ServiceContext } from '../context.ts';
import { recordRevisions } from '../audit/record-revision.ts';
import { enqueueEmail } from '../outbox/enqueue-email.ts';
import { hashPassword } from '../auth/password.ts';
import { entityTypeOf } from '../hierarchy/versioned-update.ts';
import { resolveSelection } from './staff-selection.ts';
import {
  applyPrimaryContact,
  assertEmailFree,
  assertSsoChoice,
  emailInUse,
  resolveAccessRole,
  resolveContext,
  selectionData,
} from './staff-rules.ts';
import { getStaff } from './get-staff.ts';

/** 16 random characters plus one of each class, so the temporary password always meets the policy. */
const temporaryPassword = () => `${randomBytes(12).toString('base64url')}a7K!`;

/**
 * Creates a site login from the staff form (spec 000 §2.6, §4, §5): corporation from the form's entity, e-mail
 * unique and within the corporation's domains, list by level, primary contact. The login gets a temporary
 * password by e-mail (outbox, same transaction) and must choose its own at first sign-in.
 */
export async function createStaff(ctx: ServiceContext, caller: Caller, body: StaffCreate): Promise<StaffDetail> {
  const { actor, scope } = caller;
  const corporationId = await resolveContext(ctx, scope, body.context);
  const corporation = await ctx.db.prisma.corporation.findUniqueOrThrow({
    where: { id: corporationId },
    select: { emailDomains: true, name: true },
  });
  if (!emailInDomains(body.email, corporation.emailDomains)) {
    const message = emailDomainMessage(corporation.emailDomains);
    throw new AppError('VALIDATION_FAILED', message, [{ field: 'email', message }]);
  }
  const role = await resolveAccessRole(ctx, caller, body.accessRoleId);
  const selection = await resolveSelection(ctx, caller, corporationId, role.commercialLevel, body, null);
  await assertSsoChoice(ctx, actor, corporationId, body.isSsoEnabled, false);
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);

  const id = await ctx.db.prisma.$transaction(async (tx) => {
    await assertEmailFree(tx, body.email);
    const login = await tx.siteLogin
      .create({
        data: {
          name: body.name,
          email: body.email,
          phoneNumber: body.phoneNumber,
          preferredLanguage: body.preferredLanguage,
          accessRoleId: role.id,
          commercialLevel: role.commercialLevel,
          corporationId,
          isSsoEnabled: body.isSsoEnabled,
          passwordHash,
          mustChangePassword: true,
          ...selectionData(selection, 'create'),
        },
        select: { id: true },
      })
      .catch((e: unknown) => {
        throw (e as { code?: string }).code === 'P2002' ? emailInUse() : e;
      });
    await recordRevisions(tx, actor, [
      {
        entityType: 'SiteLogin',
        entityId: login.id,
        parentEntityType: entityTypeOf(body.context.level),
        parentEntityId: body.context.id,
        type: 'CREATE',
        newValue: {
          name: body.name,
          email: body.email,
          phoneNumber: body.phoneNumber,
          accessRoleId: role.id,
          [selection.kind ?? 'corporation']: selection.kind ? selection.ids : corporationId,
        },
      },
    ]);
    await applyPrimaryContact(tx, caller, body.context, login.id, body.isPrimaryContact);
    await enqueueEmail(tx, {
      kind: 'staff-login-created',
      payload: {
        to: body.email,
        name: body.name,
        corporation: corporation.name,
        signInUrl: `${ctx.auth.publicUrl}/login`,
        temporaryPassword: password,
      },
    });
    return login.id;
  });
  ctx.log.info({ event: 'staff.created', id, by: actor.principal?.id }, 'site login created');
  return getStaff(ctx, scope, id);
}
