import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { DeviceTransactionSchema } from '@kc/domain/devices';
import { isoWeek, localDateHour, overdueKeyCrossingKey } from '@kc/domain/notifications/schedule';
import { createDatabase, type Database } from '@kc/services/db/client';
import type { ServiceContext } from '@kc/services/context';
import { createCustomer } from '@kc/services/fixtures/hierarchy';
import { createDatalog } from '@kc/services/fixtures/key-control';
import { createBadge } from '@kc/services/fixtures/badges';
import { createSiteLogin } from '@kc/services/fixtures/people';
import { startMailCatcher } from '@kc/services/fixtures/mail-catcher';
import { ingestTransactions } from '@kc/services/devices/ingest-transactions';
import { OUTBOX_QUEUE, runWorker, type WorkerHandle } from '@kc/services/jobs/run-worker';
import {
  inactiveEmployeesJob,
  keysOutSummaryJob,
  lastCommunicationJob,
  overdueKeysJob,
} from '@kc/services/notifications/notification-jobs';
import { sendOverdueKeyEmails } from '@kc/services/notifications/overdue-keys';
import { sendKeysOutSummaries } from '@kc/services/notifications/keys-out-summary';
import { sendInactiveEmployeeEmails } from '@kc/services/notifications/inactive-employees';
import { confirmOptOut } from '@kc/services/opt-out/opt-out';
import { waitFor } from '@kc/services/fixtures/wait';
import { startWorkerProcess } from './worker-process.ts';

// The overdue-keys, keys-out summary and inactive-employees e-mails (issue 14 item 3, decision 0048) through the real
// worker, Redis and a loopback SMTP server. Every sweep covers every property of the test database; each test makes
// its own property and recipients and looks only at their mail. Runs pass `at`, so nothing waits on a schedule.

const PUBLIC_URL = 'https://portal.example.test';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const stamp = Date.now();
let db: Database;
let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
let queue: Queue;
let sequence = 0;
let addresses = 0;

const address = (what: string) => `${what}-${stamp}-${++addresses}@alerts.test`;
const startWorker = (): Promise<WorkerHandle> =>
  runWorker({
    redisUrl: process.env.REDIS_URL!,
    db,
    mail: { smtpUrl: catcher.url, from: 'Portal <no-reply@portal.test>' },
    log: quietLog,
    publicUrl: PUBLIC_URL,
  });

/** 09:00 (or 10:00 in summer) in America/Chicago, today or `days` away: past the 07:00 send hour. */
const morning = (days = 0) =>
  new Date(Date.parse(`${new Date().toISOString().slice(0, 10)}T15:00:00.000Z`) + days * DAY);
/** The Monday of this week (UTC calendar), 15:00 UTC: 09:00 or 10:00 on Monday in Chicago. */
const mondayMorning = (weeks = 0) => {
  const today = morning();
  const weekday = (today.getUTCDay() + 6) % 7;
  return new Date(today.getTime() - weekday * DAY + weeks * 7 * DAY);
};

interface SentRow {
  id: string;
  sent_at: Date | null;
  last_error: string | null;
  payload: { oneClickUnsubscribeUrl?: string; keys?: { keyTag: string }[]; badges?: { employee: string }[] };
}
/**
 * The e-mails written to `to` under idempotency keys LIKE `key`. The worker's own schedulers run too (at the real
 * time), so a test counts only the e-mails of the periods it runs, by their keys.
 */
const sent = (to: string, key: string) =>
  db.pool
    .query<SentRow>(
      `SELECT o.id, o.sent_at, o.last_error, o.payload
         FROM email_sends e JOIN outbox_messages o ON o.id = e.outbox_message_id
        WHERE o.payload->>'to' = $1 AND e.idempotency_key LIKE $2 ORDER BY o.created_at`,
      [to, key],
    )
    .then((r) => r.rows);
/** What the mail catcher received of those e-mails (the Message-ID is the outbox id). */
const inboxOf = (rows: SentRow[]) =>
  catcher.inbox.filter((m) => rows.some((r) => m.messageId === `<${r.id}@outbox.keycontrol>`));
/** Waits until `count` of the e-mails under `key` have arrived; returns them in the order written. */
async function arrived(to: string, key: string, count = 1) {
  let rows: SentRow[] = [];
  await waitFor(async () => {
    rows = await sent(to, key);
    return inboxOf(rows).length >= count;
  });
  return rows.map((r) => inboxOf([r])[0]!);
}
const allSent = (to: string, key: string) => async () => (await sent(to, key)).every((m) => m.sent_at !== null);

