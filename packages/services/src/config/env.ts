import { z } from 'zod';
import { PROVIDER } from '@kc/domain/provider';

/**
 * The settings that the API and the stand-alone worker share, written once, and the one way both read their
 * environment: once at start, every problem listed with the variable's name, start-up stopped (decision 0024).
 */
export const DatabaseUrl = z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgresql:// URL');
export const DatabasePoolSize = z.coerce.number().int().min(1).max(200).default(10);
export const RedisUrl = z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL');
export const SmtpUrl = z
  .string()
  .regex(/^smtps?:\/\//, 'must be an smtp:// URL')
  .optional();
export const MailFrom = z.string().default('Key Control Portal <no-reply@keycontrol.local>');
/** Where customers' messages to the provider go (the change form; decision 0064): the provider's support address. */
export const SupportEmail = z.email('must be an e-mail address').default(PROVIDER.supportEmail);

/**
 * TRANSACTION_RETENTION_MONTHS: whole months of key-transaction history kept before the current month; older months'
 * partitions are dropped by the worker's partition job (decision 0068). Unset keeps everything.
 */
export const TransactionRetentionMonths = z.coerce
  .number()
  .int('must be a whole number of months')
  .min(1, 'must be at least 1 month')
  .max(1200)
  .optional();

export class EnvError extends Error {}

/** Parses `source` (empty strings count as unset) with `schema`; throws EnvError naming every bad variable. */
export function parseEnv<S extends z.ZodType>(schema: S, source: NodeJS.ProcessEnv): z.infer<S> {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
