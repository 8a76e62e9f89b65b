import { DEFAULT_GRANTS, effectiveRights, type PermissionKey } from '@kc/domain/permissions';
import { POLICIES } from '@kc/domain/policies';
import { ROLE_COMMERCIAL_LEVEL, ROLE_IDS, isExternalRole, type RoleId } from '@kc/domain/roles';
import type { RouteAccess } from '#api/app.ts';

/** The deepest commercial level that reaches a record of each hierarchy scope. */
const LEVEL_REACH: Partial<Record<RouteAccess['scope'], number>> = { corporation: 1, division: 2, region: 3 };

/** A route's declared policy, judged with the role's default grants. */
const policyAllows = (policy: keyof typeof POLICIES, roleId: RoleId) =>
  POLICIES[policy].allows({ roleId, rights: effectiveRights(roleId) });

export const COLUMNS = ['own', 'other', 'no-token', 'expired'] as const;
export type Column = (typeof COLUMNS)[number];

/** How a route is exercised: its success status, or for public routes the one answer every cell must give. */
export interface RouteCase {
  success: number;
  /** Public routes whose well-formed but unprovable request cannot succeed here, with the reason. */
  publicStatus?: { status: number; why: string };
}

/**
 * The answer a cell must give, derived only from what the route declares and the registry's default grants:
 * no or expired token → 401; missing role or right → 403; another customer's record → 404 for customers.
 */
export function expectedStatus(route: RouteAccess, routeCase: RouteCase, roleId: RoleId, column: Column): number {
  if (route.public) return routeCase.publicStatus?.status ?? routeCase.success;
  if (column === 'no-token' || column === 'expired') return 401;
  if (route.policy && !policyAllows(route.policy, roleId)) return 403;
  if (route.permission.length > 0 && !route.permission.some((p) => DEFAULT_GRANTS[roleId].includes(p as PermissionKey)))
    return 403;
  if (column === 'other' && route.scope !== 'none' && route.scope !== 'self' && isExternalRole(roleId)) return 404;
  // A customer reaches a corporation, division or region only from that level or above (a manager never reads its corporation).
  if (
    column === 'own' &&
    isExternalRole(roleId) &&
    LEVEL_REACH[route.scope] !== undefined &&
    ROLE_COMMERCIAL_LEVEL[roleId] > LEVEL_REACH[route.scope]!
  )
    return 404;
  return routeCase.success;
}

export const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

/** The matrix as a markdown table: one row per route, one column per role, cells own/other/no token/expired. */
export function matrixMarkdown(routes: RouteAccess[], cases: Record<string, RouteCase>): string {
  const header = `| Route | Needs | ${ROLE_IDS.join(' | ')} |\n|---|---|${ROLE_IDS.map(() => '---').join('|')}|`;
  const rows = [...routes]
    .sort((a, b) => routeKey(a).localeCompare(routeKey(b)))
    .map((route) => {
      const c = cases[routeKey(route)]!;
      const needs = route.public
        ? 'public'
        : [
            route.permission.length ? route.permission.join(' or ') : 'signed in',
            route.policy
              ? `policy ${route.policy} (roles ${ROLE_IDS.filter((r) => policyAllows(route.policy!, r)).join(', ')})`
              : '',
            route.scope !== 'none' ? `scope: ${route.scope}` : '',
          ]
            .filter(Boolean)
            .join('; ');
      const cells = ROLE_IDS.map((role) => COLUMNS.map((col) => expectedStatus(route, c, role, col)).join('/'));
      return `| \`${routeKey(route)}\` | ${needs} | ${cells.join(' | ')} |`;
    });
  return `${header}\n${rows.join('\n')}\n`;
}