/** A property whose own alert settings mail `recipients` (everything else at the defaults: 24 hours, 30 days). */
async function alertProperty(name: string, recipients: string[], own: Record<string, unknown> = {}) {
  const { property } = await createCustomer(db.prisma, { name });
  await db.prisma.exceptionSettings.create({
    data: { level: 'property', entityId: property.id, recipientsSet: true, recipientEmails: recipients, ...own },
  });
  const datalog = await createDatalog(db.prisma, { propertyId: property.id, lastCommunication: new Date() });
  const device = { credentialId: 0, datalogId: datalog.id, propertyId: property.id, datalogType: 'touch' };
  /** Uploads movements of keys (activity 2 takes a key out, 3 returns it) at the given instants. */
  const ingest = (rows: { keyTag: string; unit: string; at: Date; activityCode?: number }[]) =>
    ingestTransactions(
      db,
      device,
      rows.map((r) =>
        DeviceTransactionSchema.parse({
          sequence: ++sequence,
          time: r.at.toISOString(),
          employeeName: 'Nora Night',
          badgeNumber: '7001',
          unitName: r.unit,
          keyTagNumber: r.keyTag,
          activityCode: r.activityCode ?? 2,
        }),
      ),
    );
  return { property, ingest };
}

/** Enqueues `copies` runs of a sweep at `at` and waits until they have all completed (a failed run fails the test). */
async function run(job: { name: string }, at: Date, copies = 4) {
  const jobs = await queue.addBulk(
    Array.from({ length: copies }, () => ({ name: job.name, data: { at: at.toISOString() } })),
  );
  await waitFor(async () => {
    const states = await Promise.all(jobs.map((j) => j.getState()));
    if (states.includes('failed')) {
      const failed = await Promise.all(jobs.map((j) => queue.getJob(j.id!)));
      throw new Error(`a run failed: ${failed.map((j) => j?.failedReason).join('; ')}`);
    }
    return states.every((state) => state === 'completed');
  });
  await Promise.all(jobs.map((j) => j.remove()));
}
const tokenOf = (message: { payload: { oneClickUnsubscribeUrl?: string } }) =>
  new URL(message.payload.oneClickUnsubscribeUrl!).searchParams.get('token')!;

beforeAll(async () => {
  db = createDatabase(process.env.DATABASE_URL!, 8);
  catcher = await startMailCatcher();
  queue = new Queue(OUTBOX_QUEUE, { connection: new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: null }) });
});
afterAll(async () => {
  await queue.close();
  await catcher.close();
  await db.close();
});

const chicagoDate = (at: Date) => localDateHour(at, 'America/Chicago').date;
const mmddyyyy = (date: string) => date.replace(/^(\d{4})-(\d\d)-(\d\d)$/, '$2/$3/$1');

