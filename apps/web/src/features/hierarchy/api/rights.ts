import type { Me } from '@kc/domain/auth';
import { can } from '@kc/domain/can';
import { CONTACT_RIGHT, canCreateEntity, canDeleteEntity, canReadAuditLog } from '@kc/domain/policies';
import type { EntityLevel } from '@kc/domain/hierarchy';
import { EDIT_RIGHT } from '@kc/domain/purchase-orders/rights';
import { SR_STAFF_RIGHT } from '@kc/domain/service-requests/rights';

/** Decision 0012: the provider roles that create corporations, divisions, regions and properties. */
export const mayCreateEntities = (me: Pick<Me, 'role'>): boolean => canCreateEntity(me.role);

/** Editing an entity's contact data and primary contact (the PUT routes' permission). */
export const mayEditEntity = (me: Pick<Me, 'accessRights'>, level: EntityLevel): boolean =>
  can(me.accessRights, CONTACT_RIGHT[level]);
export const mayViewStaff = (me: Pick<Me, 'accessRights'>): boolean => can(me.accessRights, 'SiteLogin_READ');
export const mayAddStaff = (me: Pick<Me, 'accessRights'>): boolean => can(me.accessRights, 'SiteLogin_CREATE');
/** Audit log link (spec 000 §6). */
export const mayViewAudit = (me: Pick<Me, 'role'>): boolean => canReadAuditLog(me.role);
/** Decision 0012: the provider roles that delete (soft) corporations, divisions, regions and properties. */
export const mayDeleteEntities = (me: Pick<Me, 'role'>): boolean => canDeleteEntity(me.role);
/** Account flags, accounting info, customer number and temporary access (the account routes' permission). */
export const mayEditAccount = (me: Pick<Me, 'accessRights'>): boolean => can(me.accessRights, 'Property_UPDATE');
/** Writing a purchase order for the property (the create route's permission, decision 0053). */
export const mayWritePurchaseOrders = (me: Pick<Me, 'accessRights'>): boolean => can(me.accessRights, EDIT_RIGHT);
/** Adding a service request at the property (the create route's permission, decision 0063). */
export const mayAddServiceRequests = (me: Pick<Me, 'accessRights'>): boolean => can(me.accessRights, SR_STAFF_RIGHT);
