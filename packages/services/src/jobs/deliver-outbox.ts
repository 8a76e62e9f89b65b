import type { Transporter } from 'nodemailer';
import type { Database } from '../db/client.ts';
import type { Logger } from '../context.ts';
import { EmailPayloadSchema } from '../outbox/enqueue-email.ts';

const MAX_ATTEMPTS = 10;

/** Ids of outbox messages due for delivery. */
export async function pendingOutboxIds(db: Database, limit = 100): Promise<string[]> {
  const { rows } = await db.pool.query<{ id: string }>(
    `SELECT id FROM outbox_messages
      WHERE sent_at IS NULL AND available_at <= now() AND attempts < $1
      ORDER BY created_at LIMIT $2`,
    [MAX_ATTEMPTS, limit],
  );
  return rows.map((r) => r.id);
}

/**
 * Delivers one outbox message at least once. The Message-ID is derived from the outbox id, so a
 * redelivery after a crash between send and mark is recognisable downstream as the same message.
 */
export async function deliverOutboxMessage(
  db: Database,
  mailer: Transporter | null,
  from: string,
  id: string,
  log: Logger,
): Promise<'sent' | 'skipped'> {
  const claimed = await db.pool.query<{ kind: string; payload: unknown; attempts: number }>(
    // The claim is a two-minute lease: neither a sweep nor a second worker can take the message meanwhile.
    `UPDATE outbox_messages SET attempts = attempts + 1, available_at = now() + interval '2 minutes'
      WHERE id = $1 AND sent_at IS NULL AND available_at <= now() RETURNING kind, payload, attempts`,
    [id],
  );
  const row = claimed.rows[0];
  if (!row) return 'skipped';
  try {
    if (row.kind !== 'email') throw new Error(`unknown outbox kind ${row.kind}`);
    if (!mailer) throw new Error('no SMTP transport configured (SMTP_URL)');
    const mail = EmailPayloadSchema.parse(row.payload);
    await mailer.sendMail({ from, ...mail, messageId: `<${id}@outbox.keycontrol>` });
    await db.pool.query('UPDATE outbox_messages SET sent_at = now(), last_error = NULL WHERE id = $1', [id]);
    log.info({ event: 'outbox.sent', id, to: mail.to }, 'e-mail sent');
    return 'sent';
  } catch (err) {
    const backoffSeconds = Math.min(3600, 2 ** row.attempts * 5);
    await db.pool.query(
      `UPDATE outbox_messages SET last_error = $2, available_at = now() + make_interval(secs => $3) WHERE id = $1`,
      [id, String((err as Error).message).slice(0, 500), backoffSeconds],
    );
    log.warn(
      { event: 'outbox.failed', id, attempts: row.attempts, err: (err as Error).message },
      'e-mail delivery failed',
    );
    throw err;
  }
}