describe('overdue keys', () => {
  it('keys newly out longer than the threshold go out once, one e-mail per recipient, even with two workers', async () => {
    const [manager, office] = [address('manager'), address('office')];
    const { property, ingest } = await alertProperty(`Overdue Oaks ${stamp}`, [manager, office]);
    const batches = (to: string) => `overdue-keys:${property.id}:${to}:%`;
    const at = new Date();
    await ingest([
      { keyTag: '0101', unit: '101', at: new Date(at.getTime() - 30 * HOUR) },
      { keyTag: '0102', unit: '102', at: new Date(at.getTime() - 26 * HOUR) },
      { keyTag: '0103', unit: '103', at: new Date(at.getTime() - 2 * HOUR) }, // out, not overdue yet
      { keyTag: '0104', unit: '104', at: new Date(at.getTime() - 40 * HOUR) },
      { keyTag: '0104', unit: '104', at: new Date(at.getTime() - 39 * HOUR), activityCode: 3 }, // back in
    ]);
    const workers = [await startWorker(), await startWorker()];
    try {
      // Four runs at once, spread over two workers.
      await run(overdueKeysJob, at);
      const [mail] = await arrived(manager, batches(manager));
      expect(mail!.subject).toBe(`Overdue keys at Overdue Oaks ${stamp}: 2 keys out more than 24 hours`);
      expect(mail!.text).toMatch(
        /Key tag 0101 · Unit 101 · taken by Nora Night on \d\d\/\d\d\/\d{4} .+ · out 1 day 6 hours/,
      );
      expect(mail!.text).toContain('Key tag 0102 · Unit 102');
      expect(mail!.text).not.toContain('Key tag 0103');
      expect(mail!.text).not.toContain('Key tag 0104');
      expect(mail!.text).toContain(`${PUBLIC_URL}/property-reports/keys-out?propertyId=${property.id}`);
      expect(mail!.html).toContain(`Overdue Oaks ${stamp}`);
      await arrived(office, batches(office));
      // The same crossings are never reported again, however often the sweep runs.
      await sendOverdueKeyEmails(db, PUBLIC_URL, new Date(at.getTime() + HOUR));
      await waitFor(allSent(manager, batches(manager)));
      expect(await sent(manager, batches(manager))).toHaveLength(1);
      expect(inboxOf(await sent(manager, batches(manager)))).toHaveLength(1);
      await waitFor(allSent(office, batches(office)));
      expect(inboxOf(await sent(office, batches(office)))).toHaveLength(1);

      // The key that was not overdue crosses later: the next run reports it alone.
      await sendOverdueKeyEmails(db, PUBLIC_URL, new Date(at.getTime() + 23 * HOUR));
      const [, later] = await arrived(manager, batches(manager), 2);
      expect(later!.subject).toBe(`Overdue keys at Overdue Oaks ${stamp}: 1 key out more than 24 hours`);
      expect(later!.text).toContain('Key tag 0103');
      expect(later!.text).not.toContain('Key tag 0101');
    } finally {
      await Promise.all(workers.map((w) => w.close()));
    }
  });

  it('a new threshold is a new crossing; an old one is never reported twice; a type switched off sends nothing', async () => {
    const manager = address('threshold');
    const { property, ingest } = await alertProperty(`Threshold Terrace ${stamp}`, [manager]);
    const at = new Date();
    await ingest([{ keyTag: '0201', unit: '201', at: new Date(at.getTime() - 30 * HOUR) }]);
    const keys = async () =>
      (await sent(manager, `overdue-keys:${property.id}:%`)).map((m) => m.payload.keys!.map((k) => k.keyTag));
    await sendOverdueKeyEmails(db, PUBLIC_URL, at);
    expect(await keys()).toEqual([['0201']]);
    const settings = { level: 'property', entityId: property.id };
    const setThreshold = (hours: number) =>
      db.prisma.exceptionSettings.update({
        where: { level_entityId: settings },
        data: { keyOutThreshold: hours, keyOutUnit: 'hours' },
      });
    // Raised to 48 hours: crossed again 18 hours later, and reported again.
    await setThreshold(48);
    await sendOverdueKeyEmails(db, PUBLIC_URL, at);
    expect(await keys()).toHaveLength(1);
    await sendOverdueKeyEmails(db, PUBLIC_URL, new Date(at.getTime() + 19 * HOUR));
    expect(await keys()).toEqual([['0201'], ['0201']]);
    // Back to 24 hours: that crossing was reported already.
    await setThreshold(24);
    await sendOverdueKeyEmails(db, PUBLIC_URL, new Date(at.getTime() + 20 * HOUR));
    expect(await keys()).toHaveLength(2);
    // Switched off, a fresh key-out past the threshold is not reported.
    await db.prisma.exceptionSettings.update({ where: { level_entityId: settings }, data: { keyOutOn: false } });
    await ingest([{ keyTag: '0202', unit: '202', at: new Date(at.getTime() - 30 * HOUR) }]);
    await sendOverdueKeyEmails(db, PUBLIC_URL, new Date(at.getTime() + 21 * HOUR));
    expect(await keys()).toHaveLength(2);
  });
});

