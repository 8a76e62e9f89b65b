import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort, waitFor } from '@kc/services/fixtures/wait';

const run = promisify(execFile);

/** The programs the replica pair runs from one PostgreSQL installation. */
const PROGRAMS = ['initdb', 'pg_ctl', 'postgres', 'pg_basebackup', 'pg_dump', 'psql'];

/**
 * The newest PostgreSQL server binaries on the machine (PG_BIN overrides) able to copy the server of `sourceUrl`
 * (pg_dump must be at least the server's major version), or why there are none: the embedded server that `npm test`
 * starts without DATABASE_URL can be newer than the machine's own binaries.
 */
export async function postgresBinaries(sourceUrl: string | undefined): Promise<{ bin: string } | { why: string }> {
  const given = process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const candidates = given
    ? [given]
    : existsSync(root)
      ? readdirSync(root)
          .sort((a, b) => Number(b) - Number(a))
          .map((v) => path.join(root, v, 'bin'))
      : [];
  const usable = candidates.filter((dir) => PROGRAMS.every((p) => existsSync(path.join(dir, p))));
  if (!usable.length)
    return { why: `no PostgreSQL server binaries (${PROGRAMS.join(', ')}) in /usr/lib/postgresql/*/bin or PG_BIN` };
  if (!sourceUrl) return { why: 'no DATABASE_URL' };
  const client = new pg.Client({ connectionString: sourceUrl });
  await client.connect();
  let serverMajor: number;
  try {
    const { rows } = await client.query<{ v: string }>("SELECT current_setting('server_version_num') AS v");
    serverMajor = Math.floor(Number(rows[0]!.v) / 10_000);
  } finally {
    await client.end();
  }
  const major = async (dir: string) => {
    const { stdout } = await run(path.join(dir, 'pg_dump'), ['--version']);
    return Number(/PostgreSQL\)\s+(\d+)/.exec(stdout)?.[1]);
  };
  for (const dir of usable) if ((await major(dir)) >= serverMajor) return { bin: dir };
  return {
    why: `the test server is PostgreSQL ${serverMajor}, newer than this machine's binaries (${usable.join(', ')}): set DATABASE_URL to a server of their version, or PG_BIN`,
  };
}

export interface ReplicaPair {
  primaryUrl: string;
  replicaUrl: string;
  /** Runs one statement on the primary or the standby. */
  sql<T extends pg.QueryResultRow>(on: 'primary' | 'replica', text: string, values?: unknown[]): Promise<T[]>;
  /** Waits until the standby has replayed everything the primary has written so far. */
  caughtUp(): Promise<void>;
  stopReplica(): Promise<void>;
  /** Stops both servers and removes their directory (safe to call after a failed start). */
  close(): Promise<void>;
}

/**
 * A primary of our own (initdb in a temp directory, a copy of `sourceUrl` loaded into it) and a hot standby made from
 * it with pg_basebackup -R, streaming on another port: seconds, whatever the size of the shared test cluster.
 * PostgreSQL refuses to run as root, so as root the server programs run as the `postgres` user.
 */
export async function startReplicaPair(bin: string, sourceUrl: string): Promise<ReplicaPair> {
  const asRoot = process.getuid?.() === 0;
  // As root, /tmp: the postgres user must reach the directory, and a TMPDIR under /root would not let it.
  const dir = mkdtempSync(path.join(asRoot ? '/tmp' : os.tmpdir(), 'kc-replica-'));
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const server = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args], { cwd: dir })
      : run(path.join(bin, program), args, { cwd: dir });
  const primaryDir = path.join(dir, 'primary');
  const standbyDir = path.join(dir, 'standby');
  const started: string[] = [];
  const pools: pg.Pool[] = [];
  const stop = async (dataDir: string) => {
    if (!started.includes(dataDir)) return;
    started.splice(started.indexOf(dataDir), 1);
    await server('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
  };
  const close = async () => {
    await Promise.all(pools.map((p) => p.end().catch(() => undefined)));
    await stop(standbyDir);
    await stop(primaryDir);
    rmSync(dir, { recursive: true, force: true });
  };
  const start = async (dataDir: string, port: number) => {
    const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=40`;
    await server('pg_ctl', ['-D', dataDir, '-l', `${dataDir}.log`, '-o', opts, '-w', '-t', '60', 'start']);
    started.push(dataDir);
  };

  try {
    const [primaryPort, standbyPort] = [await freePort(), await freePort()];
    // The copy of the test database is taken while the new cluster initialises. Device transactions (most of its size,
    // partitions included) are left out: the replica's tests write their own rows.
    const dump = path.join(dir, 'source.sql');
    const dumped = run(path.join(bin, 'pg_dump'), [
      ...['--no-owner', '--no-privileges', '--exclude-table-data=datalog_transactions*', '-f', dump, sourceUrl],
    ]);
    dumped.catch(() => undefined);
    // -A trust also writes pg_hba lines for replication connections from 127.0.0.1 (PostgreSQL 10 and later).
    await server('initdb', ['-D', primaryDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
    await start(primaryDir, primaryPort);
    const primaryUrl = `postgresql://postgres@127.0.0.1:${primaryPort}/postgres`;
    const replicaUrl = `postgresql://postgres@127.0.0.1:${standbyPort}/postgres`;
    await dumped;
    await run(path.join(bin, 'psql'), ['-q', '-1', '-v', 'ON_ERROR_STOP=1', '-f', dump, primaryUrl], {
      maxBuffer: 64 * 1024 * 1024,
    });
    // Logins made here must not take ids the worker's own database hands out later: rate-limit counters and
    // read-your-writes positions in the shared Redis database are kept per login id.
    await run(
      path.join(bin, 'psql'),
      [
        ...['-q', '-v', 'ON_ERROR_STOP=1', '-c'],
        "SELECT setval('internal_users_id_seq', nextval('internal_users_id_seq') + 1000000), " +
          "setval('site_logins_id_seq', nextval('site_logins_id_seq') + 1000000)",
        primaryUrl,
      ],
      { maxBuffer: 1024 * 1024 },
    );
    await server('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'],
      ...['-D', standbyDir, '-R', '-X', 'stream', '-c', 'fast', '--no-sync', '--no-manifest'],
    ]);
    await start(standbyDir, standbyPort);

    const primary = new pg.Pool({ connectionString: primaryUrl, max: 2 });
    const replica = new pg.Pool({ connectionString: replicaUrl, max: 2 });
    pools.push(primary, replica);
    replica.on('error', () => undefined);
    const sql = async <T extends pg.QueryResultRow>(on: 'primary' | 'replica', text: string, values?: unknown[]) =>
      (await (on === 'primary' ? primary : replica).query<T>(text, values)).rows;
    return {
      primaryUrl,
      replicaUrl,
      sql,
      async caughtUp() {
        const lsn = (await sql<{ lsn: string }>('primary', 'SELECT pg_current_wal_lsn()::text AS lsn'))[0]!.lsn;
        await waitFor(
          async () => {
            const [row] = await sql<{ done: boolean }>(
              'replica',
              'SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done',
              [lsn],
            );
            return row?.done === true;
          },
          { intervalMs: 20, what: `the standby to replay up to ${lsn}` },
        );
      },
      stopReplica: () => stop(standbyDir),
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}
