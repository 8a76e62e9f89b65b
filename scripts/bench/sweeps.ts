// Timing of the scheduled e-mail sweeps over the whole database (issue 14 item 6), used by measure.ts and runnable on
// its own for a quick check: DATABASE_URL=… node --import tsx scripts/bench/sweeps.ts
import { pathToFileURL } from 'node:url';
import { createDatabase, type Database } from '@kc/services/db/client';
import { findSilentDatalogs, sendLastCommunicationEmails } from '@kc/services/notifications/last-communication';

export interface SweepTiming {
  datalogs: number;
  properties: number;
  /** Datalogs the rule finds silent for more than 3 days (on properties with a primary contact). */
  silent: number;
  /** One full sweep that writes the day's e-mails (the first hourly run after 07:00). */
  firstRunMs: number;
  emails: number;
  /** The same sweep again: every e-mail already written, so it only reads and finds each key taken. */
  repeatRunMs: number;
  /** The sweep's read alone, median of 5. */
  readMedianMs: number;
}

const elapsed = async <T>(f: () => Promise<T>): Promise<[T, number]> => {
  const t0 = performance.now();
  const value = await f();
  return [value, Math.round(performance.now() - t0)];
};

/**
 * One full last-communication sweep of every property, at an instant whose local date no real run uses (so the
 * e-mails it writes are its own), then removed again: the outbox rows and idempotency keys of that date.
 */
export async function measureSilentDatalogSweep(db: Database): Promise<SweepTiming> {
  const at = new Date('2099-06-15T15:00:00.000Z'); // 10:00 in America/Chicago
  const [counts] = await db.pool
    .query<{ datalogs: number; properties: number }>(
      'SELECT (SELECT count(*) FROM datalogs)::int AS datalogs, (SELECT count(*) FROM properties)::int AS properties',
    )
    .then((r) => r.rows);
  const reads: number[] = [];
  let silent = 0;
  for (let i = 0; i < 5; i += 1) {
    const [rows, ms] = await elapsed(() => findSilentDatalogs(db, at));
    silent = rows.length;
    reads.push(ms);
  }
  reads.sort((a, b) => a - b);
  // The Prisma client connects on its first query: not part of a sweep in a worker that has been running.
  await db.prisma.$queryRaw`SELECT 1`;
  try {
    const [first, firstRunMs] = await elapsed(() => sendLastCommunicationEmails(db, 'https://bench.invalid', at));
    const [, repeatRunMs] = await elapsed(() => sendLastCommunicationEmails(db, 'https://bench.invalid', at));
    return { ...counts!, silent, firstRunMs, emails: first.emails, repeatRunMs, readMedianMs: reads[2]! };
  } finally {
    await db.pool.query(
      `WITH gone AS (DELETE FROM email_sends WHERE idempotency_key LIKE 'last-communication:%:2099-06-15'
                     RETURNING outbox_message_id)
       DELETE FROM outbox_messages WHERE id IN (SELECT outbox_message_id FROM gone)`,
    );
  }
}

export const sweepRow = (s: SweepTiming, met: boolean) =>
  `| Last-communication sweep of ${s.properties.toLocaleString('en-US')} properties (${s.datalogs.toLocaleString('en-US')} datalogs, ${s.silent.toLocaleString('en-US')} silent) | ${s.firstRunMs} ms writing ${s.emails} e-mails; ${s.repeatRunMs} ms when already sent; read ${s.readMedianMs} ms | | | < 5 s | ${met ? 'met' : '**missed**'} |`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const db = createDatabase(process.env.DATABASE_URL!, 4);
  try {
    const timing = await measureSilentDatalogSweep(db);
    console.log(JSON.stringify(timing, null, 2));
    console.log(sweepRow(timing, timing.firstRunMs < 5000));
  } finally {
    await db.close();
  }
}