describe('keys-out summary', () => {
  it('goes out once a day with the keys still out and a one-click opt-out, even with two workers', async () => {
    const [manager, quiet] = [address('summary'), address('no-keys')];
    const { property, ingest } = await alertProperty(`Summary Square ${stamp}`, [manager]);
    const { property: empty } = await alertProperty(`Empty Acres ${stamp}`, [quiet]); // no key out: no e-mail
    const at = morning(-10);
    const day = (d: Date) => `keys-out-summary:${property.id}:${manager}:${chicagoDate(d)}`;
    await ingest([
      { keyTag: '0301', unit: '301', at: new Date(at.getTime() - 3 * HOUR) },
      { keyTag: '0302', unit: '302', at: new Date(at.getTime() - 50 * HOUR) },
    ]);
    const workers = [await startWorker(), await startWorker()];
    try {
      await run(keysOutSummaryJob, at);
      const [mail] = await arrived(manager, day(at));
      expect(mail!.subject).toBe(`Keys out at Summary Square ${stamp} on ${mmddyyyy(chicagoDate(at))}: 2 keys`);
      expect(mail!.text).toMatch(/Key tag 0302 · Unit 302 · taken by Nora Night on .+ · out 2 days 2 hours/);
      expect(mail!.text).toMatch(/Key tag 0301 · Unit 301 · .+ · out 3 hours/);
      expect(mail!.text).toContain(`${PUBLIC_URL}/property-reports/keys-out?propertyId=${property.id}`);
      expect(mail!.text).toMatch(/Unsubscribe: https:\/\/portal\.example\.test\/keys-out\/opt-out\?token=[\w-]{43}/);
      const header = (key: string) => mail!.parsed.headerLines.find((h) => h.key === key)?.line;
      expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(header('list-unsubscribe')).toMatch(/\/api\/opt-out\/one-click\?token=/);
      // Later runs of the same local date write nothing.
      await sendKeysOutSummaries(db, PUBLIC_URL, new Date(at.getTime() + 2 * HOUR));
      await waitFor(allSent(manager, day(at)));
      expect(await sent(manager, day(at))).toHaveLength(1);
      expect(inboxOf(await sent(manager, day(at)))).toHaveLength(1);
      expect(await sent(quiet, `keys-out-summary:${empty.id}:%`)).toEqual([]);
      // Before 07:00 local time the next day nothing is due yet; after it, the next day's summary goes out.
      const nextDay = new Date(at.getTime() + DAY);
      await sendKeysOutSummaries(db, PUBLIC_URL, new Date(nextDay.getTime() - 4 * HOUR));
      expect(await sent(manager, day(nextDay))).toEqual([]);
      await sendKeysOutSummaries(db, PUBLIC_URL, nextDay);
      await arrived(manager, day(nextDay));
    } finally {
      await Promise.all(workers.map((w) => w.close()));
    }
  });

  it('an opted-out recipient gets nothing more, not even a summary already queued', async () => {
    const [leaving, staying] = [address('leaving'), address('staying')];
    const { property, ingest } = await alertProperty(`Opt-out Court ${stamp}`, [leaving, staying]);
    const at = morning(-20);
    const days = (to: string) => `keys-out-summary:${property.id}:${to}:%`;
    await ingest([{ keyTag: '0401', unit: '401', at: new Date(at.getTime() - 5 * HOUR) }]);
    // Written while no worker runs: queued, not sent.
    await sendKeysOutSummaries(db, PUBLIC_URL, at);
    const [queued] = await sent(leaving, days(leaving));
    expect(queued!.sent_at).toBeNull();
    await confirmOptOut({ db } as ServiceContext, tokenOf(queued!), 'one-click');
    // The next day's summary is not even written for the opted-out address; the other recipient still gets it.
    await sendKeysOutSummaries(db, PUBLIC_URL, new Date(at.getTime() + DAY));
    expect(await sent(leaving, days(leaving))).toHaveLength(1);
    expect(await sent(staying, days(staying))).toHaveLength(2);
    const worker = await startWorker();
    try {
      await arrived(staying, days(staying), 2);
      // The delivery checks again and closes the queued one unsent.
      await waitFor(allSent(leaving, days(leaving)));
      expect((await sent(leaving, days(leaving)))[0]!.last_error).toBe('not sent: the recipient opted out');
      expect(inboxOf(await sent(leaving, days(leaving)))).toEqual([]);
    } finally {
      await worker.close();
    }
  });
});

/** A property with one badge of each case: two unused (listed), one used, one cleared, one deactivated. */
async function badgesProperty(name: string, recipients: string[], at: Date) {
  const made = await alertProperty(name, recipients);
  const propertyId = made.property.id;
  const ago = (days: number) => new Date(at.getTime() - days * DAY);
  await createBadge(db.prisma, { propertyId, employeeName: 'Una Used', lastUsed: ago(2) });
  await createBadge(db.prisma, { propertyId, employeeName: 'Ivy Idle', lastUsed: ago(40) });
  await createBadge(db.prisma, { propertyId, employeeName: 'Ned Never', startDate: ago(90) });
  // "Clear alert" after its last use: quiet until it is used again (decision 0037).
  await createBadge(db.prisma, { propertyId, employeeName: 'Cleo Cleared', lastUsed: ago(60), alertClearedAt: ago(1) });
  await createBadge(db.prisma, { propertyId, employeeName: 'Dee Gone', lastUsed: ago(60), active: false });
  return made;
}

