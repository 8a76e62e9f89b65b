import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenSetSchema } from '@kc/domain/auth';
import { SearchResultSchema } from '@kc/domain/hierarchy';
import { createCorporation, createCustomer } from '@kc/services/fixtures/hierarchy';
import { EnvError, loadEnv } from '../src/env.ts';
import { createInternalUser, createTestApp, signIn, TEST_PASSWORD, type TestContext } from './helpers.ts';
import { postgresBinaries, startReplicaPair, type ReplicaPair } from './replica-cluster.ts';

// Decision 0070: a real streaming replica, started by the test (a primary of its own and a hot standby made with
// pg_basebackup -R). Replay is paused on the standby to make lag that lasts exactly as long as the test needs.
const found = await postgresBinaries(process.env.DATABASE_URL);
const bin = 'bin' in found ? found.bin : null;
const why = 'why' in found ? found.why : '';
if (!bin) console.warn(`read-replica tests skipped: ${why}`);

it("DATABASE_REPLICA_URL needs REDIS_URL (where every API process finds the logins' write positions)", () => {
  const base = {
    DATABASE_URL: 'postgresql://x/y',
    JWT_SECRET: 'x'.repeat(32),
    DATABASE_REPLICA_URL: 'postgresql://r/y',
  };
  expect(() => loadEnv(base)).toThrow(/DATABASE_REPLICA_URL: needs REDIS_URL/);
  expect(() => loadEnv({ ...base, DATABASE_REPLICA_URL: 'mysql://r' })).toThrow(EnvError);
  expect(loadEnv({ ...base, REDIS_URL: 'redis://h' }).DATABASE_REPLICA_URL).toBe('postgresql://r/y');
});

