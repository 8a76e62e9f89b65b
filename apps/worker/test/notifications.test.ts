import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { createDatabase, type Database } from '@kc/services/db/client';
import type { ServiceContext } from '@kc/services/context';
import { createCustomer } from '@kc/services/fixtures/hierarchy';
import { createDatalog, createUnit } from '@kc/services/fixtures/key-control';
import { createSiteLogin } from '@kc/services/fixtures/people';
import { startMailCatcher } from '@kc/services/fixtures/mail-catcher';
import { OUTBOX_QUEUE, runWorker, type WorkerHandle } from '@kc/services/jobs/run-worker';
import { lastCommunicationJob } from '@kc/services/notifications/notification-jobs';
import { notifyResidentKeyPulls } from '@kc/services/notifications/resident-key-pulls';
import { sendLastCommunicationEmails } from '@kc/services/notifications/last-communication';
import { confirmOptOut } from '@kc/services/opt-out/opt-out';
import { ingestTransactions } from '@kc/services/devices/ingest-transactions';
import { DeviceTransactionSchema } from '@kc/domain/devices';
import { waitFor } from '@kc/services/fixtures/wait';

const PUBLIC_URL = 'https://portal.example.test';
const DAY = 86_400_000;
const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
let db: Database;
let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
let sequence = 1;

const startWorker = (): Promise<WorkerHandle> =>
  runWorker({
    redisUrl: process.env.REDIS_URL!,
    db,
    mail: { smtpUrl: catcher.url, from: 'Portal <no-reply@portal.test>' },
    log: quietLog,
    publicUrl: PUBLIC_URL,
  });

const outboxTo = (to: string) =>
  db.pool
    .query<{
      id: string;
      sent_at: Date | null;
      last_error: string | null;
      payload: { oneClickUnsubscribeUrl?: string };
    }>(`SELECT id, sent_at, last_error, payload FROM outbox_messages WHERE payload->>'to' = $1 ORDER BY created_at`, [
      to,
    ])
    .then((r) => r.rows);

/** A key of the unit taken from the cabinet, uploaded a minute ago (older than the sweep's settling time). */
async function pull(datalogId: number, propertyId: number, unitName: string) {
  sequence += 1;
  await db.pool.query(
    `INSERT INTO datalog_transactions (property_id, datalog_id, sequence, employee_name, badge_number, property_unit_name,
       key_tag_number, activity_code, time, created_at)
     VALUES ($1, $2, $3, 'Ann Lee', '1001', $4, '0042', 2, now() - interval '2 minutes', now() - interval '1 minute')`,
    [propertyId, datalogId, sequence, unitName],
  );
}

async function residentOnNewUnit() {
  const { property } = await createCustomer(db.prisma, { name: 'Maple Court' });
  const unit = await createUnit(db.prisma, { propertyId: property.id, name: 'B-204' });
  const datalog = await createDatalog(db.prisma, { propertyId: property.id, lastCommunication: new Date() });
  const email = `resident-${Date.now()}-${sequence}@factory.test`;
  await db.prisma.resident.create({
    data: { propertyId: property.id, unitId: unit.id, name: 'Nadia Petrova', email },
  });
  return { property, unit, datalog, email };
}

beforeAll(async () => {
  db = createDatabase(process.env.DATABASE_URL!, 6);
  catcher = await startMailCatcher();
  // The first run ever sets the high-water mark at the newest transaction: the seeded history is not e-mailed.
  await notifyResidentKeyPulls(db, PUBLIC_URL);
});
afterAll(async () => {
  await catcher.close();
  await db.close();
});

describe('resident e-mails', () => {
  it('a pull on a resident’s unit sends exactly one e-mail, with RFC 8058 one-click headers', async () => {
    const { property, datalog, email } = await residentOnNewUnit();
    // Through the device ingestion use case (one statement, no e-mail work in it): a pull and a return of the key.
    const rows = [2, 3].map((activityCode, i) =>
      DeviceTransactionSchema.parse({
        sequence: 1 + i,
        time: new Date(Date.now() - (2 - i) * 60_000).toISOString(),
        employeeName: 'Ann Lee',
        badgeNumber: '1001',
        unitName: 'B-204',
        keyTagNumber: '0042',
        activityCode,
      }),
    );
    const device = { credentialId: 0, datalogId: datalog.id, propertyId: property.id, datalogType: 'touch' };
    expect((await ingestTransactions(db, device, rows)).result.stored).toBe(2);
    const worker = await startWorker();
    try {
      // Within the sweep's settling time (10 s) plus its interval (10 s).
      const [mail] = await catcher.waitFor(email, 1, 45_000);
      expect(mail!.subject).toBe('A key to unit B-204 at Maple Court was taken');
      expect(mail!.text).toContain('A key to your unit B-204 at Maple Court was taken from the key cabinet on');
      expect(mail!.text).toMatch(/Unsubscribe: https:\/\/portal\.example\.test\/resident\/opt-out\?token=[\w-]{43}/);
      const header = (key: string) =>
        (mail!.parsed.headerLines.find((h) => h.key === key)?.line ?? '').replace(/\r\n\s+/g, ' ');
      expect(header('list-unsubscribe')).toMatch(
        /^List-Unsubscribe: <https:\/\/portal\.example\.test\/api\/opt-out\/one-click\?token=[\w-]{43}>$/,
      );
      expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      // Another run (or a second worker) finds nothing new: still one message for this pull.
      await notifyResidentKeyPulls(db, PUBLIC_URL);
      await waitFor(async () => (await outboxTo(email)).every((m) => m.sent_at !== null));
      expect(await outboxTo(email)).toHaveLength(1);
      expect(catcher.inbox.filter((m) => m.to.includes(email))).toHaveLength(1);
    } finally {
      await worker.close();
    }
  });

  it('after opting out nothing more arrives, including an e-mail already queued', async () => {
    const { property, datalog, email } = await residentOnNewUnit();
    // Written to the outbox while no worker runs: queued, not sent.
    await pull(datalog.id, property.id, 'B-204');
    await notifyResidentKeyPulls(db, PUBLIC_URL);
    const [queued] = await outboxTo(email);
    expect(queued?.sent_at).toBeNull();
    const token = new URL(queued!.payload.oneClickUnsubscribeUrl!).searchParams.get('token')!;
    await confirmOptOut({ db } as ServiceContext, token, 'one-click');
    // A later pull is not even written: the sender checks the suppression first.
    await pull(datalog.id, property.id, 'B-204');
    await notifyResidentKeyPulls(db, PUBLIC_URL);
    expect(await outboxTo(email)).toHaveLength(1);
    const worker = await startWorker();
    try {
      // The delivery checks again and closes the queued message without sending it.
      await waitFor(async () => (await outboxTo(email))[0]!.sent_at !== null);
      expect((await outboxTo(email))[0]!.last_error).toBe('not sent: the recipient opted out');
      expect(catcher.inbox.filter((m) => m.to.includes(email))).toHaveLength(0);
    } finally {
      await worker.close();
    }
  });
});

