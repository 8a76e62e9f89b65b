import type { RouteCase } from './expectations.ts';

/** Per-cell inputs: the acting login, a login in its scope ("own"), and one of another customer ("other"). */
export interface CellInput {
  email: string;
  refreshToken: string;
  target: { id: number; email: string };
  corporationId: number;
  /** A property in the acting login's scope ("own") or of another customer ("other"). */
  propertyId: number;
}

export interface RequestSpec { url: string; payload?: unknown }

export const NEW_PASSWORD = 'Lantern-Quarry-58!';

/** Every API route, how to call it in one cell, and what success is. The test fails on a route missing here. */
export const ROUTE_CASES: Record<string, RouteCase & { request: (cell: CellInput) => RequestSpec }> = {
  'GET /api/health': { success: 200, request: () => ({ url: '/api/health' }) },
  'GET /api/ready': { success: 200, request: () => ({ url: '/api/ready' }) },
  'GET /api/auth/password-policy': { success: 200, request: () => ({ url: '/api/auth/password-policy' }) },
  'POST /api/auth/sign-in': { success: 200, request: (c) => ({ url: '/api/auth/sign-in', payload: { email: c.email, password: 'Correct-Horse-9!' } }) },
  'POST /api/auth/refresh': { success: 200, request: (c) => ({ url: '/api/auth/refresh', payload: { refreshToken: c.refreshToken } }) },
  'POST /api/auth/forgot-password': { success: 202, request: (c) => ({ url: '/api/auth/forgot-password', payload: { email: c.email } }) },
  'POST /api/auth/confirm-forgot-password': {
    success: 200, publicStatus: { status: 400, why: 'a code only the e-mail holds; the success path is in passwords.test.ts' },
    request: (c) => ({ url: '/api/auth/confirm-forgot-password', payload: { email: c.email, code: '000000', newPassword: NEW_PASSWORD } }),
  },
  'POST /api/auth/new-password': {
    success: 200, publicStatus: { status: 401, why: 'a challenge session only sign-in issues; the success path is in passwords.test.ts' },
    request: (c) => ({ url: '/api/auth/new-password', payload: { email: c.email, session: 'x'.repeat(43), newPassword: NEW_PASSWORD } }),
  },
  'GET /api/auth/me': { success: 200, request: () => ({ url: '/api/auth/me' }) },
  'POST /api/auth/sign-out': { success: 204, request: () => ({ url: '/api/auth/sign-out', payload: {} }) },
  'POST /api/auth/change-password': { success: 200, request: () => ({ url: '/api/auth/change-password', payload: { currentPassword: 'Correct-Horse-9!', newPassword: NEW_PASSWORD } }) },
  'PUT /api/staff/password-update': { success: 200, request: () => ({ url: '/api/staff/password-update', payload: { currentPassword: 'Correct-Horse-9!', newPassword: NEW_PASSWORD } }) },
  'POST /api/admin-set-password': { success: 200, request: (c) => ({ url: '/api/admin-set-password', payload: { email: c.target.email, password: 'Temporary-Key-42!' } }) },
  'POST /api/email/password-reset/:id': { success: 200, request: (c) => ({ url: `/api/email/password-reset/${c.target.id}`, payload: {} }) },
  'GET /api/audit/entity/revisions': { success: 200, request: (c) => ({ url: `/api/audit/entity/revisions?entityType=SiteLogin&entityId=${c.target.id}` }) },
  'GET /api/staff-permission/role/:roleId': { success: 200, request: () => ({ url: '/api/staff-permission/role/203' }) },
  'GET /api/staff-permission/:staffId': { success: 200, request: (c) => ({ url: `/api/staff-permission/${c.target.id}` }) },
  'PUT /api/staff-permission/:staffId': { success: 200, request: (c) => ({ url: `/api/staff-permission/${c.target.id}`, payload: [{ id: 'Activity_READ', checked: true }] }) },
  'GET /api/access-roles/property-roles': { success: 200, request: () => ({ url: '/api/access-roles/property-roles' }) },
  'GET /api/properties/:propertyId/summary': { success: 200, request: (c) => ({ url: `/api/properties/${c.propertyId}/summary` }) },
  'GET /api/me/properties': { success: 200, request: () => ({ url: '/api/me/properties' }) },
  'GET /api/me/regions': { success: 200, request: () => ({ url: '/api/me/regions' }) },
  'GET /api/me/divisions': { success: 200, request: () => ({ url: '/api/me/divisions' }) },
  'POST /api/staff/search': { success: 200, request: (c) => ({ url: '/api/staff/search', payload: { query: c.target.email } }) },
  'POST /api/sso/get-organization': {
    success: 200, publicStatus: { status: 404, why: 'no demo e-mail domain has single sign-on; the success path is in sso.test.ts' },
    request: (c) => ({ url: '/api/sso/get-organization', payload: { email: c.email } }),
  },
  'GET /api/sso/get-organization/:corporationId': { success: 200, request: (c) => ({ url: `/api/sso/get-organization/${c.corporationId}` }) },
  'POST /api/sso/authorize': {
    success: 200, publicStatus: { status: 503, why: 'the demo provider is not reachable from the test; the success path is in sso.test.ts' },
    request: (c) => ({ url: '/api/sso/authorize', payload: { corporationId: c.corporationId } }),
  },
  'POST /api/sso/token': {
    success: 200, publicStatus: { status: 401, why: 'a state only /api/sso/authorize issues; the success path is in sso.test.ts' },
    request: () => ({ url: '/api/sso/token', payload: { code: 'not-a-code', state: 'not-a-real-state-value' } }),
  },
  'GET /api/sso/config/:corporationId': { success: 200, request: (c) => ({ url: `/api/sso/config/${c.corporationId}` }) },
  'PUT /api/sso/config/:corporationId': {
    success: 200,
    request: (c) => ({ url: `/api/sso/config/${c.corporationId}`, payload: { issuer: 'http://127.0.0.1:9/unreachable', clientId: 'matrix', enabled: true } }),
  },
};
