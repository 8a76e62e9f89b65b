// Redis for start and test: a redis-server from PATH on a free port, and a
// tiny RESP ping (no client library needed at this level).
import fs from 'node:fs';
import net from 'node:net';
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
