/**
 * Who reaches a request's files (decision 0065): whoever works with the service requests (the same right as the
 * requests themselves), within the properties they reach; Email Support is the customers' right to write to support.
 */
export const SR_FILE_ACCESS = {
  read: { permission: 'ServiceRequest-LandingPage_UI', scope: 'property' },
  write: { permission: 'ServiceRequest-LandingPage_UI', scope: 'property' },
} as const;

export const SUPPORT_EMAIL_ACCESS = { permission: 'ServiceRequest-Email_UI', scope: 'property' } as const;
