import { fileURLToPath } from 'node:url';
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
  SupportEmail,
} from '@kc/services/config/env';

/** Uploaded files by default: the repository's .data directory, beside the development database (never the web root). */
const DEFAULT_FILE_STORAGE_DIR = fileURLToPath(new URL('../../../.data/files', import.meta.url));

const perMinute = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);

const booleanish = z.enum(['on', 'off', 'true', 'false', '1', '0']).transform((v) => ['on', 'true', '1'].includes(v));

/** Every setting the API and in-process worker read. Read once at start; a bad value stops start-up naming the variable. */
export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    PUBLIC_URL: z.url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATABASE_URL: DatabaseUrl,
    DATABASE_POOL_SIZE: DatabasePoolSize,
    /** A streaming replica for reports, exports, search and the overview (decision 0070); its pool has the same size. */
    DATABASE_REPLICA_URL: DatabaseUrl.optional(),
    REDIS_URL: RedisUrl.optional(),
    WORKER: booleanish.default(true),
    SMTP_URL: SmtpUrl,
    MAIL_FROM: MailFrom,
    SUPPORT_EMAIL: SupportEmail,
    TRANSACTION_RETENTION_MONTHS: TransactionRetentionMonths,
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters'),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(900),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** Password and reset-code guesses (decision 0031): a delay per account and address, then ceilings. */
    AUTH_DELAY_AFTER_FAILURES: z.coerce.number().int().min(1).max(100).default(3),
    AUTH_MAX_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    AUTH_MAX_FAILURES_PER_ACCOUNT_ADDRESS: z.coerce.number().int().min(1).max(100).default(10),
    AUTH_MAX_FAILURES_PER_ACCOUNT: z.coerce
      .number()
      .int()
      .min(1)
      .max(100, 'at most 100 (NIST SP 800-63B-4)')
      .default(100),
    AUTH_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(100),
    PASSWORD_MIN_LENGTH: z.coerce.number().int().min(6, 'must be at least 6 (the spec minimum)').max(128).default(12),
    AUTH_THROTTLE_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
    /** Requests a minute per class of route (decision 0031); beyond them 429 with Retry-After. */
    RATE_LIMIT_SIGN_IN_PER_MINUTE: perMinute(30),
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: perMinute(300),
    RATE_LIMIT_INGEST_PER_MINUTE: perMinute(600),
    RATE_LIMIT_EXPORT_PER_MINUTE: perMinute(20),
    RATE_LIMIT_SEARCH_PER_MINUTE: perMinute(300),
    WEB_DIST: z.string().optional(),
    CORS_ORIGINS: z.string().optional(),
    TRUST_PROXY: booleanish.default(false),
    /**
     * API processes sharing PORT (node:cluster; decision 0069). CLUSTER wins over WEB_CONCURRENCY (the name hosting
     * platforms set); 1 runs the single process as before.
     */
    CLUSTER: z.coerce.number().int().min(1).max(64).optional(),
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
    /** Prometheus metrics of every API process at GET /metrics on this port (not the public one); unset = off. */
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    METRICS_HOST: z.string().default('0.0.0.0'),
    /** How long one API process may reuse a caller's identity read (0 = never; decision 0021). */
    IDENTITY_CACHE_MS: z.coerce.number().int().min(0).max(10_000).default(1000),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(50 * 1024 * 1024)
      .default(1024 * 1024),
    /** Where uploaded files (service-request files) are kept: a directory outside the web root (decision 0065). */
    FILE_STORAGE_DIR: z.string().min(1).default(DEFAULT_FILE_STORAGE_DIR),
    /** PEM files: with both, the API serves HTTPS with HTTP/2 (HTTP/1.1 still answered; decision 0047). */
    TLS_CERT_FILE: z.string().min(1).optional(),
    TLS_KEY_FILE: z.string().min(1).optional(),
  })
  .refine((env) => !env.DATABASE_REPLICA_URL || env.REDIS_URL, {
    message: "needs REDIS_URL: every API process keeps its logins' write positions there (read-your-writes)",
    path: ['DATABASE_REPLICA_URL'],
  })
  .refine((env) => apiProcesses(env) === 1 || env.REDIS_URL, {
    message:
      'more than one API process needs REDIS_URL: the processes share the identity version there (a revoked session ' +
      'or a removed right is refused by every process at once), and the rate limits; or set CLUSTER=1',
    path: ['REDIS_URL'],
  })
  .refine((env) => (env.TLS_CERT_FILE === undefined) === (env.TLS_KEY_FILE === undefined), {
    message: 'set both TLS_CERT_FILE and TLS_KEY_FILE, or neither',
    path: ['TLS_KEY_FILE'],
  });

export type Env = z.infer<typeof EnvSchema>;

/** How many API processes the settings ask for: CLUSTER, else WEB_CONCURRENCY (a hosting platform's), else 1. */
export function apiProcesses(env: { CLUSTER?: number; WEB_CONCURRENCY?: number }): number {
  return env.CLUSTER ?? env.WEB_CONCURRENCY ?? 1;
}

/**
 * Settings that lift every rate limit, for test suites and benchmarks that send far more than a person would from
 * one address (the limits themselves are tested in apps/api/test/rate-limits.test.ts).
 */
export const UNLIMITED_RATES = {
  RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000000',
  RATE_LIMIT_ANONYMOUS_PER_MINUTE: '1000000',
  RATE_LIMIT_INGEST_PER_MINUTE: '1000000',
  RATE_LIMIT_EXPORT_PER_MINUTE: '1000000',
  RATE_LIMIT_SEARCH_PER_MINUTE: '1000000',
} satisfies Partial<Record<keyof z.infer<typeof EnvSchema>, string>>;

export { EnvError };

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  return parseEnv(EnvSchema, source);
}
