import type { Me } from '@kc/domain/auth';
import { isInternalRole } from '@kc/domain/roles';

export type HomePath = '/dashboard' | '/overview';

/** Root redirect of spec 000 §2.4: internal users land on the dashboard, external users on the overview. */
export function homePathFor(user: { role: number }): HomePath {
  return isInternalRole(user.role) ? '/dashboard' : '/overview';
}

/** Internal routes are for role ids below 200; an external user there goes to the overview (spec 000 §2.4). */
export function canSeeInternalRoutes(user: Pick<Me, 'role'>): boolean {
  return isInternalRole(user.role);
}

/**
 * The `redirect` search parameter of /login, accepted only as a path on this site so that a crafted link cannot
 * send a person elsewhere after signing in. Anything else falls back to the root.
 */
export function safeRedirectPath(redirect: unknown): string {
  if (typeof redirect !== 'string') return '/';
  const value = redirect.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (value === '/login' || value.startsWith('/login?') || value.startsWith('/login/')) return '/';
  return value;
}

/** Where an anonymous visitor is sent: /login, remembering the page unless it was the root. */
export function loginSearchFor(href: string): { redirect?: string } {
  return href === '/' || href === '' ? {} : { redirect: href };
}