describe('last-communication e-mail', () => {
  // Two worker processes, SMTP and three sweeps over the seeded database: on a loaded two-core machine this takes over
  // the default 30 s at times (hence the longer limits below).
  it('is sent once a day to the primary contact, even with two workers and after re-running', async () => {
    // 09:00 in the property's time zone (America/Chicago), past the 07:00 send hour.
    const at = new Date(`${new Date().toISOString().slice(0, 10)}T15:00:00.000Z`);
    const { property, corporation, region } = await createCustomer(db.prisma, { name: 'Silent Oaks' });
    const contact = await createSiteLogin(db.prisma, {
      roleId: 203,
      corporationId: corporation.id,
      regionId: region.id,
      name: 'Carla Contact',
      propertyIds: [property.id],
    });
    await db.prisma.property.update({ where: { id: property.id }, data: { primaryContactId: contact.id } });
    const datalog = await createDatalog(db.prisma, {
      propertyId: property.id,
      lastCommunication: new Date(at.getTime() - 5 * DAY),
    });

    const queue = new Queue(OUTBOX_QUEUE, {
      connection: new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: null }),
    });
    const workers = [await startWorker(), await startWorker()];
    try {
      // Four runs of the same day at once, spread over two workers.
      await queue.addBulk(
        Array.from({ length: 4 }, () => ({ name: lastCommunicationJob.name, data: { at: at.toISOString() } })),
      );
      const [mail] = await catcher.waitFor(contact.email, 1, 60_000);
      expect(mail!.subject).toBe(`Key control system ${datalog.datalogNumber} at Silent Oaks is not communicating`);
      expect(mail!.text).toContain('Hello Carla Contact,');
      expect(mail!.text).toContain('more than 3 days ago');
      expect(mail!.parsed.headerLines.some((h) => h.key === 'list-unsubscribe')).toBe(false);
      await waitFor(async () => (await queue.getJobCounts('waiting', 'active', 'delayed')).active === 0);
      // Re-running the same day writes nothing.
      expect((await sendLastCommunicationEmails(db, PUBLIC_URL, at)).emails).toBe(0);
      await waitFor(async () => (await outboxTo(contact.email)).every((m) => m.sent_at !== null));
      expect(await outboxTo(contact.email)).toHaveLength(1);
      expect(catcher.inbox.filter((m) => m.to.includes(contact.email))).toHaveLength(1);

      // The next day it is sent again; once the datalog communicates, it stops.
      const nextDay = new Date(at.getTime() + DAY);
      await sendLastCommunicationEmails(db, PUBLIC_URL, nextDay);
      await catcher.waitFor(contact.email, 2, 60_000);
      await db.prisma.datalog.update({ where: { id: datalog.id }, data: { lastCommunication: nextDay } });
      await sendLastCommunicationEmails(db, PUBLIC_URL, new Date(at.getTime() + 2 * DAY));
      expect(await outboxTo(contact.email)).toHaveLength(2);
    } finally {
      await Promise.all(workers.map((w) => w.close()));
      await queue.close();
    }
  }, 90_000);

  it('waits for 07:00 local time before sending the day’s e-mail', async () => {
    const early = new Date(`${new Date().toISOString().slice(0, 10)}T11:00:00.000Z`); // 05:00 or 06:00 in Chicago
    const { property } = await createCustomer(db.prisma, { name: 'Early Pines' });
    const contact = await createSiteLogin(db.prisma, {
      roleId: 203,
      corporationId: property.corporationId,
      regionId: property.regionId,
      propertyIds: [property.id],
    });
    await db.prisma.property.update({ where: { id: property.id }, data: { primaryContactId: contact.id } });
    await createDatalog(db.prisma, { propertyId: property.id, lastCommunication: new Date(early.getTime() - 4 * DAY) });
    await sendLastCommunicationEmails(db, PUBLIC_URL, early);
    expect(await outboxTo(contact.email)).toHaveLength(0);
  });
});
