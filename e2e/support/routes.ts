import pg from 'pg';

/**
 * Every page of the route tree (apps/web/src/routes), with the login that may open it and the demo-data ids its
 * parameters take. e2e/every-route.spec.ts visits them all at both widths and scripts/screenshots.mjs photographs
 * them; routes.test.ts fails when the route tree has a page this list does not name, so the list cannot rot.
 */

/** Who opens the page: internal staff (role below 200), a property manager (203), a corporate login (200). */
export type Login = 'anonymous' | 'internal' | 'manager' | 'corporate';

export const LOGIN_EMAIL: Record<Exclude<Login, 'anonymous'>, string> = {
  internal: 'superadmin@demo.test',
  manager: 'manager@demo.test',
  corporate: 'corporate@demo.test',
};

/** Demo-data ids and values the route parameters take (see fixtureIds). */
export interface Fixtures {
  propertyId: number;
  corporationId: number;
  divisionId: number;
  regionId: number;
  datalogId: number;
  badgeId: number;
  unitId: number;
  workOrderId: number;
  /** Site logins at each level: the manager (property), region, division and corporate logins. */
  propertyStaffId: number;
  regionStaffId: number;
  divisionStaffId: number;
  corporationStaffId: number;
  /** A site login the manager administers (staff@demo.test). */
  managedStaffId: number;
  internalUserId: number;
  keyReceiptId: number;
  /** The demo key-activity e-mail rule ("After-hours pulls"). */
  keyActivityAlertId: number;
  /** The property's first demo service request (the seed puts every tenth request there). */
  serviceRequestId: number;
}

type Param = keyof Fixtures | { value: string };

export interface RouteVisit {
  /** The route id as the generated route tree names it (pathless layouts included). */
  id: string;
  login: Login;
  /** Route parameter -> the fixture it takes, when the fixture is not named like the parameter. */
  params?: Record<string, Param>;
  /** Query string added to the path. */
  search?: string;
  /** Where the route sends the visitor (a redirect route); the page checked is the one it lands on. */
  redirectsTo?: RegExp;
}

const text = (value: string) => ({ value });
/** A well-formed opt-out token that was never issued: the page asks the API and says the link is not valid. */
const UNKNOWN_TOKEN = `?token=${'A'.repeat(43)}`;

