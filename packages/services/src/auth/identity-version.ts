import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis key of the identity version. Keys live in one logical database, so parallel test databases never meet. */
export const IDENTITY_VERSION_KEY = 'kc:identity-version';

/**
 * The channel a raised version is announced on by a connection. Pub/sub channels are shared by every logical database
 * of a Redis server, so the channel names the connection's database: parallel test databases never hear each other.
 */
export const identityChannel = (redis: Pick<Redis, 'options'>) => `${IDENTITY_VERSION_KEY}:${redis.options.db ?? 0}`;
/** Where the listeners acknowledge the announcements of one writer. */
const ackChannel = (channel: string, writer: string) => `${channel}:ack:${writer}`;

/**
 * A number every API process checks before it reuses a cached identity, and that any change to sessions, logins,
 * rights or scope raises before its answer leaves (decisions 0069 and 0084). `current()` answers null when the
 * version cannot be known: the caller then reads the identity from the database instead of trusting its cache.
 */
export interface IdentityVersion {
  current(): Promise<string | null>;
  bump(): Promise<void>;
  /** Whether `current()` is answered from memory, without a round trip (for tests and the health of the cache). */
  fromMemory(): boolean;
  close(): Promise<void>;
}

/** One process only (no Redis): a counter in memory, which is all the agreement one process needs. */
export function localIdentityVersion(): IdentityVersion {
  let version = 0;
  return {
    current: async () => String(version),
    bump: async () => {
      version += 1;
    },
    fromMemory: () => true,
    close: async () => undefined,
  };
}

interface Announcement {
  v: number;
  from: string;
}

/** Announces version `v` raised by `from`; answers how many listeners received it. */
const announce = (redis: Redis, v: number, from: string) =>
  redis.publish(identityChannel(redis), JSON.stringify({ v, from } satisfies Announcement));

/**
 * The version in Redis, shared by every process, known in each process without a round trip per request
 * (decision 0084): a raise is `INCR` then `PUBLISH` on the database's channel, and `bump()` returns only once every
 * process that heard it (PUBLISH counts them) has acknowledged, i.e. has dropped its cached identities. The answer to
 * a revocation therefore leaves only after every listening process has stopped serving what it revoked.
 *
 * While this process's subscription is not live (starting, Redis lost, reconnecting) `current()` reads the version
 * with a `GET` on every call instead, as decision 0069 did; when that fails too it answers null. The command
 * connection fails fast (no offline queue, one retry, a short timeout) so that an outage turns the cache off instead
 * of holding requests.
 */
export function redisIdentityVersion(
  redisUrl: string,
  opts: { onError?: (err: Error) => void; ackTimeoutMs?: number } = {},
): IdentityVersion {
  const failFast = { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 500, connectTimeout: 500 };
  const redis = new Redis(redisUrl, { connectionName: 'kc-identity-version', enableAutoPipelining: true, ...failFast });
  const sub = new Redis(redisUrl, {
    connectionName: 'kc-identity-listen',
    autoResubscribe: false,
    connectTimeout: 500,
  });
  const onError = (err: Error) => opts.onError?.(err);
  redis.on('error', onError);
  sub.on('error', onError);

  const channel = identityChannel(redis);
  const id = randomUUID();
  const myAcks = ackChannel(channel, id);
  const ackTimeoutMs = opts.ackTimeoutMs ?? 2000;
  /**
   * `listening` counts confirmed subscriptions (0: none yet or lost); `heard` is the highest version announced since;
   * `live` is the version served from memory, null while the process reads it from Redis on every call.
   */
  let listening = 0;
  let subscriptions = 0;
  let heard = -1;
  let live: number | null = null;
  const acks = new Map<number, { count: number; wake: () => void }>();

  /**
   * Reads the version; if the subscription was already confirmed when the read was sent and still is, every later
   * raise is announced to this process, so it may serve the version from memory from here on.
   */
  const readVersion = async () => {
    const since = listening;
    const read = Number((await redis.get(IDENTITY_VERSION_KEY)) ?? '0');
    if (since !== 0 && since === listening && live === null) live = Math.max(read, heard);
    return read;
  };
  const goDeaf = () => {
    listening = 0;
    live = null;
  };
  // Once listening, one read moves the process to memory; the command connection may connect after the subscription
  // (its reads fail fast until then), so its own readiness tries again.
  const promote = () => {
    if (listening !== 0 && live === null) readVersion().catch(() => undefined);
  };
  sub.on('ready', () => {
    void sub
      .subscribe(channel, myAcks)
      .then(() => {
        subscriptions += 1;
        listening = subscriptions;
        heard = -1;
        promote();
      })
      .catch(onError);
  });
  redis.on('ready', promote);
  sub.on('close', goDeaf);
  sub.on('end', goDeaf);
  sub.on('message', (from: string, message: string) => {
    if (from === myAcks) {
      const waiting = acks.get(Number(message));
      if (waiting) {
        waiting.count += 1;
        waiting.wake();
      }
      return;
    }
    const { v, from: writer } = JSON.parse(message) as Announcement;
    heard = Math.max(heard, v);
    if (live !== null) live = Math.max(live, v);
    // The cache compares versions, so from here on no identity read before the change is served; say so.
    void redis.publish(ackChannel(channel, writer), String(v)).catch(onError);
  });

  return {
    async current() {
      if (live !== null) return String(live);
      try {
        return String(await readVersion());
      } catch {
        return null;
      }
    },
    async bump() {
      const v = await redis.incr(IDENTITY_VERSION_KEY);
      if (live !== null) live = Math.max(live, v);
      const waiting = { count: 0, wake: () => undefined as void };
      acks.set(v, waiting);
      try {
        const listeners = await announce(redis, v, id);
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new Error(`identity version ${v}: ${waiting.count} of ${listeners} processes acknowledged`)),
            ackTimeoutMs,
          );
          waiting.wake = () => {
            if (waiting.count < listeners) return;
            clearTimeout(timer);
            resolve();
          };
          waiting.wake();
        });
      } finally {
        acks.delete(v);
      }
    },
    fromMemory: () => live !== null,
    async close() {
      goDeaf();
      sub.disconnect();
      redis.disconnect();
    },
  };
}

/** For code outside the API (scripts, jobs) that changes logins, rights or sessions on a connection it already has. */
export async function bumpIdentityVersion(redis: Redis): Promise<void> {
  await announce(redis, await redis.incr(IDENTITY_VERSION_KEY), 'script');
}
