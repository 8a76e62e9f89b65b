import type { PermissionKey } from './permissions.ts';

// Kept apart from alerts.ts and its schemas: the web app's route guards read it before any page loads (decision 0050).

/** The rights of the alerts pages (spec 000 §6): see the alerts, change the settings, see keys not scanned. */
export const ALERT_RIGHTS = {
  view: 'ExceptionAlerts_ALL',
  modify: 'Alerts_UPDATE',
  notScanned: 'Report-KeysRequestedNotScanned_READ',
} as const satisfies Record<string, PermissionKey>;
