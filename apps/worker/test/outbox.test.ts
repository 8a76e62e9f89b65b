import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { createDatabase, type Database } from '@kc/services/db/client';
import { enqueueEmail } from '@kc/services/outbox/enqueue-email';
import { deliverOutboxMessage } from '@kc/services/jobs/deliver-outbox';
import { createMailTransport } from '@kc/services/mail/transport';
import { runWorker, type WorkerHandle } from '@kc/services/jobs/run-worker';

interface Received {
  to: string[];
  raw: string;
}

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
      let raw = '';
      stream.on('data', (c: Buffer) => {
        raw += c.toString('utf8');
      });
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await db.close();
});

const waitFor = async (predicate: () => boolean, ms = 15_000) => {
  const until = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe('outbox delivery', () => {
  it('the worker delivers a committed e-mail over SMTP exactly once and marks it sent', async () => {
    const to = `outbox-${Date.now()}@factory.test`;
    const id = await db.prisma.$transaction((tx) =>
      enqueueEmail(tx, { to, subject: 'Your reset code', text: 'Code: 123456' }),
    );
    const worker: WorkerHandle = await runWorker({
      redisUrl: process.env.REDIS_URL!,
      db,
      mail: { smtpUrl, from: 'Portal <no-reply@portal.test>' },
      log: quietLog,
    });
    try {
      await waitFor(() => inbox.some((m) => m.to.includes(to)));
      const row = await db.prisma.outboxMessage.findUniqueOrThrow({ where: { id } });
      expect(row.attempts).toBe(1);
      const mail = inbox.find((m) => m.to.includes(to))!;
      expect(mail.raw).toContain('Subject: Your reset code');
      expect(mail.raw).toContain(`Message-ID: <${id}@outbox.keycontrol>`);
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
        await enqueueEmail(tx, { to, subject: 'Should not exist', text: 'x' });
        throw new Error('change failed');
      }),
    ).rejects.toThrow('change failed');
    const rows = await db.pool.query(`SELECT 1 FROM outbox_messages WHERE payload->>'to' = $1`, [to]);
    expect(rows.rowCount).toBe(0);
  });

  it('a failed delivery records the error and backs off instead of losing the message', async () => {
    const id = await db.prisma.$transaction((tx) =>
      enqueueEmail(tx, { to: 'nobody@factory.test', subject: 'Retry me', text: 'x' }),
    );
    const deadSmtp = createMailTransport({ smtpUrl: 'smtp://127.0.0.1:1' });
    await expect(deliverOutboxMessage(db, deadSmtp, 'x@portal.test', id, quietLog)).rejects.toThrow();
    const row = await db.prisma.outboxMessage.findUniqueOrThrow({ where: { id } });
    expect(row.sentAt).toBeNull();
    expect(row.attempts).toBe(1);
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(row.availableAt.getTime()).toBeGreaterThan(Date.now());
  });
});
