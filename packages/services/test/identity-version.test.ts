import { afterEach, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { waitFor } from '../src/fixtures/wait.mjs';
import {
  IDENTITY_VERSION_KEY,
  bumpIdentityVersion,
  identityChannel,
  redisIdentityVersion,
  type IdentityVersion,
} from '../src/auth/identity-version.ts';

// Each instance stands for one API process: its own connections, its own memory (decision 0084).
const open: { close(): unknown }[] = [];
const track = <T extends { close(): unknown }>(x: T) => (open.push(x), x);
const processVersion = (ackTimeoutMs?: number) => track(redisIdentityVersion(process.env.REDIS_URL!, { ackTimeoutMs }));
const listening = (v: IdentityVersion) =>
  waitFor(async () => (v.fromMemory() ? true : undefined), { what: 'the subscription to be live' });
afterEach(async () => {
  await Promise.all(open.splice(0).map((x) => x.close()));
});

describe('the identity version across processes', () => {
  it('is read from Redis until the process listens, then known from memory; a raise is known everywhere once it returns', async () => {
    const [a, b] = [processVersion(), processVersion()];
    const redis = track({
      r: new Redis(process.env.REDIS_URL!),
      close() {
        this.r.disconnect();
      },
    }).r;
    // Before the subscription is confirmed, the value is Redis's own.
    const stored = (await redis.get(IDENTITY_VERSION_KEY)) ?? '0';
    expect([stored, null]).toContain(await b.current());
    await Promise.all([listening(a), listening(b)]);
    for (let i = 0; i < 3; i += 1) {
      await a.bump();
      // No waiting: bump() has returned, so b has heard it.
      const raised = await redis.get(IDENTITY_VERSION_KEY);
      expect(await b.current()).toBe(raised);
      expect(await a.current()).toBe(raised);
    }
    // A script's raise (outside any API process) is heard too.
    await bumpIdentityVersion(redis);
    const raised = await redis.get(IDENTITY_VERSION_KEY);
    await waitFor(async () => ((await b.current()) === raised ? true : undefined), {
      what: "b to hear the script's raise",
    });
    expect(b.fromMemory()).toBe(true);
  });

  it('does not return from a raise until every listening process has acknowledged it', async () => {
    const a = processVersion(300);
    await listening(a);
    // A listener that never acknowledges: the raise must not pass for delivered.
    const deaf = new Redis(process.env.REDIS_URL!);
    track({ close: () => deaf.disconnect() });
    await deaf.subscribe(identityChannel(deaf));
    await expect(a.bump()).rejects.toThrow(/1 of 2 processes acknowledged/);
    deaf.disconnect();
    await expect(a.bump()).resolves.toBeUndefined();
  });

  it('is not heard from another logical database (parallel test databases share one server)', async () => {
    const here = processVersion();
    const url = new URL(process.env.REDIS_URL!);
    url.pathname = `/${(Number(url.pathname.slice(1) || 0) + 8) % 16}`;
    const other = new Redis(url.toString());
    track({ close: () => other.disconnect() });
    const elsewhere = track(redisIdentityVersion(url.toString()));
    await Promise.all([listening(here), listening(elsewhere)]);
    const before = Number(await here.current());
    // The other database's version far ahead: were its announcement heard here, this one would jump to it.
    await other.set(IDENTITY_VERSION_KEY, before + 1000);
    await elsewhere.bump();
    await here.bump(); // announced after the other one: once it is heard here, the other would have been too
    expect(Number(await here.current())).toBe(before + 1);
  });
});
