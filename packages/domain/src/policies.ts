import { can } from './can.ts';
import type { PermissionKey } from './permissions.ts';
import { COMMERCIAL_LEVEL, isInternalRole, type RoleId } from './roles.ts';
import type { EntityLevel } from './hierarchy.ts';

/**
 * Named access policies: the rules the spec states by role rather than by a right, written once and used by
 * routes (`config.policy`), services and the web client alike. The authorization matrix reads a route's policy
 * and evaluates it with each role's default grants, so a policy is never invisible to it.
 */

/** The caller a policy judges: its role and (where the rule needs them) its rights. */
export interface PolicyCaller {
  roleId: number;
  rights?: Readonly<Partial<Record<string, boolean>>> | null;
}

const AUDIT_LOG_ROLES: readonly RoleId[] = [102, 103, 105, 106];
const ENTITY_CREATE_ROLES: readonly RoleId[] = [100, 101, 105, 106];
const ENTITY_DELETE_ROLES: readonly RoleId[] = [100, 105, 106];
const SSO_ADMIN_ROLES: readonly RoleId[] = [105, 106];
const hasRole = (roles: readonly number[], roleId: number) => roles.includes(roleId);

/** Spec 000 §6: the audit log is for internal roles 102, 103, 105 and 106. */
export const canReadAuditLog = (roleId: number): boolean => hasRole(AUDIT_LOG_ROLES, roleId);
/** Decision 0012: only the provider creates customers' corporations, divisions, regions and properties. */
export const canCreateEntity = (roleId: number): boolean => hasRole(ENTITY_CREATE_ROLES, roleId);
/** Decision 0012: soft-deleting an entity is for management and administrators. */
export const canDeleteEntity = (roleId: number): boolean => hasRole(ENTITY_DELETE_ROLES, roleId);
/** Single sign-on set-up of a corporation is for system and super administrators. */
export const canAdministerSso = (roleId: number): boolean => hasRole(SSO_ADMIN_ROLES, roleId);
/** Provider staff list every customer only with AllEntities_READ; customers always list their own scope. */
export const canListEntities = (caller: PolicyCaller): boolean =>
  !isInternalRole(caller.roleId) || can(caller.rights, 'AllEntities_READ');

/** The policies a route may declare, by name, with the text the authorization matrix prints for each. */
export const POLICIES = {
  readAuditLog: { describe: 'audit-log roles', allows: (c: PolicyCaller) => canReadAuditLog(c.roleId) },
  createEntity: { describe: 'entity-creating roles', allows: (c: PolicyCaller) => canCreateEntity(c.roleId) },
  deleteEntity: { describe: 'entity-deleting roles', allows: (c: PolicyCaller) => canDeleteEntity(c.roleId) },
  administerSso: { describe: 'SSO administrators', allows: (c: PolicyCaller) => canAdministerSso(c.roleId) },
  internalRole: { describe: 'internal roles', allows: (c: PolicyCaller) => isInternalRole(c.roleId) },
  listEntities: { describe: 'customers, or AllEntities_READ', allows: canListEntities },
} as const satisfies Record<string, { describe: string; allows: (caller: PolicyCaller) => boolean }>;
export type PolicyName = keyof typeof POLICIES;

/** The right that edits an entity's contact data and primary contact, per level. */
export const CONTACT_RIGHT: Record<EntityLevel, PermissionKey> = {
  corporation: 'Corporation-ContactInfo_UPDATE',
  division: 'Division-ContactInfo_UPDATE',
  region: 'Region-ContactInfo_UPDATE',
  property: 'Property-ContactInfo_UPDATE',
};

/** The list a site login carries at its commercial level (corporate logins carry none). */
export type StaffListKind = 'properties' | 'regions' | 'divisions';

/** Spec 000 §6: choosing a list needs its right (203–205 lack the property one, 202 the region one, 201 the division one). */
export const CHOOSE_LIST_RIGHT: Record<StaffListKind, PermissionKey> = {
  properties: 'Staff-Property_UPDATE',
  regions: 'Staff-Region_UPDATE',
  divisions: 'Staff-Division_UPDATE',
};

/** Deleting a site login needs the delete right of the login's commercial level (spec 000 §6, decision 0012). */
export const STAFF_DELETE_RIGHT: Partial<Record<number, PermissionKey>> = {
  [COMMERCIAL_LEVEL.corporation]: 'Staff-Corporation_DELETE',
  [COMMERCIAL_LEVEL.division]: 'Staff-Division_DELETE',
  [COMMERCIAL_LEVEL.region]: 'Staff-Region_DELETE',
  [COMMERCIAL_LEVEL.property]: 'Staff-Property_DELETE',
};
