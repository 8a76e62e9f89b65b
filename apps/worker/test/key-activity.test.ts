import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeviceTransaction } from '@kc/domain/devices';
import { createDatabase, type Database } from '@kc/services/db/client';
import { createCustomer } from '@kc/services/fixtures/hierarchy';
import { createDatalog } from '@kc/services/fixtures/key-control';
import { ingestTransactions } from '@kc/services/devices/ingest-transactions';
import { runWorker, type WorkerHandle } from '@kc/services/jobs/run-worker';
import { scanKeyActivity } from '@kc/services/key-activity-alerts/scan-key-activity';
import type { DeviceIdentity } from '@kc/services/devices/device-token';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { waitFor } from '@kc/services/fixtures/wait';

const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const PORTAL = 'http://portal.test';
let db: Database;
let catcher: Awaited<ReturnType<typeof startCatcher>>;
let worker: WorkerHandle;
let device: DeviceIdentity;
let sequence = 0;
const stamp = Date.now();
const watcher = `night-${stamp}@factory.test`;
const second = `deputy-${stamp}@factory.test`;
const pausedWatcher = `paused-${stamp}@factory.test`;
const otherWatcher = `units-${stamp}@factory.test`;

/** A loopback SMTP server keeping what it receives (apps may not import each other's test helpers). */
async function startCatcher() {
  const inbox: { to: string[]; mail: ParsedMail }[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then((mail) => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), mail });
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const received = (to: string) => inbox.filter((m) => m.to.includes(to)).map((m) => m.mail);
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received,
    /** Waits for the count of e-mails a user would see arrive; fails after `ms`. */
    waitFor(to: string, count: number, ms: number): Promise<ParsedMail[]> {
      return waitFor(() => received(to).length >= count && received(to), {
        timeoutMs: ms,
        what: `${count} e-mail(s) for ${to}`,
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A device row: activity 2 (Key Out) unless told otherwise, at the current instant. */
const row = (over: Partial<DeviceTransaction> = {}): DeviceTransaction => ({
  sequence: ++sequence,
  time: new Date().toISOString(),
  employeeName: 'Night Porter',
  badgeNumber: '4242',
  unitName: '101',
  keyTagNumber: '0101',
  encodedHookNumber: 1001,
  activityCode: 2,
  exceptionCode: null,
  workOrderNumber: null,
  ...over,
});
const ingest = (rows: DeviceTransaction[]) => ingestTransactions(db, device, rows);
const pendingOutbox = async () =>
  Number(
    (await db.pool.query(`SELECT count(*) FROM outbox_messages WHERE kind = 'key-activity' AND sent_at IS NULL`))
      .rows[0].count,
  );

beforeAll(async () => {
  db = createDatabase(process.env.DATABASE_URL!, 4);
  catcher = await startCatcher();
  const { property } = await createCustomer(db.prisma, { name: `Key Activity Court ${stamp}` });
  const datalog = await createDatalog(db.prisma, { propertyId: property.id });
  device = { credentialId: 0, datalogId: datalog.id, propertyId: property.id, datalogType: 'touch' };
  const rule = { propertyId: property.id, timeZone: 'UTC' };
  await db.prisma.keyActivityAlert.createMany({
    data: [
      { ...rule, description: 'Every key out', recipients: [watcher, second], activityCodes: [2] },
      { ...rule, description: 'Paused', recipients: [pausedWatcher], activityCodes: [2], active: false },
      { ...rule, description: 'Unit 999 only', recipients: [otherWatcher], activityCodes: [2], unitIds: [] },
    ],
  });
  // The third rule names a unit that never moves, so it must never mail.
  const unit = await db.prisma.unit.create({ data: { propertyId: property.id, name: '999' } });
  await db.prisma.keyActivityAlert.updateMany({
    where: { description: 'Unit 999 only' },
    data: { unitIds: [unit.id] },
  });
  // Sets the high-water mark at the head of the table, so history is never mailed.
  await scanKeyActivity(db, PORTAL);
  worker = await runWorker({
    redisUrl: process.env.REDIS_URL!,
    db,
    mail: { smtpUrl: catcher.url, from: 'Portal <no-reply@portal.test>' },
    log: quietLog,
    publicUrl: PORTAL,
  });
});
afterAll(async () => {
  await worker?.close();
  await catcher?.close();
  await db?.close();
});

describe('key-activity e-mails through the real worker', () => {
  it('a matching ingested transaction produces exactly one e-mail per recipient, from the scheduled job', async () => {
    await ingest([row({ unitName: '204', keyTagNumber: '0204' })]);
    const [mail] = await catcher.waitFor(watcher, 1, 60_000);
    expect(mail!.subject).toBe(`Key activity at Key Activity Court ${stamp}: Every key out (1 transaction)`);
    expect(mail!.text).toMatch(/ · Unit 204 · Key tag 0204 · Night Porter · Key Out/);
    expect(mail!.text).toContain(`${PORTAL}/property-reports/transaction?propertyId=${device.propertyId}`);
    expect(mail!.html || '').toContain('Night Porter');
    await catcher.waitFor(second, 1, 30_000);
  }, 90_000);

  it('three matching transactions in one batch give one e-mail listing three; a non-matching one gives none', async () => {
    await ingest([
      row({ unitName: '301' }),
      row({ unitName: '302' }),
      row({ activityCode: 3, unitName: '399' }), // Key In: matches no rule
      row({ unitName: '303' }),
    ]);
    const mails = await catcher.waitFor(watcher, 2, 60_000);
    const batch = mails[1]!;
    expect(batch.subject).toContain('(3 transactions)');
    for (const unit of ['301', '302', '303']) expect(batch.text).toContain(`Unit ${unit}`);
    expect(batch.text).not.toContain('Unit 399');
  }, 90_000);

  it('running the match job again, twice at once, sends nothing twice; paused and non-matching rules send nothing', async () => {
    const again = await Promise.all([scanKeyActivity(db, PORTAL), scanKeyActivity(db, PORTAL)]);
    expect(again.map((r) => r.emails)).toEqual([0, 0]);
    const queued = await db.pool.query(
      `SELECT count(*)::int AS n FROM outbox_messages WHERE kind = 'key-activity' AND payload->>'to' = $1`,
      [watcher],
    );
    expect(queued.rows[0].n).toBe(2);
    // Everything queued has gone out; the inbox holds exactly the two batches per recipient.
    await catcher.waitFor(second, 2, 30_000);
    await waitFor(async () => (await pendingOutbox()) === 0, { timeoutMs: 30_000, what: 'an empty outbox' });
    expect(await pendingOutbox()).toBe(0);
    expect(catcher.received(watcher)).toHaveLength(2);
    expect(catcher.received(second)).toHaveLength(2);
    expect([...catcher.received(pausedWatcher), ...catcher.received(otherWatcher)]).toEqual([]);
  }, 90_000);

  it('a row whose id was taken before a later row committed (a slow upload) is still mailed when it commits', async () => {
    // The slow upload took its id first; a quicker one commits a higher id and is mailed.
    const slowId = (
      await db.pool.query(`SELECT nextval(pg_get_serial_sequence('datalog_transactions', 'id'))::text AS id`)
    ).rows[0].id as string;
    await ingest([row({ unitName: 'FAST' })]);
    await scanKeyActivity(db, PORTAL);
    // Now the slow one commits, with the lower id.
    await db.pool.query(
      `INSERT INTO datalog_transactions (id, property_id, datalog_id, sequence, property_unit_name, key_tag_number,
         employee_name, activity_code, time) VALUES ($1, $2, $3, $4, 'SLOW', '0777', 'Slow Porter', 2, now())`,
      [slowId, device.propertyId, device.datalogId, ++sequence],
    );
    // This run or the worker's scheduled one (they take turns on the mark's lock) queues it, exactly once.
    await scanKeyActivity(db, PORTAL);
    const slow = await db.pool.query(
      `SELECT count(*)::int AS n FROM outbox_messages
        WHERE kind = 'key-activity' AND payload->>'to' = $1 AND payload::text LIKE '%SLOW%'`,
      [watcher],
    );
    expect(slow.rows[0].n).toBe(1);
  });
});
