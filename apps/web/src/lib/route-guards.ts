import type { Me } from '@kc/domain/auth';
import { can } from '@kc/domain/can';
import type { PermissionKey } from '@kc/domain/permissions';
import { isExternalRole, isInternalRole } from '@kc/domain/roles';
import { redirect } from '@tanstack/react-router';

/** Route guards of spec 000 §2.4 as pure checks (unit-tested) plus the beforeLoad helpers that throw redirects. */

export function hasAnyRight(me: Pick<Me, 'accessRights'>, keys: readonly PermissionKey[]): boolean {
  return keys.some((key) => can(me.accessRights, key));
}

/** Where a guard sends the user, or null to let them in. */
export function internalRouteRedirect(me: Pick<Me, 'role'>): '/overview' | null {
  return isInternalRole(me.role) ? null : '/overview';
}

/** External routes are for customer staff (role 200+); an internal user there goes to the dashboard. */
export function externalRouteRedirect(me: Pick<Me, 'role'>): '/dashboard' | null {
  return isExternalRole(me.role) ? null : '/dashboard';
}

export function rightRouteRedirect<T extends string>(
  me: Pick<Me, 'accessRights'>,
  keys: readonly PermissionKey[],
  fallback: T,
): T | null {
  return hasAnyRight(me, keys) ? null : fallback;
}

export function requireInternal(me: Me): void {
  const to = internalRouteRedirect(me);
  if (to) throw redirect({ to, replace: true });
}

export function requireExternal(me: Me): void {
  const to = externalRouteRedirect(me);
  if (to) throw redirect({ to, replace: true });
}

/** Right-guarded routes: last communication, scanning, scanning units, the unit report. */
export function requireAnyRight(me: Me, keys: readonly PermissionKey[], fallback: string): void {
  const to = rightRouteRedirect(me, keys, fallback);
  if (to) throw redirect({ to, replace: true });
}
