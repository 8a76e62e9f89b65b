import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { createDatabase, type Database } from '@kc/services/db/client';
import { enqueueEmail } from '@kc/services/outbox/enqueue-email';
import { deliverOutboxMessage } from '@kc/services/jobs/deliver-outbox';
import { createMailTransport } from '@kc/services/mail/transport';
import { OUTBOX_QUEUE, WORKER_QUEUE_CONNECTION, runWorker, type WorkerHandle } from '@kc/services/jobs/run-worker';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { MessageOf } from '@kc/services/outbox/messages';
import { waitFor } from '@kc/services/fixtures/wait';

interface Received {
  to: string[];
  mail: ParsedMail;
}

const resetCode = (to: string): MessageOf<'password-reset-code'> => ({
  kind: 'password-reset-code',
  payload: { to, name: 'Outbox Test', code: '123456', resetUrl: 'http://portal.test/reset-password' },
});

const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
let db: Database;
let smtp: SMTPServer;
let smtpUrl: string;
const inbox: Received[] = [];

beforeAll(async () => {
  db = createDatabase(process.env.DATABASE_URL!, 4);
  smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), mail });
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await db.close();
});

describe('outbox delivery', () => {
  it('the worker delivers a committed e-mail over SMTP exactly once and marks it sent', async () => {
    const to = `outbox-${Date.now()}@factory.test`;
    const id = await db.prisma.$transaction((tx) => enqueueEmail(tx, resetCode(to)));
    const row = await db.prisma.outboxMessage.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ kind: 'password-reset-code', payload: { to, code: '123456' } });
    const worker: WorkerHandle = await runWorker({
      redisUrl: process.env.REDIS_URL!,
      db,
      mail: { smtpUrl, from: 'Portal <no-reply@portal.test>' },
      log: quietLog,
    });
    try {
      await waitFor(() => inbox.some((m) => m.to.includes(to)));
      const delivered = await db.prisma.outboxMessage.findUniqueOrThrow({ where: { id } });
      expect(delivered.attempts).toBe(1);
      const { mail } = inbox.find((m) => m.to.includes(to))!;
      expect(mail.subject).toBe('Your Key Control Portal password reset code');
      expect(mail.messageId).toBe(`<${id}@outbox.keycontrol>`);
      expect(mail.text).toContain('Your password reset code is 123456.');
      expect(mail.html).toMatch(/^<!DOCTYPE html[\s\S]*123456/);
    } finally {
      await worker.close();
    }
    const sent = await db.prisma.outboxMessage.findUniqueOrThrow({ where: { id } });
    expect(sent.sentAt).not.toBeNull();
    // A second delivery of the same message does nothing.
    expect(await deliverOutboxMessage(db, createMailTransport({ smtpUrl }), 'x@portal.test', id, quietLog)).toBe(
      'skipped',
    );
    expect(inbox.filter((m) => m.to.includes(to))).toHaveLength(1);
  });

  it('an e-mail written in a transaction that rolls back is never stored', async () => {
    const to = `rolled-back-${Date.now()}@factory.test`;
    await expect(
      db.prisma.$transaction(async (tx) => {
        await enqueueEmail(tx, resetCode(to));
        throw new Error('change failed');
      }),
    ).rejects.toThrow('change failed');
    const rows = await db.pool.query(`SELECT 1 FROM outbox_messages WHERE payload->>'to' = $1`, [to]);
    expect(rows.rowCount).toBe(0);
  });

  it('a failed delivery records the error and backs off instead of losing the message', async () => {
    const id = await db.prisma.$transaction((tx) => enqueueEmail(tx, resetCode('nobody@factory.test')));
    const deadSmtp = createMailTransport({ smtpUrl: 'smtp://127.0.0.1:1' });
    await expect(deliverOutboxMessage(db, deadSmtp, 'x@portal.test', id, quietLog)).rejects.toThrow();
    const row = await db.prisma.outboxMessage.findUniqueOrThrow({ where: { id } });
    expect(row.sentAt).toBeNull();
    expect(row.attempts).toBe(1);
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(row.availableAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('a message that does not match its kind is refused when enqueued, and the change rolls back', async () => {
    const to = `invalid-${Date.now()}@factory.test`;
    const bad = resetCode(to);
    bad.payload.code = '12ab';
    await expect(db.prisma.$transaction((tx) => enqueueEmail(tx, bad))).rejects.toThrow(/code/);
    const rows = await db.pool.query(`SELECT 1 FROM outbox_messages WHERE payload->>'to' = $1`, [to]);
    expect(rows.rowCount).toBe(0);
  });

  it('a stored row whose payload does not match its kind fails with a clear error and is kept', async () => {
    const { id } = await db.prisma.outboxMessage.create({
      data: { kind: 'password-reset-code', payload: { to: 'broken@factory.test', name: 'X' } },
    });
    await expect(
      deliverOutboxMessage(db, createMailTransport({ smtpUrl }), 'x@portal.test', id, quietLog),
    ).rejects.toThrow(/invalid outbox message of kind password-reset-code/);
    const row = await db.prisma.outboxMessage.findUniqueOrThrow({ where: { id } });
    expect(row.sentAt).toBeNull();
    expect(row.lastError).toMatch(/code/);
  });

  it('a row written before message kinds (kind "email", rendered text) is still delivered as stored', async () => {
    const to = `legacy-${Date.now()}@factory.test`;
    const { id } = await db.prisma.outboxMessage.create({
      data: { kind: 'email', payload: { to, subject: 'Older message', text: 'Code: 654321' } },
    });
    expect(await deliverOutboxMessage(db, createMailTransport({ smtpUrl }), 'x@portal.test', id, quietLog)).toBe(
      'sent',
    );
    await waitFor(() => inbox.some((m) => m.to.includes(to)));
    const { mail } = inbox.find((m) => m.to.includes(to))!;
    expect(mail.subject).toBe('Older message');
    expect(mail.text?.trim()).toBe('Code: 654321');
  });

  it('a message with an unsubscribe link shows it in the footer and in the List-Unsubscribe header', async () => {
    const to = `unsubscribe-${Date.now()}@factory.test`;
    const message = resetCode(to);
    message.payload.unsubscribeUrl = 'http://portal.test/notifications/unsubscribe?token=t1';
    const id = await db.prisma.$transaction((tx) => enqueueEmail(tx, message));
    expect(await deliverOutboxMessage(db, createMailTransport({ smtpUrl }), 'x@portal.test', id, quietLog)).toBe(
      'sent',
    );
    await waitFor(() => inbox.some((m) => m.to.includes(to)));
    const { mail } = inbox.find((m) => m.to.includes(to))!;
    expect(mail.text).toContain('Unsubscribe: http://portal.test/notifications/unsubscribe?token=t1');
    expect(mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line).toContain(
      '<http://portal.test/notifications/unsubscribe?token=t1>',
    );
  });
});

describe('Redis restarting empty', () => {
  it('the worker puts its job schedulers back when it reconnects, so the outbox sweep never stops', async () => {
    const redisUrl = process.env.REDIS_URL!;
    const admin = new Redis(redisUrl);
    const queue = new Queue(OUTBOX_QUEUE, { connection: new Redis(redisUrl, { maxRetriesPerRequest: null }) });
    const worker = await runWorker({
      redisUrl,
      db,
      mail: { smtpUrl, from: 'Portal <no-reply@portal.test>' },
      log: quietLog,
    });
    try {
      expect((await queue.getJobSchedulers()).map((s) => s.key)).toContain('outbox-sweep');
      // What a restart without persistence leaves: no schedulers, and a worker that reconnects (the database is not
      // emptied here: it holds the test run's claim on it).
      for (const scheduler of await queue.getJobSchedulers()) await queue.removeJobScheduler(scheduler.key);
      expect(await queue.getJobSchedulers()).toEqual([]);
      const ownDb = /db=(\d+)/.exec(String(await admin.client('INFO')))![1];
      const queueConnections = String(await admin.client('LIST'))
        .split('\n')
        .filter((line) => line.includes(` name=${WORKER_QUEUE_CONNECTION} `) && line.includes(` db=${ownDb} `))
        .map((line) => /id=(\d+)/.exec(line)![1]!);
      expect(queueConnections).toHaveLength(1);
      await admin.client('KILL', 'ID', queueConnections[0]!);
      // The schedulers come back once the worker has reconnected.
      await waitFor(async () => (await queue.getJobSchedulers().catch(() => [])).some((s) => s.key === 'outbox-sweep'));
    } finally {
      await worker.close();
      await queue.close();
      admin.disconnect();
    }
  });
});
