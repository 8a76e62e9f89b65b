import { AppError } from '@kc/domain/errors';
import type { ActorScope } from '../access/caller.ts';
import type { ServiceContext } from '../context.ts';
import { recordRevisions } from '../audit/record-revision.ts';
import { assertSiteLoginInScope, outOfScope } from '../access/scope.ts';
import { findPrincipalByEmail } from './principal.ts';
import { assertAcceptablePassword, entityTypeOf, revokeAllSessions, storePassword } from './password-rules.ts';

/**
 * An administrator sets a login's password (the identity-admin right, checked on the route). The password
 * is temporary: the login must choose its own at next sign-in, and its open sessions end now.
 */
export async function adminSetPassword(
  ctx: ServiceContext,
  caller: ActorScope,
  input: { email: string; password: string },
): Promise<void> {
  const { actor, scope } = caller;
  const target = await findPrincipalByEmail(ctx.db, input.email);
  if (!target) throw outOfScope('User');
  // External administrators may only reach site logins in their own scope, never internal users.
  if (scope.kind !== 'all') {
    if (target.pool === 'internal') throw outOfScope('User');
    await assertSiteLoginInScope(ctx.db, scope, target.id);
  }
  if (target.pool === 'internal' && actor.principal?.pool === 'internal' && target.id === actor.principal.id) {
    throw new AppError('VALIDATION_FAILED', 'Use Change Password for your own login', [
      { field: 'email', message: 'Use Change Password for your own login' },
    ]);
  }
  assertAcceptablePassword(ctx, input.password, target.email, 'password');
  await ctx.db.prisma.$transaction(async (tx) => {
    await storePassword(tx, target.pool, target.id, input.password, true);
    await revokeAllSessions(tx, target.pool, target.id);
    await recordRevisions(tx, actor, [
      {
        entityType: entityTypeOf(target.pool),
        entityId: target.id,
        type: 'UPDATE',
        path: 'password',
        oldValue: 'old',
        newValue: 'set by administrator',
      },
    ]);
  });
  ctx.log.info(
    { event: 'auth.admin-set-password', targetPool: target.pool, targetId: target.id, by: actor.principal?.id },
    'password set by administrator',
  );
}