describe('inactive employees', () => {
  it('goes out once a week on Monday morning listing the unused badges, even with two workers', async () => {
    const manager = address('weekly');
    const at = mondayMorning(-5);
    const { property } = await badgesProperty(`Weekly Willows ${stamp}`, [manager], at);
    const week = (d: Date) => `inactive-employees:${property.id}:${manager}:${isoWeek(chicagoDate(d))}`;
    const workers = [await startWorker(), await startWorker()];
    try {
      await run(inactiveEmployeesJob, at);
      const [mail] = await arrived(manager, week(at));
      expect(mail!.subject).toBe(
        `Inactive employees at Weekly Willows ${stamp}: 2 employees with no key activity in 30 days`,
      );
      expect(mail!.text).toMatch(/Ned Never · badge \d+ · never used/);
      expect(mail!.text).toMatch(/Ivy Idle · badge \d+ · last used on \d\d\/\d\d\/\d{4}/);
      for (const quiet of ['Una Used', 'Cleo Cleared', 'Dee Gone']) expect(mail!.text).not.toContain(quiet);
      expect(mail!.text).toContain(`${PUBLIC_URL}/exceptions`);
      expect(mail!.text).toMatch(/Unsubscribe: https:\/\/portal\.example\.test\/inactive-employees\/opt-out\?token=/);
      // Later that Monday, and later in the week: nothing more.
      await sendInactiveEmployeeEmails(db, PUBLIC_URL, new Date(at.getTime() + 5 * HOUR));
      await sendInactiveEmployeeEmails(db, PUBLIC_URL, new Date(at.getTime() + 2 * DAY));
      expect(await sent(manager, `inactive-employees:${property.id}:%`)).toHaveLength(1);
      await waitFor(allSent(manager, week(at)));
      expect(inboxOf(await sent(manager, week(at)))).toHaveLength(1);
      // The next Monday is a new week.
      const next = new Date(at.getTime() + 7 * DAY);
      await sendInactiveEmployeeEmails(db, PUBLIC_URL, next);
      await arrived(manager, week(next));
    } finally {
      await Promise.all(workers.map((w) => w.close()));
    }
  });

  it('nothing when no badge is unused, and nothing more once the recipient opts out', async () => {
    const at = mondayMorning(-8);
    const [busy, leaving] = [address('busy'), address('leaving-weekly')];
    const { property: busyProperty } = await alertProperty(`Busy Birches ${stamp}`, [busy]);
    await createBadge(db.prisma, { propertyId: busyProperty.id, lastUsed: new Date(at.getTime() - DAY) });
    const { property } = await badgesProperty(`Leaving Lane ${stamp}`, [leaving], at);
    await sendInactiveEmployeeEmails(db, PUBLIC_URL, at);
    expect(await sent(busy, `inactive-employees:${busyProperty.id}:%`)).toEqual([]);
    const [first] = await sent(leaving, `inactive-employees:${property.id}:%`);
    await confirmOptOut({ db } as ServiceContext, tokenOf(first!), 'page');
    await sendInactiveEmployeeEmails(db, PUBLIC_URL, new Date(at.getTime() + 7 * DAY));
    expect(await sent(leaving, `inactive-employees:${property.id}:%`)).toHaveLength(1);
  });
});