export const ROUTES: RouteVisit[] = [
  // Anonymous (spec 000 §2.1).
  { id: '/login', login: 'anonymous' },
  { id: '/login-sso', login: 'anonymous' },
  { id: '/new-password', login: 'anonymous' },
  { id: '/reset-password', login: 'anonymous' },
  { id: '/_public/new-user', login: 'anonymous' },
  { id: '/_public/inactive-employees/opt-out', login: 'anonymous', search: UNKNOWN_TOKEN },
  { id: '/_public/keys-out/opt-out', login: 'anonymous', search: UNKNOWN_TOKEN },
  { id: '/_public/resident/opt-out', login: 'anonymous', search: UNKNOWN_TOKEN },
  { id: '/_public/warranty/approve', login: 'anonymous', search: '?propertyId=1' },
  { id: '/_public/warranty/disapprove', login: 'anonymous', search: '?propertyId=1' },
  { id: '/_faq/faqs/touch/', login: 'anonymous' },
  { id: '/_faq/faqs/touch/$guide', login: 'anonymous', params: { guide: text('fingerprint-setup') } },
  { id: '/_faq/faqs/gen10/', login: 'anonymous' },
  { id: '/_faq/faqs/gen10/$guide', login: 'anonymous', params: { guide: text('replace-keytags') } },

  // Either pool.
  { id: '/_authenticated/', login: 'internal', redirectsTo: /\/dashboard$/ },
  { id: '/_authenticated/_default/dashboard', login: 'internal' },
  { id: '/_authenticated/_default/change-password', login: 'manager' },
  { id: '/_authenticated/_default/account-error', login: 'manager' },
  { id: '/_authenticated/_default/not-found/', login: 'manager' },
  { id: '/_authenticated/_default/not-found/$entityName', login: 'manager', params: { entityName: text('property') } },
  { id: '/_authenticated/_default/key-receipt', login: 'manager' },
  {
    id: '/_authenticated/_default/audit/entity/$entityType/$entityId',
    login: 'internal',
    params: { entityType: text('property'), entityId: 'propertyId' },
  },
  {
    id: '/_authenticated/_default/audit/entity/$parentEntityType/$entityType/$entityId',
    login: 'internal',
    params: { parentEntityType: text('property'), entityType: text('site-login'), entityId: 'propertyStaffId' },
  },
  { id: '/_authenticated/_default/property/$propertyId/keymap', login: 'internal' },
  { id: '/_authenticated/_default/property/$propertyId/scanning/$datalogId/keymap', login: 'internal' },
  { id: '/_authenticated/_printer/print', login: 'internal', search: '?purchaseOrderId=1' },
  { id: '/_authenticated/_printer/shipping-esof/print/$orderId', login: 'manager', params: { orderId: text('1') } },

  // Reports (spec 001 §2): the manager's selected property.
  { id: '/_authenticated/_default/property-reports/', login: 'manager' },
  { id: '/_authenticated/_default/property-reports/$propertyId', login: 'manager' },
  {
    id: '/_authenticated/_default/property-reports/reports/$propertyId',
    login: 'manager',
    redirectsTo: /\/property-reports\/?(\?.*)?$/,
  },
  { id: '/_authenticated/_default/property-reports/keys-out', login: 'manager' },
  { id: '/_authenticated/_default/property-reports/report-by-unit', login: 'manager' },
  { id: '/_authenticated/_default/property-reports/report-by-activity', login: 'manager' },
  { id: '/_authenticated/_default/property-reports/report-by-employee', login: 'manager' },
  { id: '/_authenticated/_default/property-reports/custom-report', login: 'manager' },
  { id: '/_authenticated/_default/property-reports/tag-search', login: 'manager' },
  { id: '/_authenticated/_default/property-reports/exception', login: 'manager' },
  { id: '/_authenticated/_default/property-reports/transaction', login: 'manager' },
  { id: '/_authenticated/_default/property-reports/empty-hooks', login: 'manager' },

  // External (spec 000 §2.3).
  { id: '/_authenticated/_default/_external/overview', login: 'manager' },
  { id: '/_authenticated/_default/_external/administration/', login: 'manager' },
  { id: '/_authenticated/_default/_external/administration/badge-search', login: 'manager' },
  { id: '/_authenticated/_default/_external/administration/corporation/edit', login: 'corporate' },
  { id: '/_authenticated/_default/_external/administration/division/$divisionId/edit', login: 'corporate' },
  { id: '/_authenticated/_default/_external/administration/region/$regionId/edit', login: 'corporate' },
  { id: '/_authenticated/_default/_external/administration/property/$propertyId/edit', login: 'manager' },
  { id: '/_authenticated/_default/_external/administration/staff/add', login: 'manager' },
  {
    id: '/_authenticated/_default/_external/administration/staff/edit/$staffId',
    login: 'manager',
    params: { staffId: 'managedStaffId' },
  },
  { id: '/_authenticated/_default/_external/badges/property/$propertyId/active', login: 'manager' },
  { id: '/_authenticated/_default/_external/badges/property/$propertyId/inactive', login: 'manager' },
  { id: '/_authenticated/_default/_external/badges/property/$propertyId/add', login: 'manager' },
  { id: '/_authenticated/_default/_external/badges/property/$propertyId/edit/$badgeId', login: 'manager' },
  { id: '/_authenticated/_default/_external/badge-restrictions/property/$propertyId', login: 'manager' },
  { id: '/_authenticated/_default/_external/exceptions/', login: 'manager' },
  { id: '/_authenticated/_default/_external/exceptions/settings', login: 'manager' },
  { id: '/_authenticated/_default/_external/faqs/$propertyId', login: 'manager' },
  { id: '/_authenticated/_default/_external/key-activity-alert/', login: 'manager' },
  {
    id: '/_authenticated/_default/_external/key-activity-alert/$alertId',
    login: 'manager',
    params: { alertId: 'keyActivityAlertId' },
  },
  { id: '/_authenticated/_default/_external/key-activity-alert/add', login: 'manager' },
  {
    id: '/_authenticated/_default/_external/key-activity-alert/edit/$alertId',
    login: 'manager',
    params: { alertId: 'keyActivityAlertId' },
  },
  { id: '/_authenticated/_default/_external/property-activities', login: 'manager' },
  { id: '/_authenticated/_default/_external/property-communication', login: 'manager' },
  { id: '/_authenticated/_default/_external/property-unit-list', login: 'manager' },
  { id: '/_authenticated/_default/_external/property-vendors', login: 'manager' },
  { id: '/_authenticated/_default/_external/property-work-orders/', login: 'manager' },
  {
    id: '/_authenticated/_default/_external/property-work-orders/$orderId',
    login: 'manager',
    params: { orderId: 'workOrderId' },
  },
  { id: '/_authenticated/_default/_external/property-verification/$propertyId', login: 'manager' },
  {
    id: '/_authenticated/_default/_external/property-verification-units/$propertyId/contact/$contactId',
    login: 'manager',
    params: { contactId: 'propertyStaffId' },
  },
  { id: '/_authenticated/_default/_external/resident-emails', login: 'manager' },
  { id: '/_authenticated/_default/_external/change-form/add', login: 'manager' },
  { id: '/_authenticated/_default/_external/shipping-esof/add', login: 'manager' },
  { id: '/_authenticated/_default/_external/unit-notes/$unitId', login: 'manager' },

  // Internal (spec 000 §2.2).
  { id: '/_authenticated/_default/_internal/corporation/corporation-list', login: 'internal' },
  { id: '/_authenticated/_default/_internal/corporation/add', login: 'internal' },
  { id: '/_authenticated/_default/_internal/corporation/$corporationId/', login: 'internal' },
  { id: '/_authenticated/_default/_internal/corporation/edit-corporation/$corporationId', login: 'internal' },
  { id: '/_authenticated/_default/_internal/corporation/$corporationId/add-division', login: 'internal' },
  { id: '/_authenticated/_default/_internal/corporation/$corporationId/add-staff', login: 'internal' },
  {
    id: '/_authenticated/_default/_internal/corporation/$corporationId/edit-staff/$staffId',
    login: 'internal',
    params: { staffId: 'corporationStaffId' },
  },
  { id: '/_authenticated/_default/_internal/division/$divisionId/', login: 'internal' },
  { id: '/_authenticated/_default/_internal/division/$divisionId/edit-division', login: 'internal' },
  { id: '/_authenticated/_default/_internal/division/$divisionId/add-region', login: 'internal' },
  { id: '/_authenticated/_default/_internal/division/$divisionId/add-staff', login: 'internal' },
  {
    id: '/_authenticated/_default/_internal/division/$divisionId/edit-staff/$staffId',
    login: 'internal',
    params: { staffId: 'divisionStaffId' },
  },
  { id: '/_authenticated/_default/_internal/region/$regionId/', login: 'internal' },
  { id: '/_authenticated/_default/_internal/region/$regionId/edit-region', login: 'internal' },
  { id: '/_authenticated/_default/_internal/region/$regionId/add-staff', login: 'internal' },
  {
    id: '/_authenticated/_default/_internal/region/$regionId/edit-staff/$staffId',
    login: 'internal',
    params: { staffId: 'regionStaffId' },
  },
  { id: '/_authenticated/_default/_internal/region/$regionId/add-property', login: 'internal' },
  { id: '/_authenticated/_default/_internal/property/$propertyId/', login: 'internal' },
  { id: '/_authenticated/_default/_internal/property/$propertyId/edit-property', login: 'internal' },
  { id: '/_authenticated/_default/_internal/property/$propertyId/add-staff', login: 'internal' },
  {
    id: '/_authenticated/_default/_internal/property/$propertyId/edit-staff/$staffId',
    login: 'internal',
    params: { staffId: 'propertyStaffId' },
  },
  { id: '/_authenticated/_default/_internal/property/$propertyId/unit-list', login: 'internal' },
  { id: '/_authenticated/_default/_internal/property/$propertyId/activities', login: 'internal' },
  {
    id: '/_authenticated/_default/_internal/property/$propertyId/update-{$product}',
    login: 'internal',
    params: { product: text('touch') },
  },
  { id: '/_authenticated/_default/_internal/property/$propertyId/add-purchase-order', login: 'internal' },
  { id: '/_authenticated/_default/_internal/property/$propertyId/scanning/', login: 'internal' },
  { id: '/_authenticated/_default/_internal/property/$propertyId/scanning/$datalogId/panel', login: 'internal' },
  { id: '/_authenticated/_default/_internal/property/$propertyId/scanning/$datalogId/units', login: 'internal' },
  { id: '/_authenticated/_default/_internal/property/$propertyId/last-communication', login: 'internal' },
  { id: '/_authenticated/_default/_internal/property/$propertyId/exceptions', login: 'internal' },
  { id: '/_authenticated/_default/_internal/property/$propertyId/site-logins/', login: 'internal' },
  { id: '/_authenticated/_default/_internal/property/$propertyId/site-logins/inactive', login: 'internal' },
  { id: '/_authenticated/_default/_internal/property/$propertyId/transactions', login: 'internal' },
  { id: '/_authenticated/_default/_internal/property/$propertyId/work-orders/list', login: 'internal' },
  { id: '/_authenticated/_default/_internal/property/$propertyId/work-orders/add-work-order', login: 'internal' },
  {
    id: '/_authenticated/_default/_internal/property/$propertyId/work-orders/edit-work-order/$orderId',
    login: 'internal',
    params: { orderId: 'workOrderId' },
  },
  { id: '/_authenticated/_default/_internal/express/scanning/$datalogId/panel', login: 'internal' },
  { id: '/_authenticated/_default/_internal/purchase-orders/', login: 'internal' },
  { id: '/_authenticated/_default/_internal/purchase-orders/accounting', login: 'internal' },
  {
    id: '/_authenticated/_default/_internal/purchase-orders/edit/$propertyId/$poId',
    login: 'internal',
    params: { poId: text('1') },
  },
  {
    id: '/_authenticated/_default/_internal/purchase-orders/status/$poId',
    login: 'internal',
    params: { poId: text('1') },
  },
  { id: '/_authenticated/_default/_internal/purchase-order-lookup', login: 'internal' },
  { id: '/_authenticated/_default/_internal/purchase-order-lookup-sales', login: 'internal' },
  { id: '/_authenticated/_default/_internal/purchase-order-lookup-conversions', login: 'internal' },
  { id: '/_authenticated/_default/_internal/verified-purchase-orders', login: 'internal' },
  { id: '/_authenticated/_default/_internal/service-requests/', login: 'internal' },
  { id: '/_authenticated/_default/_internal/service-requests/$propertyId/add', login: 'internal' },
  {
    id: '/_authenticated/_default/_internal/service-requests/property/$propertyId/$requestId',
    login: 'internal',
    params: { requestId: 'serviceRequestId' },
  },
  { id: '/_authenticated/_default/_internal/service-requests/report/closed', login: 'internal' },
  { id: '/_authenticated/_default/_internal/service-requests/report/open', login: 'internal' },
  { id: '/_authenticated/_default/_internal/service-requests/report/summary', login: 'internal' },
  { id: '/_authenticated/_default/_internal/service-requests/report/technicians', login: 'internal' },
  {
    id: '/_authenticated/_default/_internal/shipping-orders/$filterBy',
    login: 'internal',
    params: { filterBy: text('open') },
  },
  { id: '/_authenticated/_default/_internal/shipping-orders/system/add', login: 'internal' },
  {
    id: '/_authenticated/_default/_internal/shipping-orders/system/edit/$orderId',
    login: 'internal',
    params: { orderId: text('1') },
  },
  { id: '/_authenticated/_default/_internal/shipping-orders/service/add', login: 'internal' },
  {
    id: '/_authenticated/_default/_internal/shipping-orders/service/edit/$orderId',
    login: 'internal',
    params: { orderId: text('1') },
  },
  { id: '/_authenticated/_default/_internal/shipping-orders/esof/add', login: 'internal' },
  {
    id: '/_authenticated/_default/_internal/shipping-orders/esof/edit/$orderId',
    login: 'internal',
    params: { orderId: text('1') },
  },
  {
    id: '/_authenticated/_default/_internal/{$product}-store/$propertyId/add',
    login: 'internal',
    params: { product: text('touch') },
  },
  {
    id: '/_authenticated/_default/_internal/shipping-orders/title/$title',
    login: 'internal',
    params: { title: text('open') },
  },
  { id: '/_authenticated/_default/_internal/shipping-order-confirmation', login: 'internal' },
  { id: '/_authenticated/_default/_internal/internal-users/', login: 'internal' },
  { id: '/_authenticated/_default/_internal/internal-users/add-user', login: 'internal' },
  {
    id: '/_authenticated/_default/_internal/internal-users/edit-user/$userId',
    login: 'internal',
    params: { userId: 'internalUserId' },
  },
  { id: '/_authenticated/_default/_internal/inventory/', login: 'internal' },
  { id: '/_authenticated/_default/_internal/inventory/eq-list', login: 'internal' },
  { id: '/_authenticated/_default/_internal/inventory/eq-detail', login: 'internal' },
  { id: '/_authenticated/_default/_internal/inventory/eq-count', login: 'internal' },
  { id: '/_authenticated/_default/_internal/inventory/scan-new', login: 'internal' },
  { id: '/_authenticated/_default/_internal/inventory/scan-return', login: 'internal' },
  { id: '/_authenticated/_default/_internal/inventory/scan-rma-incoming', login: 'internal' },
  { id: '/_authenticated/_default/_internal/inventory/scan-rma-outgoing', login: 'internal' },
  { id: '/_authenticated/_default/_internal/inventory/scan-destroyed', login: 'internal' },
  { id: '/_authenticated/_default/_internal/calendar', login: 'internal' },
  { id: '/_authenticated/_default/_internal/calendar-day-view', login: 'internal' },
  { id: '/_authenticated/_default/_internal/search/', login: 'internal' },
  { id: '/_authenticated/_default/_internal/search/$query', login: 'internal', params: { query: text('Summit') } },
  {
    id: '/_authenticated/_default/_internal/basic-search/$query',
    login: 'internal',
    params: { query: text('Summit') },
  },
  { id: '/_authenticated/_default/_internal/configure', login: 'internal' },
  { id: '/_authenticated/_default/_internal/magic-code', login: 'internal' },
  { id: '/_authenticated/_default/_internal/ht-express', login: 'internal' },
  { id: '/_authenticated/_default/_internal/production-queue', login: 'internal' },
  { id: '/_authenticated/_default/_internal/cancellation-report', login: 'internal' },
  { id: '/_authenticated/_default/_internal/past-due-datalog-report', login: 'internal' },
  { id: '/_authenticated/_default/_internal/platinum-datalog-report', login: 'internal' },
  { id: '/_authenticated/_default/_internal/special-news-edit', login: 'internal' },
];

