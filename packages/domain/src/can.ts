import type { PermissionKey } from './permissions.ts';

// The rights check on its own, free of the permission table and its schemas: the web app's route guards run it before
// any page loads (decision 0050). permissions.ts re-exports it.

/** True only when the right is explicitly held; works on full rights and on the wire's partial map alike. */
export function can(
  rights: Readonly<Partial<Record<string, boolean>>> | null | undefined,
  key: PermissionKey,
): boolean {
  return rights?.[key] === true;
}
