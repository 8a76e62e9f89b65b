import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { Redis } from 'ioredis';
import type { Logger } from '../context.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

/**
 * Read routing to a streaming replica (decision 0070). Report, export, search and overview queries go through
 * `Database.read`: the replica, unless the caller wrote something the replica has not replayed yet (then the primary,
 * so a login always reads its own writes), or the replica is unreachable (then the primary, logged and counted).
 */

/** Who is reading, for read-your-writes: set per API request (the token's subject); none in the worker. */
export interface ReaderStore {
  key: string | null;
  /** Decided once per request, so a page's several queries read from the same server. */
  route?: Promise<Route>;
}
export const readers = new AsyncLocalStorage<ReaderStore>();

type Route = 'replica' | 'primary';

export interface ReplicaSettings {
  url: string;
  redisUrl: string;
  /** Until the API hands over its own (setLogger), JSON lines on the console like the worker's. */
  log?: Logger;
  poolSize?: number;
  /** How long the replica's replay position is reused (a stale value only sends more reads to the primary). */
  replayCacheMs?: number;
  /** After a failure the replica is left alone this long; reads go to the primary meanwhile. */
  retryAfterMs?: number;
  /** How long a login's last write position is remembered: past it, its reads go to the replica whatever its lag. */
  writeMemoryMs?: number;
}

export interface ReplicaCounters {
  replicaReads: number;
  primaryReads: number;
  /** Reads meant for the replica that went to the primary because it failed. */
  fallbacks: number;
}

export interface ReplicaRouter {
  /** Query-compatible with pg.Pool: only `query` is routed, everything else (connect, transactions) is the primary's. */
  pool: pg.Pool;
  /** Remembers the primary's WAL position after a login's write (call before the write's answer leaves). */
  noteWrite(key: string): Promise<void>;
  /** Whether the replica answered its last check (false while reads fall back). */
  healthy(): boolean;
  /** Asks the replica now (for the readiness report); a failure sends reads to the primary like any other. */
  probe(): Promise<boolean>;
  counters: ReplicaCounters;
  setLogger(log: Logger): void;
  close(): Promise<void>;
}

const consoleLog: Logger = {
  info: (obj, msg) => console.log(JSON.stringify({ level: 'info', time: Date.now(), ...obj, msg })),
  warn: (obj, msg) => console.warn(JSON.stringify({ level: 'warn', time: Date.now(), ...obj, msg })),
  error: (obj, msg) => console.error(JSON.stringify({ level: 'error', time: Date.now(), ...obj, msg })),
};

/** An LSN ("16/B374D848") as fixed-width hex, so that string order is WAL order (in Lua as in JavaScript). */
export function lsnKey(lsn: string): string {
  const [hi = '0', lo = '0'] = lsn.split('/');
  return (hi.padStart(8, '0') + lo.padStart(8, '0')).toUpperCase();
}

/**
 * Whether a read should be answered by the primary instead: the replica cannot be reached (decision 0030's list), or
 * it cancelled the statement for a conflict with recovery (SQLSTATE 40001 on a standby, safe to rerun: it only read).
 */
export function isReplicaUnavailable(err: unknown): boolean {
  return isDatabaseUnavailable(err) || (err as { code?: unknown } | null)?.code === '40001';
}

// Keeps the greater of the stored and the given position: two writes answered out of order must not lower it.
const NOTE_WRITE_LUA = `
local cur = redis.call('GET', KEYS[1])
if (not cur) or cur < ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
else
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 1`;

