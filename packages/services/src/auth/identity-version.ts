import { Redis } from 'ioredis';

/** The Redis key of the identity version. Keys live in one logical database, so parallel test databases never meet. */
export const IDENTITY_VERSION_KEY = 'kc:identity-version';

/**
 * A number every API process reads before it reuses a cached identity, and that any change to sessions, logins,
 * rights or scope raises before its answer leaves (decision 0069). `current()` answers null when the version cannot
 * be read: the caller then reads the identity from the database instead of trusting its cache.
 */
export interface IdentityVersion {
  current(): Promise<string | null>;
  bump(): Promise<void>;
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
    close: async () => undefined,
  };
}

/**
 * The version in Redis, shared by every process. Its own connection fails fast (no offline queue, one retry, a
 * short timeout) so that a Redis outage turns the cache off instead of holding requests; concurrent reads are
 * auto-pipelined into one round trip.
 */
export function redisIdentityVersion(redisUrl: string, opts: { onError?: (err: Error) => void } = {}): IdentityVersion {
  const redis = new Redis(redisUrl, {
    connectionName: 'kc-identity-version',
    enableAutoPipelining: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 500,
    connectTimeout: 500,
  });
  redis.on('error', (err: Error) => opts.onError?.(err));
  return {
    async current() {
      try {
        return (await redis.get(IDENTITY_VERSION_KEY)) ?? '0';
      } catch {
        return null;
      }
    },
    async bump() {
      await redis.incr(IDENTITY_VERSION_KEY);
    },
    async close() {
      redis.disconnect();
    },
  };
}

/** For code outside the API (scripts, jobs) that changes logins, rights or sessions on a connection it already has. */
export async function bumpIdentityVersion(redis: Pick<Redis, 'incr'>): Promise<void> {
  await redis.incr(IDENTITY_VERSION_KEY);
}
