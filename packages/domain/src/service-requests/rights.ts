import type { PermissionKey } from '../permissions.ts';

/**
 * The service-request rights (decision 0063), in a file of their own with no other import: the web's route
 * definitions read them, and those load with every page, the sign-in page included (decision 0057).
 */
/** Provider staff's pages: the list, add, detail and the reports (spec 000 §2.5 Requests). */
export const SR_STAFF_RIGHT: PermissionKey = 'ServiceRequest-LandingPage_UI';
/** A customer's Email Support (spec 000 §2.5); it also lets the customer read its own properties' requests. */
export const SR_EMAIL_RIGHT: PermissionKey = 'ServiceRequest-Email_UI';
/** Who reads one request or a property's requests: staff, or the property's customer (404 outside its scope). */
export const SR_READ_RIGHTS: readonly PermissionKey[] = [SR_STAFF_RIGHT, SR_EMAIL_RIGHT];
