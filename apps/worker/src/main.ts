import { createDatabase } from '@kc/services/db/client';
import { runWorker } from '@kc/services/jobs/run-worker';
import { EnvError, loadEnv } from './env.ts';

/** Stand-alone worker process (docker-compose `worker`, or scaling out): the same processors the API runs in-process. */
const log = {
  info: (obj: object, msg?: string) => console.log(JSON.stringify({ level: 'info', time: Date.now(), ...obj, msg })),
  warn: (obj: object, msg?: string) => console.log(JSON.stringify({ level: 'warn', time: Date.now(), ...obj, msg })),
  error: (obj: object, msg?: string) =>
    console.error(JSON.stringify({ level: 'error', time: Date.now(), ...obj, msg })),
};

async function main() {
  const env = loadEnv();
  const db = createDatabase(env.DATABASE_URL, env.DATABASE_POOL_SIZE);
  const worker = await runWorker({
    redisUrl: env.REDIS_URL,
    db,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    log,
    concurrency: env.WORKER_CONCURRENCY,
    publicUrl: env.PUBLIC_URL,
    transactionRetentionMonths: env.TRANSACTION_RETENTION_MONTHS ?? null,
  });
  const stop = async () => {
    await worker.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((err) => {
  if (err instanceof EnvError) {
    console.error(err.message);
  } else {
    console.error('The worker could not start:', err);
  }
  process.exit(1);
});