describe.skipIf(!bin)(`read replica${bin ? '' : ` (skipped: ${why})`}`, () => {
  let pair: ReplicaPair | undefined;
  let t: TestContext;
  let writer: string;
  let reader: string;
  let propertyId: number;

  const router = () => t.db.replica!;
  const search = async (token: string, query: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/search?query=${encodeURIComponent(query)}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    return SearchResultSchema.parse(res.json()).corporations.map((c) => c.name);
  };
  // Polls wait for what a caller would see; on a busy machine replay and requests take longer than poll's default 1 s.
  const patiently = { timeout: 20_000, interval: 50 };
  const pauseReplay = async () => {
    await pair!.sql('replica', 'SELECT pg_wal_replay_pause()');
    await expect
      .poll(
        async () => (await pair!.sql<{ s: string }>('replica', 'SELECT pg_get_wal_replay_pause_state() AS s'))[0]!.s,
        patiently,
      )
      .toBe('paused');
  };
  const resumeReplay = () => pair!.sql('replica', 'SELECT pg_wal_replay_resume()');
  const uniqueName = (what: string) => `Replica ${what} ${Math.random().toString(36).slice(2, 10)}`;

  beforeAll(async () => {
    pair = await startReplicaPair(bin!, process.env.DATABASE_URL!);
    t = await createTestApp({ DATABASE_URL: pair.primaryUrl, DATABASE_REPLICA_URL: pair.replicaUrl });
    const tokenOf = async () =>
      TokenSetSchema.parse((await signIn(t.app, (await createInternalUser(t.db, 106)).email, TEST_PASSWORD)).json())
        .accessToken;
    [writer, reader] = [await tokenOf(), await tokenOf()];
    propertyId = (await t.db.prisma.property.findFirstOrThrow({ select: { id: true } })).id;
    await pair.caughtUp();
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await pair?.close();
  });

  it('search, reports and the overview read from the replica: a row it has not replayed is not seen', async () => {
    await pauseReplay();
    const name = uniqueName('Unreplayed');
    await createCorporation(t.db.prisma, { name });
    const before = { ...router().counters };

    expect(await search(reader, name)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).json().checks.replica).toBe('up');
    const auth = { authorization: `Bearer ${reader}` };
    const report = await t.app.inject({ method: 'GET', url: `/api/reports/${propertyId}/units`, headers: auth });
    const overview = await t.app.inject({
      method: 'GET',
      url: `/api/properties/${propertyId}/overview`,
      headers: auth,
    });
    expect([report.statusCode, overview.statusCode]).toEqual([200, 200]);
    expect(router().counters.replicaReads).toBeGreaterThan(before.replicaReads);
    expect(router().counters.primaryReads).toBe(before.primaryReads);

    // A property the replica does not have yet (its scope check on the primary found it): the overview still answers.
    const { property } = await createCustomer(t.db.prisma);
    const fresh = await t.app.inject({ method: 'GET', url: `/api/properties/${property.id}/overview`, headers: auth });
    expect([fresh.statusCode, fresh.json().property.id]).toEqual([200, property.id]);

    await resumeReplay();
    await expect.poll(() => search(reader, name), patiently).toEqual([name]);
  });

  it("a login's read right after its own write sees it while the replica lags; others read the replica", async () => {
    await pauseReplay();
    const name = uniqueName('Written');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/corporations',
      headers: { authorization: `Bearer ${writer}` },
      payload: { name },
    });
    expect(created.statusCode).toBe(201);

    expect(await search(writer, name)).toEqual([name]);
    expect(await search(reader, name)).toEqual([]);
    // The writer's streamed export reads every chunk from the primary too (the request's decision holds).
    const before = { ...router().counters };
    const exported = await t.app.inject({
      method: 'POST',
      url: `/api/reports/${propertyId}/transaction/export`,
      headers: { authorization: `Bearer ${writer}` },
      payload: {},
    });
    expect(exported.statusCode).toBe(200);
    expect(router().counters.replicaReads).toBe(before.replicaReads);
    expect(router().counters.primaryReads).toBeGreaterThan(before.primaryReads);

    // Once the standby has replayed the write, the writer's reads go back to it: a row written meanwhile behind
    // the writer's back (replay paused again) is then not seen by the writer either.
    await resumeReplay();
    await expect.poll(() => search(reader, name), patiently).toEqual([name]);
    await expect
      .poll(async () => {
        const before = router().counters.replicaReads;
        await search(writer, name);
        return router().counters.replicaReads > before;
      }, patiently)
      .toBe(true);
    await pauseReplay();
    const later = uniqueName('Behind');
    await createCorporation(t.db.prisma, { name: later });
    expect(await search(writer, later)).toEqual([]);
    await resumeReplay();
  });

  it('a replica that is down: reads fall back to the primary, never a 500', async () => {
    const name = uniqueName('Fallback');
    await createCorporation(t.db.prisma, { name });
    await pair!.stopReplica();
    const before = router().counters.fallbacks;

    expect(await search(reader, name)).toEqual([name]);
    expect(router().counters.fallbacks).toBeGreaterThan(before);
    expect(router().healthy()).toBe(false);
    const auth = { authorization: `Bearer ${reader}` };
    const report = await t.app.inject({ method: 'GET', url: `/api/reports/${propertyId}/units`, headers: auth });
    const overview = await t.app.inject({
      method: 'GET',
      url: `/api/properties/${propertyId}/overview`,
      headers: auth,
    });
    expect([report.statusCode, overview.statusCode]).toEqual([200, 200]);
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect([ready.statusCode, ready.json()]).toEqual([
      200,
      { status: 'ready', checks: { database: 'up', redis: 'up', replica: 'down' } },
    ]);
    // The operator sees it in the metrics (decision 0069's METRICS_PORT serves this registry).
    const metrics = await t.app.metrics.registry.metrics();
    const fallbacks = Number(/^kc_db_replica_fallbacks_total (\d+)$/m.exec(metrics)?.[1]);
    expect(fallbacks).toBe(router().counters.fallbacks);
    expect(fallbacks).toBeGreaterThan(before);
    expect(metrics).toMatch(/^kc_db_routed_reads_total\{server="replica"\} [1-9]\d*$/m);
  });
});
