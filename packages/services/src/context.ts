import type { ThrottleSettings } from '@kc/domain/auth-throttle';
import type { Database } from './db/client.ts';

export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface AuthSettings {
  refreshTokenTtlDays: number;
  /** Throttling of password and reset-code guesses (decision 0031). */
  throttle: ThrottleSettings;
  passwordMinLength: number;
  /** Base URL of the portal, for links in e-mails. */
  publicUrl: string;
}

/** What every use case receives: data access, settings and a logger. No HTTP. */
export interface ServiceContext {
  db: Database;
  auth: AuthSettings;
  log: Logger;
  /** Where customers' messages to support go (SUPPORT_EMAIL); PROVIDER.supportEmail when not set. */
  supportEmail?: string;
}
