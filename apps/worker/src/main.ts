import { z } from 'zod';
import { createDatabase } from '@kc/services/db/client';
import { runWorker } from '@kc/services/jobs/run-worker';

/** Stand-alone worker process (docker-compose `worker`, or scaling out): the same processors the API runs in-process. */
const EnvSchema = z.object({
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgresql:// URL'),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Key Control Portal <no-reply@keycontrol.local>'),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
});

const log = {
  info: (obj: object, msg?: string) => console.log(JSON.stringify({ level: 'info', time: Date.now(), ...obj, msg })),
  warn: (obj: object, msg?: string) => console.log(JSON.stringify({ level: 'warn', time: Date.now(), ...obj, msg })),
  error: (obj: object, msg?: string) =>
    console.error(JSON.stringify({ level: 'error', time: Date.now(), ...obj, msg })),
};

async function main() {
  const parsed = EnvSchema.safeParse(process.env);
  if (!parsed.success) {
    console.error(
      `Invalid configuration:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`,
    );
    process.exit(1);
  }
  const env = parsed.data;
  const db = createDatabase(env.DATABASE_URL);
  const worker = await runWorker({
    redisUrl: env.REDIS_URL,
    db,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    log,
    concurrency: env.WORKER_CONCURRENCY,
  });
  const stop = async () => {
    await worker.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

void main();
