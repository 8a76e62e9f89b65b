import cluster from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import { createDatabase } from '@kc/services/db/client';
import { createRedis, runWorker, type WorkerHandle } from '@kc/services/jobs/run-worker';
import { syncReferenceData } from '@kc/services/access/sync-reference-data';
import { buildApp } from './app.ts';
import { EnvError, apiProcesses, loadEnv, type Env } from './env.ts';
import { runPrimary } from './cluster-primary.ts';
import { startMetricsServer } from './metrics/server.ts';

/**
 * Serves API + web; runs the background worker in the same process unless WORKER=off or there is no Redis. With
 * CLUSTER=N (or WEB_CONCURRENCY=N) this process is the primary of N such processes sharing the port (decision 0069).
 */
async function main() {
  const env = loadEnv();
  const processes = apiProcesses(env);
  if (cluster.isPrimary && processes > 1) return runPrimary(env, processes);
  await serve(env);
}

async function serve(env: Env) {
  const replica =
    env.DATABASE_REPLICA_URL && env.REDIS_URL ? { url: env.DATABASE_REPLICA_URL, redisUrl: env.REDIS_URL } : undefined;
  const db = createDatabase(env.DATABASE_URL, env.DATABASE_POOL_SIZE, replica);
  await syncReferenceData(db);
  const redis = env.REDIS_URL ? createRedis(env.REDIS_URL) : null;
  const app = await buildApp({ env, db, redis });

  let worker: WorkerHandle | null = null;
  if (env.WORKER && env.REDIS_URL) {
    worker = await runWorker({
      redisUrl: env.REDIS_URL,
      db,
      mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
      log: app.log,
      publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
      transactionRetentionMonths: env.TRANSACTION_RETENTION_MONTHS ?? null,
    });
  } else if (!env.REDIS_URL) {
    app.log.warn(
      { event: 'worker.off' },
      'No REDIS_URL: background jobs (e-mail delivery) are off; e-mails wait in the outbox until a worker runs',
    );
  } else {
    app.log.info({ event: 'worker.off' }, 'WORKER=off: this process serves requests only');
  }

  // In a cluster the primary gathers every process's metrics; alone, this process serves its own.
  if (cluster.isWorker) {
    new AggregatorRegistry();
    AggregatorRegistry.setRegistries([app.metrics.registry]);
  } else if (env.METRICS_PORT) {
    const server = await startMetricsServer({
      host: env.METRICS_HOST,
      port: env.METRICS_PORT,
      contentType: app.metrics.registry.contentType,
      render: () => app.metrics.registry.metrics(),
      onError: (err) => app.log.warn({ event: 'metrics.failed', err: String(err) }, 'could not gather metrics'),
    });
    app.addHook('onClose', (_app, done) => void server.close(() => done()));
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close().catch(() => undefined);
    await worker?.close().catch(() => undefined);
    await redis?.quit().catch(() => undefined);
    await db.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // A cluster process whose primary is gone has no one to hand it connections or restart it.
  if (cluster.isWorker) process.on('disconnect', () => void shutdown('disconnect'));

  await app.listen({ host: env.HOST, port: env.PORT });
}

main().catch((err) => {
  if (err instanceof EnvError) {
    console.error(err.message);
  } else {
    console.error('The API could not start:', err);
  }
  process.exit(1);
});
