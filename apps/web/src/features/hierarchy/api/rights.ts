import type { Me } from '@kc/domain/auth';
import { can } from '@kc/domain/permissions';
import type { EntityLevel } from '@kc/domain/hierarchy';

/** Decision 0012: the provider roles that create corporations, divisions, regions and properties. */
const CREATE_ROLES: readonly number[] = [100, 101, 105, 106];
export const mayCreateEntities = (me: Pick<Me, 'role'>): boolean => CREATE_ROLES.includes(me.role);

const CONTACT_RIGHT = {
  corporation: 'Corporation-ContactInfo_UPDATE',
  division: 'Division-ContactInfo_UPDATE',
  region: 'Region-ContactInfo_UPDATE',
  property: 'Property-ContactInfo_UPDATE',
} as const;
/** Editing an entity's contact data and primary contact (the PUT routes' permission). */
export const mayEditEntity = (me: Pick<Me, 'accessRights'>, level: EntityLevel): boolean =>
  can(me.accessRights, CONTACT_RIGHT[level]);
export const mayViewStaff = (me: Pick<Me, 'accessRights'>): boolean => can(me.accessRights, 'SiteLogin_READ');
export const mayAddStaff = (me: Pick<Me, 'accessRights'>): boolean => can(me.accessRights, 'SiteLogin_CREATE');
/** Audit log link: internal roles 102, 103, 105, 106 (spec 000 §6). */
export const mayViewAudit = (me: Pick<Me, 'role'>): boolean => [102, 103, 105, 106].includes(me.role);
/** Decision 0012: the provider roles that delete (soft) corporations, divisions, regions and properties. */
const DELETE_ROLES: readonly number[] = [100, 105, 106];
export const mayDeleteEntities = (me: Pick<Me, 'role'>): boolean => DELETE_ROLES.includes(me.role);
/** Account flags, accounting info, customer number and temporary access (the account routes' permission). */
export const mayEditAccount = (me: Pick<Me, 'accessRights'>): boolean => can(me.accessRights, 'Property_UPDATE');
