import { ALERT_RIGHTS, INHERIT_ALL, resolveExceptionSettings, type LevelSettings } from '@kc/domain/alerts';
import type { ExceptionSettingsView } from '@kc/domain/alerts-views';
import type { EntityLevel } from '@kc/domain/hierarchy';
import { can, type Rights } from '@kc/domain/permissions';
import type { ServiceContext } from '../context.ts';
import type { Scope } from '../access/scope.ts';
import { assertEntityInScope } from '../hierarchy/entity-scope.ts';
import { levelChain } from './level-chain.ts';
import { loginsReaching } from './recipients.ts';

/**
 * The exception settings page of one corporation, division, region or property the caller reaches: the level's own
 * values, what it inherits (with the level each value comes from), what applies, and the logins it may choose.
 */
export async function getExceptionSettings(
  ctx: ServiceContext,
  scope: Scope,
  rights: Rights,
  level: EntityLevel,
  id: number,
): Promise<ExceptionSettingsView> {
  await assertEntityInScope(ctx.db, scope, level, id);
  const { links, path } = await levelChain(ctx.db, level, id);
  const [self, ...above] = links;
  const own: LevelSettings = self!.settings ?? INHERIT_ALL;
  const inherited = resolveExceptionSettings(above);
  const effective = resolveExceptionSettings(links);
  const logins = await loginsReaching(ctx.db, path);
  // A chosen login that no longer reaches the entity still shows by name (so it can be removed), never its e-mail.
  const known = new Set(logins.map((l) => l.id));
  const missing = [...(own.recipients?.loginIds ?? []), ...inherited.values.recipients.loginIds].filter(
    (l) => !known.has(l),
  );
  const extra = missing.length
    ? await ctx.db.prisma.siteLogin.findMany({
        where: { id: { in: missing }, corporationId: path.corporationId },
        select: { id: true, name: true },
      })
    : [];
  return {
    level,
    entityId: id,
    entityName: self!.name ?? '',
    own,
    inherited,
    effective,
    logins: [...logins, ...extra.map((l) => ({ ...l, email: '' }))],
    chain: links.map((l) => ({ level: l.level, id: l.id, name: l.name ?? '' })),
    canModify: can(rights, ALERT_RIGHTS.modify),
  };
}
