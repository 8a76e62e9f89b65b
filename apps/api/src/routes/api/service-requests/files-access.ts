import { SR_EMAIL_RIGHT, SR_READ_RIGHTS, SR_STAFF_RIGHT } from '@kc/domain/service-requests/rights';

/**
 * Who reaches a request's files (decision 0065): as the request itself (decision 0063) — staff, and the property's
 * customer reading its own requests; adding and deleting files is staff's, like notes. Another customer's request
 * answers 404. Email Support is the customer's right to write to support, at a property it reaches.
 */
export const SR_FILE_ACCESS = {
  read: { permission: SR_READ_RIGHTS, scope: 'property' },
  write: { permission: SR_STAFF_RIGHT, scope: 'property' },
} as const;

export const SUPPORT_EMAIL_ACCESS = { permission: SR_EMAIL_RIGHT, scope: 'property' } as const;
