// Redis for start and test: a redis-server from PATH on a free port, and a
// tiny RESP ping (no client library needed at this level).
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import { StepError, freePort, startChild, waitFor, which } from './proc.mjs';

export const REDIS_HINT =
  'install it (`apt-get install redis-server`, `brew install redis`) or set REDIS_URL=redis://host:6379';

/** Sends PING (after AUTH when the URL has credentials); resolves true on PONG. */
export function pingRedis(url, timeoutMs = 2000) {
  const u = new URL(url);
  if (u.protocol === 'rediss:') return Promise.resolve(true); // TLS: left to the app to check
  const commands = [];
  if (u.password) {
    const auth = u.username
      ? ['AUTH', decodeURIComponent(u.username), decodeURIComponent(u.password)]
      : ['AUTH', decodeURIComponent(u.password)];
    commands.push(auth);
  }
  commands.push(['PING']);
  const wire = commands
    .map((c) => `*${c.length}\r\n${c.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`)
    .join('');
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: u.hostname.replace(/^\[|\]$/g, ''), port: Number(u.port || 6379) });
    let data = '';
    const finish = (err, ok) => {
      socket.destroy();
      if (err) reject(err);
      else resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => finish(new Error('no answer')));
    socket.once('error', (err) => finish(err));
    socket.once('connect', () => socket.write(wire));
    socket.on('data', (chunk) => {
      data += chunk.toString('utf8');
      if (data.startsWith('-')) finish(new Error(data.split('\r\n')[0].slice(1)));
      else if (data.includes('+PONG')) finish(null, true);
    });
  });
}

export async function checkRedis(url, what = 'REDIS_URL') {
  try {
    await pingRedis(url, 3000);
  } catch (err) {
    throw new StepError(
      `Cannot reach Redis at ${what} (${url.replace(/\/\/[^@]*@/, '//***@')}): ${err.message}`,
      `Start that server or fix ${what}; or unset ${what} to use redis-server from PATH.`,
    );
  }
}

/**
 * Starts redis-server from PATH bound to 127.0.0.1. With `dataDir` it keeps an
 * append-only file there; without, it keeps nothing. Returns null when there
 * is no redis-server on PATH, else { url, port, handle, stop }.
 */
export async function startRedisServer({ preferredPort = 6380, dataDir = null, name = 'redis-server' }) {
  const bin = which('redis-server');
  if (!bin) return null;
  const port = await freePort(preferredPort);
  const args = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--protected-mode',
    'yes',
    '--daemonize',
    'no',
    '--maxmemory-policy',
    'noeviction',
    '--save',
    '',
  ];
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    args.push('--dir', dataDir, '--appendonly', 'yes', '--appendfsync', 'everysec');
  } else {
    args.push('--appendonly', 'no');
  }
  const handle = startChild(name, bin, args);
  const url = `redis://127.0.0.1:${port}`;
  await waitFor(() => pingRedis(url, 1000), {
    timeoutMs: 20_000,
    what: `redis-server on port ${port}`,
    child: handle,
    hint: 'Look at the redis-server output above, or set REDIS_URL to a running Redis.',
  });
  return { url, port, handle, stop: () => handle.stop(10_000) };
}

const CLAIM_KEY = 'kc:test:claim';
// Claims a database only while it is empty (or holds a dead run's claim), in one atomic step.
const CLAIM_SCRIPT = `
if redis.call('DBSIZE') == 0 then redis.call('SET', KEYS[1], ARGV[1]) return 1 end
if ARGV[2] ~= '' and redis.call('GET', KEYS[1]) == ARGV[2] then
  redis.call('FLUSHDB') redis.call('SET', KEYS[1], ARGV[1]) return 1
end
return 0`;
const RELEASE_SCRIPT = `if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('FLUSHDB') return 1 end return 0`;

/** The logical database a Redis URL names, or null when it names none (`redis://host:6379`). */
export function redisDatabaseOf(url) {
  const db = new URL(url).pathname.replace(/^\//, '');
  return db === '' ? null : Number(db);
}

/** The same server as `url`, logical database `db`. */
export function redisUrlFor(url, db) {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}

/**
 * Claims `count` empty logical databases of the Redis server at `url` for one test run, so its queues never
 * meet another run's (or anyone's) keys on a shared server. Each claimed database holds a marker key naming
 * this process; a marker left by a process of this host that no longer runs is taken over (its database is
 * emptied first). Database 0 is never claimed. Returns { urls, release }: release() empties exactly the
 * databases this run still owns, so nothing is left behind.
 */
export async function claimRedisDatabases(url, count) {
  const { Redis } = await import('ioredis');
  const owner = JSON.stringify({ host: os.hostname(), pid: process.pid, at: Date.now() });
  const client = new Redis(redisUrlFor(url, 0), { lazyConnect: true, maxRetriesPerRequest: 1 });
  client.on('error', () => undefined);
  await client.connect();
  const claimed = [];
  try {
    let total = 16;
    try {
      const reply = await client.config('GET', 'databases');
      total = Number(reply[1]) || total;
    } catch {
      // CONFIG may be disabled (managed Redis): assume the default 16.
    }
    const named = redisDatabaseOf(url);
    const candidates = [
      ...(named ? [named] : []),
      ...Array.from({ length: total - 1 }, (_, i) => total - 1 - i).filter((db) => db !== named),
    ];
    for (const db of candidates) {
      if (claimed.length === count) break;
      await client.select(db);
      const stale = staleClaim(await client.get(CLAIM_KEY));
      if (Number(await client.eval(CLAIM_SCRIPT, 1, CLAIM_KEY, owner, stale ?? ''))) claimed.push(db);
    }
  } finally {
    client.disconnect();
  }
  const release = async () => {
    const c = new Redis(redisUrlFor(url, 0), { lazyConnect: true, maxRetriesPerRequest: 1 });
    c.on('error', () => undefined);
    await c.connect();
    try {
      for (const db of claimed) {
        await c.select(db);
        await c.eval(RELEASE_SCRIPT, 1, CLAIM_KEY, owner);
      }
    } finally {
      c.disconnect();
    }
  };
  if (claimed.length < count) {
    await release();
    throw new StepError(
      `Redis at ${url.replace(/\/\/[^@]*@/, '//***@')} has only ${claimed.length} empty logical databases; the tests need ${count}`,
      'Empty some (or raise `databases` in redis.conf), or unset REDIS_URL to use a throwaway redis-server from PATH.',
    );
  }
  return { urls: claimed.map((db) => redisUrlFor(url, db)), release };
}

/** The marker of a claim whose process (on this host) has ended, else null. */
function staleClaim(marker) {
  if (!marker) return null;
  try {
    const { host, pid } = JSON.parse(marker);
    if (host !== os.hostname()) return null;
    process.kill(pid, 0);
    return null;
  } catch (err) {
    return err?.code === 'ESRCH' ? marker : null;
  }
}
