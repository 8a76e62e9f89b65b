import { z } from 'zod';
import {
  DatabasePoolSize,
  DatabaseUrl,
  EnvError,
  MailFrom,
  parseEnv,
  RedisUrl,
  SmtpUrl,
  TransactionRetentionMonths,
} from '@kc/services/config/env';

/** Every setting the stand-alone worker reads. Read once at start; a bad value stops start-up naming the variable. */
export const EnvSchema = z.object({
  DATABASE_URL: DatabaseUrl,
  DATABASE_POOL_SIZE: DatabasePoolSize,
  REDIS_URL: RedisUrl,
  SMTP_URL: SmtpUrl,
  MAIL_FROM: MailFrom,
  /** Base URL of the portal, for links in e-mails (the API's PUBLIC_URL). */
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  TRANSACTION_RETENTION_MONTHS: TransactionRetentionMonths,
});

export type Env = z.infer<typeof EnvSchema>;

export { EnvError };

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  return parseEnv(EnvSchema, source);
}