export function createReplicaRouter(primary: pg.Pool, s: ReplicaSettings): ReplicaRouter {
  const replayCacheMs = s.replayCacheMs ?? 100;
  const retryAfterMs = s.retryAfterMs ?? 5000;
  const writeMemoryMs = s.writeMemoryMs ?? 10 * 60_000;
  let log = s.log ?? consoleLog;
  // A replica that does not answer must not hold a report for the primary's 5 s (decision 0030).
  const replica = new pg.Pool({
    connectionString: s.url,
    max: s.poolSize ?? 10,
    connectionTimeoutMillis: 2000,
    application_name: 'kc-read',
  });
  replica.on('error', (err) =>
    log.warn({ event: 'db.replica.idle-lost', err: err.message }, 'replica connection lost'),
  );
  // Its own connection: fail fast when Redis is away (then reads go to the primary) instead of queueing forever.
  const redis = new Redis(s.redisUrl, { maxRetriesPerRequest: 1, connectionName: 'kc-read-routing' });
  redis.on('error', () => undefined);

  const counters: ReplicaCounters = { replicaReads: 0, primaryReads: 0, fallbacks: 0 };
  let downUntil = 0;
  let replay: { at: number; lsn: Promise<string> } | null = null;
  // Positions are only comparable within one cluster: the key names it, so a Redis shared by several environments (or
  // a database restored elsewhere) never compares another cluster's positions.
  let cluster: Promise<string> | null = null;
  const rywKey = async (key: string) => {
    if (!cluster) {
      cluster = primary
        .query<{ id: string }>('SELECT system_identifier::text AS id FROM pg_control_system()')
        .then((r) => r.rows[0]!.id);
      cluster.catch(() => (cluster = null));
    }
    return `kc:ryw:${await cluster}:${key}`;
  };

  function markDown(err: unknown) {
    if (downUntil === 0)
      log.warn(
        { event: 'db.replica.down', err: (err as Error).message },
        'read replica unavailable: reads go to the primary',
      );
    downUntil = Date.now() + retryAfterMs;
  }
  function markUp() {
    if (downUntil !== 0) log.info({ event: 'db.replica.up' }, 'read replica answers again');
    downUntil = 0;
  }

  function replayPosition(): Promise<string> {
    const now = Date.now();
    if (!replay || now - replay.at > replayCacheMs) {
      // A server that is not in recovery (a replica promoted, or the primary itself) has replayed everything it has.
      const lsn = replica
        .query<{ lsn: string }>('SELECT COALESCE(pg_last_wal_replay_lsn(), pg_current_wal_lsn())::text AS lsn')
        .then((r) => lsnKey(r.rows[0]!.lsn));
      replay = { at: now, lsn };
      lsn.catch(() => {
        if (replay?.lsn === lsn) replay = null;
      });
    }
    return replay.lsn;
  }

  async function decide(key: string | null): Promise<Route> {
    if (Date.now() < downUntil) return 'primary';
    if (!key) return 'replica';
    let written: string | null;
    try {
      written = await redis.get(await rywKey(key));
    } catch (err) {
      log.warn({ event: 'db.replica.ryw-unknown', err: (err as Error).message }, 'read-your-writes state unknown');
      return 'primary';
    }
    if (!written) return 'replica';
    try {
      return (await replayPosition()) >= written ? 'replica' : 'primary';
    } catch (err) {
      // Whatever kept the replica from saying how far it is, it cannot be trusted with this read.
      markDown(err);
      return 'primary';
    }
  }

  function route(): Promise<Route> {
    const store = readers.getStore();
    if (!store) return decide(null);
    store.route ??= decide(store.key);
    return store.route;
  }

  async function routedQuery(...args: unknown[]): Promise<unknown> {
    const query = (pool: pg.Pool) => (pool.query as (...a: unknown[]) => Promise<unknown>).apply(pool, args);
    if ((await route()) === 'primary' || Date.now() < downUntil) {
      counters.primaryReads++;
      return query(primary);
    }
    try {
      const result = await query(replica);
      counters.replicaReads++;
      markUp();
      return result;
    } catch (err) {
      if (!isReplicaUnavailable(err)) throw err;
      markDown(err);
      counters.fallbacks++;
      counters.primaryReads++;
      return query(primary);
    }
  }

  const pool = new Proxy(primary, {
    get(target, prop) {
      if (prop === 'query') return routedQuery;
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });

  return {
    pool,
    counters,
    healthy: () => Date.now() >= downUntil,
    async probe() {
      try {
        await replica.query('SELECT 1');
        markUp();
        return true;
      } catch (err) {
        markDown(err);
        return false;
      }
    },
    setLogger(next) {
      log = next;
    },
    async noteWrite(key) {
      try {
        const { rows } = await primary.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
        await redis.eval(NOTE_WRITE_LUA, 1, await rywKey(key), lsnKey(rows[0]!.lsn), String(writeMemoryMs));
      } catch (err) {
        log.warn({ event: 'db.replica.note-write-failed', err: (err as Error).message }, 'write position not kept');
      }
    },
    async close() {
      redis.disconnect();
      await replica.end().catch(() => undefined);
    },
  };
}
