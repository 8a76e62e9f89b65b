import { describe, expect, it } from 'vitest';
import type { RequestIdentity } from '@kc/services/auth/request-identity';
import { localIdentityVersion, type IdentityVersion } from '@kc/services/auth/identity-version';
import { IdentityCache } from '../src/plugins/app/identity-cache.ts';

/** Loads that count themselves and can be held open, to see what the cache reuses and what it reads again. */
function loader() {
  let calls = 0;
  const load = () => {
    calls += 1;
    return Promise.resolve({ calls } as unknown as RequestIdentity);
  };
  return { load, calls: () => calls };
}

describe('IdentityCache (decision 0069)', () => {
  it('reuses a read within its lifetime and reads again once any process raised the version', async () => {
    const version = localIdentityVersion();
    const cache = new IdentityCache(version, 60_000);
    const { load, calls } = loader();
    await cache.get('a', load);
    await cache.get('a', load);
    expect(calls()).toBe(1);
    await version.bump(); // what another process's state-changing request does
    await cache.get('a', load);
    expect(calls()).toBe(2);
    await cache.invalidate(); // this process's own change
    await cache.get('a', load);
    expect(calls()).toBe(3);
  });

  it('never serves a read that began under an older version', async () => {
    const version = localIdentityVersion();
    const cache = new IdentityCache(version, 60_000);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const load = async () => {
      calls += 1;
      if (calls === 1) await held;
      return { calls } as unknown as RequestIdentity;
    };
    const first = cache.get('a', load); // in flight…
    await Promise.resolve();
    await version.bump(); // …when the change lands
    const second = await cache.get('a', load);
    release();
    await first;
    expect(second).toMatchObject({ calls: 2 });
    expect(calls).toBe(2);
  });

  it('reads from the database every time the version cannot be read, and when the lifetime is 0', async () => {
    const unreadable: IdentityVersion = {
      current: async () => null,
      bump: async () => undefined,
      fromMemory: () => false,
      close: async () => undefined,
    };
    for (const cache of [new IdentityCache(unreadable, 60_000), new IdentityCache(localIdentityVersion(), 0)]) {
      const { load, calls } = loader();
      await cache.get('a', load);
      await cache.get('a', load);
      expect(calls()).toBe(2);
    }
  });
});