describe('a worker process killed mid-run', () => {
  it('leaves nothing half-written: each e-mail goes out exactly once when the run is repeated', async () => {
    const [overdueTo, summaryTo, weeklyTo] = [address('kill-overdue'), address('kill-summary'), address('kill-weekly')];
    const monday = mondayMorning(-12);
    const date = chicagoDate(monday);
    const { property: p1, ingest } = await alertProperty(`Killed Keys ${stamp}`, [overdueTo]);
    await ingest([{ keyTag: '0501', unit: '501', at: new Date(monday.getTime() - 30 * HOUR) }]);
    const { property: p2, ingest: ingest2 } = await alertProperty(`Killed Summary ${stamp}`, [summaryTo]);
    await ingest2([{ keyTag: '0601', unit: '601', at: new Date(monday.getTime() - HOUR) }]);
    const { property: p3 } = await badgesProperty(`Killed Weekly ${stamp}`, [weeklyTo], monday);
    // The last-communication e-mail (decision 0044): a datalog silent for 5 days, to the property's primary contact.
    const silent = await createCustomer(db.prisma, { name: `Killed Silence ${stamp}` });
    const contact = await createSiteLogin(db.prisma, {
      roleId: 203,
      corporationId: silent.corporation.id,
      regionId: silent.region.id,
      propertyIds: [silent.property.id],
    });
    await db.prisma.property.update({ where: { id: silent.property.id }, data: { primaryContactId: contact.id } });
    const silentDatalog = await createDatalog(db.prisma, {
      propertyId: silent.property.id,
      lastCommunication: new Date(monday.getTime() - 5 * DAY),
    });
    const [keyOut] = (
      await db.pool.query<{ id: string }>(
        `SELECT id::text FROM datalog_transactions WHERE property_id = $1 AND activity_code = 2`,
        [p1.id],
      )
    ).rows;
    const claims = [
      overdueKeyCrossingKey(keyOut!.id, 24),
      `keys-out-summary:${p2.id}:${summaryTo}:${date}`,
      `inactive-employees:${p3.id}:${weeklyTo}:${isoWeek(date)}`,
      `last-communication:${silentDatalog.id}:${date}`,
    ];
    const expected = [
      [overdueTo, `overdue-keys:${p1.id}:%`],
      [summaryTo, claims[1]!],
      [weeklyTo, claims[2]!],
      [contact.email, claims[3]!],
    ] as const;
    // Each run is held at the moment it claims this test's key: the test claims it first, uncommitted.
    const holders = await Promise.all(claims.map(() => db.pool.connect()));
    const holderPids: number[] = [];
    for (const [i, holder] of holders.entries()) {
      await holder.query('BEGIN');
      await holder.query('INSERT INTO email_sends (idempotency_key) VALUES ($1)', [claims[i]]);
      holderPids.push((await holder.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid);
    }
    const ids = ['overdue', 'summary', 'weekly', 'silent'].map((k) => `killed-${k}-${stamp}`);
    try {
      const child = await startWorkerProcess({ smtpUrl: catcher.url, publicUrl: PUBLIC_URL, name: 'kc-doomed-worker' });
      try {
        const data = { at: monday.toISOString() };
        await queue.add(overdueKeysJob.name, data, { jobId: ids[0] });
        await queue.add(keysOutSummaryJob.name, data, { jobId: ids[1] });
        await queue.add(inactiveEmployeesJob.name, data, { jobId: ids[2] });
        await queue.add(lastCommunicationJob.name, data, { jobId: ids[3] });
        // The child's four runs are inside their database transactions, each waiting on one of the test's claims.
        await waitFor(
          async () => {
            const { rows } = await db.pool.query<{ n: number }>(
              `SELECT count(*)::int AS n FROM unnest($1::int[]) h(pid)
              WHERE EXISTS (SELECT 1 FROM pg_stat_activity a
                             WHERE a.application_name = 'kc-doomed-worker' AND h.pid = ANY(pg_blocking_pids(a.pid)))`,
              [holderPids],
            );
            return rows[0]!.n === claims.length;
          },
          { timeoutMs: 60_000 },
        );
      } finally {
        await child.kill();
      }
    } finally {
      for (const holder of holders) {
        await holder.query('ROLLBACK');
        holder.release();
      }
    }
    // The killed runs' transactions die with their connections: nothing of them is committed.
    await waitFor(async () => {
      const { rows } = await db.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'kc-doomed-worker'`,
      );
      return rows[0]!.n === 0;
    });
    const committed = await db.pool.query('SELECT 1 FROM email_sends WHERE idempotency_key = ANY($1)', [claims]);
    expect(committed.rowCount).toBe(0);
    // Their jobs stay locked by the dead process until BullMQ finds them stalled; this test clears them itself.
    const admin = new Redis(process.env.REDIS_URL!);
    try {
      for (const id of ids) await admin.del(`bull:${OUTBOX_QUEUE}:${id}:lock`);
      for (const id of ids) await queue.remove(id);
    } finally {
      admin.disconnect();
    }

    // The next runs (what the schedulers enqueue next), on two surviving workers, send each e-mail once.
    const workers = [await startWorker(), await startWorker()];
    try {
      await Promise.all([
        run(overdueKeysJob, monday, 2),
        run(keysOutSummaryJob, monday, 2),
        run(inactiveEmployeesJob, monday, 2),
        run(lastCommunicationJob, monday, 2),
      ]);
      for (const [to, key] of expected) {
        await arrived(to, key);
        await waitFor(allSent(to, key));
        expect(await sent(to, key)).toHaveLength(1);
        expect(inboxOf(await sent(to, key))).toHaveLength(1);
      }
    } finally {
      await Promise.all(workers.map((w) => w.close()));
    }
  }, 120_000);
});