/** The URL path of a route id with its parameters filled in. */
export function routePath(route: RouteVisit, fixtures: Fixtures): string {
  const path = route.id
    .split('/')
    .filter((segment) => !segment.startsWith('_'))
    .map((segment) =>
      segment.replace(/\{?\$(\w+)\}?/g, (_, name: string) => {
        const param = route.params?.[name] ?? (name as keyof Fixtures);
        const value = typeof param === 'string' ? fixtures[param] : param.value;
        if (value === undefined) throw new Error(`${route.id}: no value for $${name}`);
        return encodeURIComponent(String(value));
      }),
    )
    .join('/')
    .replace(/(.)\/$/, '$1');
  return `${path || '/'}${route.search ?? ''}`;
}

/** The demo data's ids for the manager's first property and the logins around it. */
export async function fixtureIds(databaseUrl: string): Promise<Fixtures> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const one = async (sql: string, params: unknown[] = []) => {
      const { rows } = await client.query<{ id: number }>(sql, params);
      if (!rows[0]) throw new Error(`no demo row for: ${sql}`);
      return Number(rows[0].id);
    };
    const login = (email: string) => one('SELECT id FROM site_logins WHERE email = $1', [email]);
    const propertyStaffId = await login('manager@demo.test');
    const propertyId = await one('SELECT min("A") AS id FROM "_SiteLoginProperties" WHERE "B" = $1', [propertyStaffId]);
    const { rows } = await client.query<{ corporation_id: number; division_id: number; region_id: number }>(
      'SELECT corporation_id, division_id, region_id FROM properties WHERE id = $1',
      [propertyId],
    );
    const ofProperty = (table: string) =>
      one(`SELECT min(id) AS id FROM ${table} WHERE property_id = $1`, [propertyId]);
    return {
      propertyId,
      corporationId: rows[0]!.corporation_id,
      divisionId: rows[0]!.division_id,
      regionId: rows[0]!.region_id,
      datalogId: await ofProperty('datalogs'),
      badgeId: await ofProperty('badges'),
      unitId: await ofProperty('units'),
      workOrderId: await ofProperty('work_orders'),
      keyReceiptId: await ofProperty('key_receipts'),
      keyActivityAlertId: await ofProperty('key_activity_alerts'),
      serviceRequestId: await ofProperty('service_requests'),
      propertyStaffId,
      regionStaffId: await login('region@demo.test'),
      divisionStaffId: await login('division@demo.test'),
      corporationStaffId: await login('corporate@demo.test'),
      managedStaffId: await login('staff@demo.test'),
      internalUserId: await one('SELECT id FROM internal_users WHERE email = $1', ['sales@demo.test']),
    };
  } finally {
    await client.end();
  }
}
