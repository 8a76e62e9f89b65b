import type { Transporter } from 'nodemailer';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import type { Logger } from '../context.ts';
import { LEGACY_EMAIL_KIND, LegacyEmailSchema, OutboxMessageSchema } from '../outbox/messages.ts';
import { renderMessage } from '../mail/render-message.ts';
import { isSuppressedSql } from '../opt-out/suppressions.ts';
import type { OutgoingMail } from '../mail/transport.ts';

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

/** The e-mail for a stored row: rendered from its kind's template, or as stored for a row older than the kinds. */
async function mailOf(
  db: Database,
  row: { kind: string; payload: unknown },
): Promise<(OutgoingMail & { headers?: Record<string, string> }) | 'suppressed'> {
  if (row.kind === LEGACY_EMAIL_KIND) return LegacyEmailSchema.parse(row.payload);
  const message = OutboxMessageSchema.safeParse(row);
  if (!message.success)
    throw new Error(`invalid outbox message of kind ${row.kind}: ${z.prettifyError(message.error)}`);
  // Checked again here, not only when written: an opt-out stops the e-mails already waiting in the outbox.
  const { optOut, to } = message.data.payload;
  if (optOut && (await isSuppressedSql(db, { email: to, ...optOut }))) return 'suppressed';
  return renderMessage(message.data);
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
): Promise<'sent' | 'skipped' | 'suppressed'> {
  const claimed = await db.pool.query<{ kind: string; payload: unknown; attempts: number }>(
    // The claim is a two-minute lease: neither a sweep nor a second worker can take the message meanwhile.
    `UPDATE outbox_messages SET attempts = attempts + 1, available_at = now() + interval '2 minutes'
      WHERE id = $1 AND sent_at IS NULL AND available_at <= now() RETURNING kind, payload, attempts`,
    [id],
  );
  const row = claimed.rows[0];
  if (!row) return 'skipped';
  try {
    if (!mailer) throw new Error('no SMTP transport configured (SMTP_URL)');
    const mail = await mailOf(db, row);
    if (mail === 'suppressed') {
      // Closed like a sent message (nothing retries it), the reason kept where an operator looks.
      await db.pool.query(
        `UPDATE outbox_messages SET sent_at = now(), last_error = 'not sent: the recipient opted out' WHERE id = $1`,
        [id],
      );
      log.info({ event: 'outbox.suppressed', id }, 'e-mail dropped: the recipient opted out');
      return 'suppressed';
    }
    await mailer.sendMail({ from, ...mail, messageId: `<${id}@outbox.keycontrol>` });
    await db.pool.query('UPDATE outbox_messages SET sent_at = now(), last_error = NULL WHERE id = $1', [id]);
    log.info({ event: 'outbox.sent', id, to: mail.to }, 'e-mail sent');
    return 'sent';
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    const backoffSeconds = Math.min(3600, 2 ** row.attempts * 5);
    await db.pool.query(
      `UPDATE outbox_messages SET last_error = $2, available_at = now() + make_interval(secs => $3) WHERE id = $1`,
      [id, reason.slice(0, 500), backoffSeconds],
    );
    log.warn({ event: 'outbox.failed', id, attempts: row.attempts, err: reason }, 'e-mail delivery failed');
    throw err;
  }
}
