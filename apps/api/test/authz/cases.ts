import { LEVEL_PLURAL, type EntityLevel } from '@kc/domain/hierarchy';
import type { RouteCase } from './expectations.ts';
import { DEVICES_CASES } from './cases-devices.ts';
import { DATALOGS_CASES } from './cases-datalogs.ts';
import { BADGES_CASES } from './cases-badges.ts';
import { ALERTS_CASES, UNIT_NOTES_CASES } from './cases-alerts.ts';
import { REPORTS_CASES } from './cases-reports.ts';
import { NOTIFICATIONS_CASES } from './cases-notifications.ts';
import { KEY_ACTIVITY_CASES } from './cases-key-activity.ts';
import { INTERNAL_REPORTS_CASES } from './cases-internal-reports.ts';
import { PURCHASE_ORDER_CASES } from './cases-purchase-orders.ts';
import { SERVICE_REQUEST_CASES } from './cases-service-requests.ts';
import { SR_REPORTS_CASES } from './cases-service-request-reports.ts';
import { SR_FILES_CASES } from './cases-sr-files.ts';

/** Per-cell inputs: the acting login, a login in its scope ("own"), and one of another customer ("other"). */
export interface CellInput {
  email: string;
  refreshToken: string;
  target: { id: number; email: string };
  corporationId: number;
  /** A property in the acting login's scope ("own") or of another customer ("other"). */
  propertyId: number;
  /** A corporation, division, region and property the acting login reaches ("own"; or the nearest of its customer), or another customer's ("other"). */
  refs: Record<EntityLevel, number>;
  /** The current version of refs[level], for version-checked updates. */
  version(level: EntityLevel): Promise<number>;
  /** A new childless entity of that level under refs (for deletes and writes that must not touch demo data). */
  throwaway(level: EntityLevel): Promise<{ id: number; version: number }>;
  /** A new login with one property (refs.property), for deletes. */
  throwawayLogin(): Promise<{ id: number }>;
  /** An unused e-mail in the allowed domain of refs.corporation. */
  newEmail(): Promise<string>;
  /** The staff-form body of an existing login, unchanged (for PUT /api/staff/:id). */
  staffForm(id: number): Promise<Record<string, unknown>>;
  /** A note on refs.property written by the acting login. */
  throwawayNote(): Promise<{ id: number }>;
  /** A new provider user (role 104), for user edits and deletes. */
  throwawayUser(): Promise<{ id: number; version: number }>;
  /** The id of the key-out-reports access role (property level). */
  keyOutAccessRoleId: number;
}

export interface RequestSpec {
  url: string;
  /** A JSON body, or raw bytes (a multipart form) with their content-type in `headers`. */
  payload?: unknown;
  headers?: Record<string, string>;
}

/** The cases every hierarchy level shares (see routes/api/hierarchy/level-routes.ts). */
function levelCases(
  level: EntityLevel,
): Record<string, RouteCase & { request: (cell: CellInput) => RequestSpec | Promise<RequestSpec> }> {
  const base = `/api/${LEVEL_PLURAL[level]}`;
  // A property is `:propertyId` across the API; the other levels use `:id`.
  const rec = `${base}/:${level === 'property' ? 'propertyId' : 'id'}`;
  return {
    [`GET ${base}`]: { success: 200, request: () => ({ url: `${base}?perPage=5` }) },
    [`GET ${base}/similar-name`]: { success: 200, request: () => ({ url: `${base}/similar-name?name=Summit` }) },
    [`GET ${rec}`]: { success: 200, request: (c) => ({ url: `${base}/${c.refs[level]}` }) },
    [`GET ${rec}/overview`]: { success: 200, request: (c) => ({ url: `${base}/${c.refs[level]}/overview?tz=UTC` }) },
    [`PUT ${rec}`]: {
      success: 200,
      request: async (c) => ({ url: `${base}/${c.refs[level]}`, payload: { version: await c.version(level) } }),
    },
    [`DELETE ${rec}`]: {
      success: 204,
      request: async (c) => ({ url: `${base}/${(await c.throwaway(level)).id}` }),
    },
    [`GET ${rec}/staff`]: {
      success: 200,
      request: (c) => ({ url: `${base}/${c.refs[level]}/staff?isDisabled=false` }),
    },
    [`GET ${rec}/contacts`]: { success: 200, request: (c) => ({ url: `${base}/${c.refs[level]}/contacts` }) },
    [`PUT ${rec}/primary-contact`]: {
      success: 200,
      request: async (c) => ({
        url: `${base}/${c.refs[level]}/primary-contact`,
        payload: { staff: null, version: await c.version(level) },
      }),
    },
  };
}

