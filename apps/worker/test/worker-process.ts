import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/**
 * The stand-alone worker (apps/worker/src/main.ts) as its own process, as production runs it, on the test's database
 * and Redis. Its database connections carry `name` as application_name, so a test can see them in pg_stat_activity.
 * Resolves once the worker has started; `kill()` sends SIGKILL (no clean-up of any kind) and waits for the exit.
 */
export async function startWorkerProcess(opts: { smtpUrl: string; publicUrl: string; name: string }) {
  const databaseUrl = new URL(process.env.DATABASE_URL!);
  databaseUrl.searchParams.set('application_name', opts.name);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/worker/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl.toString(),
      SMTP_URL: opts.smtpUrl,
      PUBLIC_URL: opts.publicUrl,
      WORKER_CONCURRENCY: '8',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the worker did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('"event":"worker.started"')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the worker exited (${code}) before starting:\n${output}`));
    });
  });
  return {
    pid: child.pid!,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
