import type { PermissionKey } from '../permissions.ts';

/**
 * Who may send a property's change form (decision 0064): the right that sends a service request to support by e-mail
 * ("Send Service Request Email"), which property managers and assistants hold by default. In a file of its own with no
 * other import: the web's route definition reads it (decision 0057).
 */
export const CHANGE_FORM_RIGHT: PermissionKey = 'ServiceRequest-Email_UI';
