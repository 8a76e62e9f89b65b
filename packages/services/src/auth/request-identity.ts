import type { Pool } from '@kc/domain/auth';
import { COMMERCIAL_LEVEL } from '@kc/domain/roles';
import { effectiveRights, type Rights } from '@kc/domain/permissions';
import type { RoleId } from '@kc/domain/roles';
import type { Database } from '../db/client.ts';
import type { Principal } from './principal.ts';
import { loginPropertyScopeSql, scopeOfLogin, type Scope } from '../access/scope.ts';

/** Everything a signed-in request needs about its caller, read in one round trip (every request pays for it). */
export interface RequestIdentity {
  principal: Principal;
  /** The session (refresh-token family) is neither revoked nor expired. */
  live: boolean;
  rights: Rights;
  scope: Scope;
}

interface ExternalRow {
  id: number;
  name: string;
  email: string;
  commercial_level: number;
  corporation_id: number;
  disabled: boolean;
  deleted: boolean;
  must_change_password: boolean;
  role_id: number;
  division_id: number | null;
  region_id: number | null;
  live: boolean;
  grants: { key: string; granted: boolean }[];
  division_ids: number[];
  region_ids: number[];
  property_ids: number[];
  property_in_scope: boolean;
}

const EXTERNAL_SQL = `
  SELECT s.id, s.name, s.email, s.commercial_level, s.corporation_id, s.disabled, s.deleted_at IS NOT NULL AS deleted,
         s.must_change_password, ar.role_id, s.division_id, s.region_id,
         ($2::uuid IS NOT NULL AND EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.family_id = $2::uuid AND r.revoked_at IS NULL AND r.expires_at > now())) AS live,
         coalesce((SELECT json_agg(json_build_object('key', g.permission_key, 'granted', g.granted)) FROM site_login_grants g WHERE g.site_login_id = s.id), '[]') AS grants,
         ARRAY(SELECT "A" FROM "_SiteLoginDivisions" WHERE "B" = s.id) AS division_ids,
         ARRAY(SELECT "A" FROM "_SiteLoginRegions" WHERE "B" = s.id) AS region_ids,
         ARRAY(SELECT "A" FROM "_SiteLoginProperties" WHERE "B" = s.id) AS property_ids,
         ($3::int IS NOT NULL AND EXISTS (
           SELECT 1 FROM properties p WHERE p.id = $3 AND p.deleted_at IS NULL AND ${loginPropertyScopeSql()})) AS property_in_scope
    FROM site_logins s JOIN access_roles ar ON ar.id = s.access_role_id
   WHERE s.id = $1`;

const INTERNAL_SQL = `
  SELECT u.id, u.name, u.email, u.role_id, u.disabled, u.must_change_password,
         ($2::uuid IS NOT NULL AND EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.family_id = $2::uuid AND r.revoked_at IS NULL AND r.expires_at > now())) AS live,
         ($3::int IS NOT NULL AND EXISTS (SELECT 1 FROM properties p WHERE p.id = $3 AND p.deleted_at IS NULL)) AS property_in_scope
    FROM internal_users u WHERE u.id = $1`;

/** The request's property, when the statement found it in scope. */
const verified = (inScope: boolean, propertyId: number | null) =>
  inScope && propertyId !== null ? { verifiedPropertyId: propertyId } : {};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The caller's principal, session liveness, effective rights and scope in one SQL statement, with the same
 * meaning as loadPrincipal + a live refresh-token family + loadAccessRights + resolveScope (which stay the reference; the
 * authorization matrix exercises both through the API). sessionId null skips the session check (live = false).
 * With the request's propertyId, the same statement checks that property against the scope (the rule of
 * propertyScopeSql, generated from the same definition) and carries a positive answer in the scope's
 * verifiedPropertyId, so assertPropertyInScope needs no second round trip.
 * Named statements: PostgreSQL parses and plans them once per connection.
 */
export async function loadRequestIdentity(
  db: Database,
  pool: Pool,
  id: number,
  sessionId: string | null,
  propertyId: number | null = null,
): Promise<RequestIdentity | null> {
  // Session ids are UUIDs; anything else can never be live (and must not reach the uuid cast).
  const sid = sessionId && UUID.test(sessionId) ? sessionId : null;
  if (pool === 'internal') {
    const {
      rows: [u],
    } = await db.pool.query<{
      id: number;
      name: string;
      email: string;
      role_id: number;
      disabled: boolean;
      must_change_password: boolean;
      live: boolean;
      property_in_scope: boolean;
    }>({ name: 'request-identity-internal', text: INTERNAL_SQL, values: [id, sid, propertyId] });
    if (!u) return null;
    const principal: Principal = {
      pool,
      id: u.id,
      name: u.name,
      email: u.email,
      roleId: u.role_id,
      commercialLevel: COMMERCIAL_LEVEL.none,
      corporationId: null,
      disabled: u.disabled,
      mustChangePassword: u.must_change_password,
    };
    const scope: Scope = { kind: 'all', ...verified(u.property_in_scope, propertyId) };
    return { principal, live: u.live, rights: effectiveRights(u.role_id as RoleId), scope };
  }
  const {
    rows: [s],
  } = await db.pool.query<ExternalRow>({
    name: 'request-identity-external',
    text: EXTERNAL_SQL,
    values: [id, sid, propertyId],
  });
  if (!s) return null;
  const principal: Principal = {
    pool,
    id: s.id,
    name: s.name,
    email: s.email,
    roleId: s.role_id,
    commercialLevel: s.commercial_level,
    corporationId: s.corporation_id,
    disabled: s.disabled || s.deleted,
    mustChangePassword: s.must_change_password,
  };
  const scope: Scope = {
    ...scopeOfLogin({
      commercialLevel: s.commercial_level,
      corporationId: s.corporation_id,
      divisionId: s.division_id,
      regionId: s.region_id,
      divisionIds: s.division_ids,
      regionIds: s.region_ids,
      propertyIds: s.property_ids,
    }),
    ...verified(s.property_in_scope, propertyId),
  };
  return { principal, live: s.live, rights: effectiveRights(s.role_id as RoleId, s.grants), scope };
}
