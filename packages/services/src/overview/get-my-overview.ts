import { levelTargetOf, type LevelLogin } from '@kc/domain/level-target';
import type { MyOverview, MyOverviewQuery } from '@kc/domain/my-overview';
import { levelSelectorKind } from '@kc/domain/navigation';
import type { Rights } from '@kc/domain/permissions';
import type { ServiceContext } from '../context.ts';
import type { Scope } from '../access/scope.ts';
import {
  getPropertySummary,
  listMyDivisions,
  listMyProperties,
  listMyRegions,
} from '../properties/property-summaries.ts';
import { getPropertyOverview } from './get-property-overview.ts';
import { getRollupOverview } from './get-rollup-overview.ts';

/**
 * Where a customer login lands (GET /api/me/overview, decision 0072): its selector's list, the target the browser
 * would choose from it (`levelTargetOf`, the browser's own rule), and that target's overview, in one answer, so that
 * signing in shows the overview after one round of parallel requests instead of list, then overview.
 */
export async function getMyOverview(
  ctx: ServiceContext,
  login: LevelLogin,
  scope: Scope,
  rights: Rights,
  query: MyOverviewQuery,
  now = new Date(),
): Promise<MyOverview> {
  const kind = levelSelectorKind(login.role, login.commercialLevel);
  const answer: MyOverview = {
    kind,
    properties: kind === 'property' ? await listMyProperties(ctx, scope) : null,
    regions: kind === 'region' ? await listMyRegions(ctx, scope) : null,
    divisions: kind === 'division' ? await listMyDivisions(ctx, scope) : null,
    target: null,
    propertyOverview: null,
    rollupOverview: null,
    summary: null,
  };
  const list = answer.properties ?? answer.regions ?? answer.divisions;
  const target = levelTargetOf(login, list, kind === null ? null : (query[kind] ?? null));
  if (!target) return answer;
  answer.target = target;
  if (target.level === 'property') {
    [answer.propertyOverview, answer.summary] = await Promise.all([
      getPropertyOverview(ctx, scope, rights, target.id, query.tz, now),
      getPropertySummary(ctx, scope, target.id),
    ]);
  } else {
    answer.rollupOverview = await getRollupOverview(ctx, scope, target.level, target.id, query.tz, now);
  }
  return answer;
}
