import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenSetSchema } from '@kc/domain/auth';
import { ErrorBodySchema } from '@kc/domain/errors';
import { MESSAGES } from '@kc/domain/messages';
import { createInternalUser, createTestApp, signIn, TEST_PASSWORD, type TestContext } from './helpers.ts';

// Issue 12 (decision 0030): while PostgreSQL is unreachable every request answered 500 "Server Error". The app reaches
// the database through a TCP relay that this test cuts and restores — as a stopped and restarted server looks from
// the app: open connections reset, new ones refused — without touching the server the other tests use.

/** A relay on a fixed port: `cut()` drops every connection and stops listening; `restore()` listens again. */
function relayTo(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => {
        sockets.delete(s);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as net.AddressInfo).port;
        resolve();
      });
    });
  return {
    listen,
    get port() {
      return port;
    },
    cut: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
    restore: listen,
  };
}

let t: TestContext;
let relay: ReturnType<typeof relayTo>;
let admin: string;

beforeAll(async () => {
  const real = new URL(process.env.DATABASE_URL!);
  relay = relayTo(real);
  await relay.listen();
  const relayed = new URL(real);
  relayed.hostname = '127.0.0.1';
  relayed.port = String(relay.port);
  t = await createTestApp({ DATABASE_URL: relayed.toString(), IDENTITY_CACHE_MS: '0' });
  admin = TokenSetSchema.parse(
    (await signIn(t.app, (await createInternalUser(t.db, 106)).email, TEST_PASSWORD, '10.83.0.1')).json(),
  ).accessToken;
});
afterAll(async () => {
  await t.close();
  await relay.cut();
});

const calls = () => [
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${admin}` } }),
  t.app.inject({ method: 'GET', url: '/api/properties', headers: { authorization: `Bearer ${admin}` } }),
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: 'manager@demo.test', password: 'DemoPass!2026' },
    remoteAddress: '10.83.0.2',
  }),
  t.app.inject({
    method: 'GET',
    url: '/api/devices/me',
    headers: { authorization: 'Bearer kcd_not-checked-while-the-database-is-away' },
  }),
];

describe('PostgreSQL unreachable', () => {
  it('answers 503 with Retry-After while it is away, and serves again as soon as it is back', async () => {
    const answered = async () => (await Promise.all(calls())).map((res) => res.statusCode);
    // Signed-in reads, sign-in, and a device whose token is unknown.
    expect(await answered()).toEqual([200, 200, 200, 401]);

    await relay.cut();
    for (const res of await Promise.all(calls())) {
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(ErrorBodySchema.parse(res.json())).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: MESSAGES.serviceUnavailable,
      });
    }
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'not-ready', checks: { database: 'down' } });

    // Back: no restart of the app, and the very first requests succeed.
    await relay.restore();
    expect(await answered()).toEqual([200, 200, 200, 401]);
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).json()).toMatchObject({ status: 'ready' });
  });
});
