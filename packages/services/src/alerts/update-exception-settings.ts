import type { LevelSettings } from '@kc/domain/alerts';
import type { ExceptionSettingsView } from '@kc/domain/alerts-views';
import { AppError } from '@kc/domain/errors';
import type { EntityLevel } from '@kc/domain/hierarchy';
import type { ServiceContext } from '../context.ts';
import type { Caller } from '../access/caller.ts';
import { recordRevisions } from '../audit/record-revision.ts';
import { assertEntityInScope } from '../hierarchy/entity-scope.ts';
import { entityTypeOf } from '../hierarchy/versioned-update.ts';
import { levelChain } from './level-chain.ts';
import { loginsReaching } from './recipients.ts';
import { toColumns } from './settings-store.ts';
import { getExceptionSettings } from './get-exception-settings.ts';
import { INHERIT_ALL } from '@kc/domain/alerts';

/**
 * Replaces one level's own exception settings (null: inherit) for an entity the caller reaches. Recipient logins
 * must be live logins that reach the entity (400 naming the field otherwise). Audited in the same transaction.
 */
export async function updateExceptionSettings(
  ctx: ServiceContext,
  caller: Caller,
  level: EntityLevel,
  id: number,
  input: LevelSettings,
): Promise<ExceptionSettingsView> {
  await assertEntityInScope(ctx.db, caller.scope, level, id);
  const { links, path } = await levelChain(ctx.db, level, id);
  const chosen = input.recipients?.loginIds ?? [];
  if (chosen.length) {
    const reach = new Set((await loginsReaching(ctx.db, path)).map((l) => l.id));
    const bad = chosen.filter((l) => !reach.has(l));
    if (bad.length)
      throw new AppError('VALIDATION_FAILED', 'Check the recipients', [
        {
          field: 'recipients.loginIds',
          message: `Not a login that can reach this ${level}: ${bad.join(', ')}`,
        },
      ]);
  }
  const old = links[0]!.settings ?? INHERIT_ALL;
  const columns = toColumns(input);
  await ctx.db.prisma.$transaction(async (tx) => {
    const row = await tx.exceptionSettings.upsert({
      where: { level_entityId: { level, entityId: id } },
      create: { level, entityId: id, ...columns },
      update: { ...columns, version: { increment: 1 } },
    });
    await recordRevisions(tx, caller.actor, [
      {
        entityType: 'ExceptionSettings',
        entityId: row.id,
        parentEntityType: entityTypeOf(level),
        parentEntityId: id,
        type: 'UPDATE',
        path: 'exceptionSettings',
        oldValue: old,
        newValue: input,
      },
    ]);
  });
  return getExceptionSettings(ctx, caller.scope, caller.rights, level, id);
}