export const NEW_PASSWORD = 'Lantern-Quarry-58!';

/** Every API route, how to call it in one cell, and what success is. The test fails on a route missing here. */
export const ROUTE_CASES: Record<
  string,
  RouteCase & { request: (cell: CellInput) => RequestSpec | Promise<RequestSpec> }
> = {
  'GET /api/health': { success: 200, request: () => ({ url: '/api/health' }) },
  'GET /api/ready': { success: 200, request: () => ({ url: '/api/ready' }) },
  'GET /api/auth/password-policy': { success: 200, request: () => ({ url: '/api/auth/password-policy' }) },
  'POST /api/auth/sign-in': {
    success: 200,
    request: (c) => ({ url: '/api/auth/sign-in', payload: { email: c.email, password: 'Correct-Horse-9!' } }),
  },
  'POST /api/auth/refresh': {
    success: 200,
    request: (c) => ({ url: '/api/auth/refresh', payload: { refreshToken: c.refreshToken } }),
  },
  'POST /api/auth/forgot-password': {
    success: 202,
    request: (c) => ({ url: '/api/auth/forgot-password', payload: { email: c.email } }),
  },
  'POST /api/auth/confirm-forgot-password': {
    success: 200,
    publicStatus: { status: 400, why: 'a code only the e-mail holds; the success path is in passwords.test.ts' },
    request: (c) => ({
      url: '/api/auth/confirm-forgot-password',
      payload: { email: c.email, code: '000000', newPassword: NEW_PASSWORD },
    }),
  },
  'POST /api/auth/new-password': {
    success: 200,
    publicStatus: {
      status: 401,
      why: 'a challenge session only sign-in issues; the success path is in passwords.test.ts',
    },
    request: (c) => ({
      url: '/api/auth/new-password',
      payload: { email: c.email, session: 'x'.repeat(43), newPassword: NEW_PASSWORD },
    }),
  },
  'GET /api/auth/me': { success: 200, request: () => ({ url: '/api/auth/me' }) },
  'POST /api/auth/sign-out': { success: 204, request: () => ({ url: '/api/auth/sign-out', payload: {} }) },
  'POST /api/auth/change-password': {
    success: 200,
    request: () => ({
      url: '/api/auth/change-password',
      payload: { currentPassword: 'Correct-Horse-9!', newPassword: NEW_PASSWORD },
    }),
  },
  'PUT /api/staff/password-update': {
    success: 200,
    request: () => ({
      url: '/api/staff/password-update',
      payload: { currentPassword: 'Correct-Horse-9!', newPassword: NEW_PASSWORD },
    }),
  },
  'POST /api/admin-set-password': {
    success: 200,
    request: (c) => ({
      url: '/api/admin-set-password',
      payload: { email: c.target.email, password: 'Temporary-Key-42!' },
    }),
  },
  'POST /api/email/password-reset/:id': {
    success: 200,
    request: (c) => ({ url: `/api/email/password-reset/${c.target.id}`, payload: {} }),
  },
  'GET /api/audit/entity/revisions': {
    success: 200,
    request: (c) => ({ url: `/api/audit/entity/revisions?entityType=SiteLogin&entityId=${c.target.id}` }),
  },
  'GET /api/staff-permission/role/:roleId': {
    success: 200,
    request: () => ({ url: '/api/staff-permission/role/203' }),
  },
  'GET /api/staff-permission/:staffId': {
    success: 200,
    request: (c) => ({ url: `/api/staff-permission/${c.target.id}` }),
  },
  'PUT /api/staff-permission/:staffId': {
    success: 200,
    request: (c) => ({
      url: `/api/staff-permission/${c.target.id}`,
      payload: [{ id: 'Activity_READ', checked: true }],
    }),
  },
  'GET /api/access-roles/property-roles': {
    success: 200,
    request: () => ({ url: '/api/access-roles/property-roles' }),
  },
  'GET /api/access-roles': { success: 200, request: () => ({ url: '/api/access-roles?commercialLevel=4' }) },
  'GET /api/properties/:propertyId/summary': {
    success: 200,
    request: (c) => ({ url: `/api/properties/${c.propertyId}/summary` }),
  },
  'POST /api/properties/:propertyId/send-change-form': {
    success: 201,
    request: (c) => ({
      url: `/api/properties/${c.propertyId}/send-change-form`,
      payload: { note: 'Matrix change form' },
    }),
  },
  'GET /api/me/properties': { success: 200, request: () => ({ url: '/api/me/properties' }) },
  'GET /api/me/regions': { success: 200, request: () => ({ url: '/api/me/regions' }) },
  'GET /api/me/divisions': { success: 200, request: () => ({ url: '/api/me/divisions' }) },
  'GET /api/me/overview': { success: 200, request: () => ({ url: '/api/me/overview?tz=UTC' }) },
  'POST /api/staff/search': {
    success: 200,
    request: (c) => ({ url: '/api/staff/search', payload: { query: c.target.email } }),
  },
  'POST /api/sso/get-organization': {
    success: 200,
    publicStatus: { status: 404, why: 'no demo e-mail domain has single sign-on; the success path is in sso.test.ts' },
    request: (c) => ({ url: '/api/sso/get-organization', payload: { email: c.email } }),
  },
  'GET /api/sso/get-organization/:corporationId': {
    success: 200,
    request: (c) => ({ url: `/api/sso/get-organization/${c.corporationId}` }),
  },
  'POST /api/sso/authorize': {
    success: 200,
    publicStatus: {
      status: 503,
      why: 'the demo provider is not reachable from the test; the success path is in sso.test.ts',
    },
    request: (c) => ({ url: '/api/sso/authorize', payload: { corporationId: c.corporationId } }),
  },
  'POST /api/sso/token': {
    success: 200,
    publicStatus: { status: 401, why: 'a state only /api/sso/authorize issues; the success path is in sso.test.ts' },
    request: () => ({ url: '/api/sso/token', payload: { code: 'not-a-code', state: 'not-a-real-state-value' } }),
  },
  'GET /api/sso/config/:corporationId': {
    success: 200,
    request: (c) => ({ url: `/api/sso/config/${c.corporationId}` }),
  },
  'PUT /api/sso/config/:corporationId': {
    success: 200,
    request: (c) => ({
      url: `/api/sso/config/${c.corporationId}`,
      payload: { issuer: 'http://127.0.0.1:9/unreachable', clientId: 'matrix', enabled: true },
    }),
  },
  ...levelCases('corporation'),
  ...levelCases('division'),
  ...levelCases('region'),
  ...levelCases('property'),
  'POST /api/corporations': {
    success: 201,
    request: () => ({ url: '/api/corporations', payload: { name: 'Matrix Corporation' } }),
  },
  'POST /api/divisions': {
    success: 201,
    request: (c) => ({
      url: '/api/divisions',
      payload: { name: 'Matrix Division', corporationId: c.refs.corporation },
    }),
  },
  'POST /api/regions': {
    success: 201,
    request: (c) => ({ url: '/api/regions', payload: { name: 'Matrix Region', divisionId: c.refs.division } }),
  },
  'POST /api/properties': {
    success: 201,
    request: (c) => ({ url: '/api/properties', payload: { name: 'Matrix Property', regionId: c.refs.region } }),
  },
  'PUT /api/properties/:propertyId/ht-info': {
    success: 200,
    request: async (c) => {
      const p = await c.throwaway('property');
      return { url: `/api/properties/${p.id}/ht-info`, payload: { version: p.version, paymentDelinquent: true } };
    },
  },
  'PUT /api/properties/:propertyId/ht-info/accounting': {
    success: 200,
    request: async (c) => {
      const p = await c.throwaway('property');
      return {
        url: `/api/properties/${p.id}/ht-info/accounting`,
        payload: { version: p.version, serverPlatformId: 1 },
      };
    },
  },
  'PUT /api/properties/:propertyId/customer-number': {
    success: 200,
    request: async (c) => {
      const p = await c.throwaway('property');
      return {
        url: `/api/properties/${p.id}/customer-number`,
        payload: { version: p.version, accountingCustomerNumber: `M-${p.id}` },
      };
    },
  },
  'DELETE /api/properties/:propertyId/temporary-access-date': {
    success: 200,
    request: async (c) => ({ url: `/api/properties/${(await c.throwaway('property')).id}/temporary-access-date` }),
  },
  'GET /api/staff/:id': { success: 200, request: (c) => ({ url: `/api/staff/${c.target.id}` }) },
  'POST /api/staff': {
    success: 201,
    request: async (c) => ({
      url: '/api/staff',
      payload: {
        name: 'Matrix Newcomer',
        email: await c.newEmail(),
        accessRoleId: c.keyOutAccessRoleId,
        isPrimaryContact: false,
        context: { level: 'property', id: c.propertyId },
      },
    }),
  },
  'PUT /api/staff/:id': {
    success: 200,
    request: async (c) => ({
      url: `/api/staff/${c.target.id}`,
      payload: { ...(await c.staffForm(c.target.id)), context: { level: 'property', id: c.propertyId } },
    }),
  },
  'DELETE /api/staff/:id': {
    success: 200,
    request: async (c) => ({ url: `/api/staff/${(await c.throwawayLogin()).id}` }),
  },
  'GET /api/notes/:level/:id': { success: 200, request: (c) => ({ url: `/api/notes/property/${c.propertyId}` }) },
  'POST /api/notes/:level': {
    success: 201,
    request: (c) => ({ url: '/api/notes/property', payload: { entityId: c.propertyId, text: 'Matrix note' } }),
  },
  'POST /api/notes/top': {
    success: 201,
    request: (c) => ({
      url: '/api/notes/top',
      payload: { level: 'property', entityId: c.propertyId, text: 'Matrix pinned note' },
    }),
  },
  'DELETE /api/notes/:id': {
    success: 204,
    request: async (c) => ({ url: `/api/notes/${(await c.throwawayNote()).id}` }),
  },
  'GET /api/users': { success: 200, request: () => ({ url: '/api/users?userRoleId=104' }) },
  'GET /api/users/:id': { success: 200, request: async (c) => ({ url: `/api/users/${(await c.throwawayUser()).id}` }) },
  'POST /api/users': {
    success: 201,
    request: () => ({
      url: '/api/users',
      payload: {
        name: 'Matrix Provider',
        email: `matrix-user-${Math.random().toString(36).slice(2)}@factory.test`,
        roleId: 104,
      },
    }),
  },
  'PUT /api/users/:id': {
    success: 200,
    request: async (c) => {
      const u = await c.throwawayUser();
      return { url: `/api/users/${u.id}`, payload: { version: u.version, phoneNumber: '512-555-0100' } };
    },
  },
  'DELETE /api/users/:id': {
    success: 204,
    request: async (c) => ({ url: `/api/users/${(await c.throwawayUser()).id}` }),
  },
  'GET /api/search': { success: 200, request: () => ({ url: '/api/search?query=Sumit' }) },
  'GET /api/lookups/:name': { success: 200, request: () => ({ url: '/api/lookups/cabinet-types' }) },
  'GET /api/lookups/address-options': { success: 200, request: () => ({ url: '/api/lookups/address-options' }) },
  ...DEVICES_CASES,
  ...DATALOGS_CASES,
  ...BADGES_CASES,
  ...ALERTS_CASES,
  ...UNIT_NOTES_CASES,
  ...REPORTS_CASES,
  ...NOTIFICATIONS_CASES,
  ...KEY_ACTIVITY_CASES,
  ...INTERNAL_REPORTS_CASES,
  ...PURCHASE_ORDER_CASES,
  ...SERVICE_REQUEST_CASES,
  ...SR_REPORTS_CASES,
  ...SR_FILES_CASES,
};
