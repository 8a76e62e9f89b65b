import { randomUUID } from 'node:crypto';
import type { Prisma } from '../generated/prisma/client.ts';
import { OutboxMessageSchema, type MessageOf } from '../outbox/messages.ts';
import { newOptOutToken, optOutTokenRow, optOutUrls, type OptOutScope } from '../opt-out/tokens.ts';
import { normalizeEmail } from '@kc/domain/notifications/email-kinds';

/**
 * Writes automated e-mails to the outbox once per idempotency key (e.g. "last-communication:<datalog>:<date>"): a
 * retry, a restart or a second worker writes nothing. A second worker running the same sweep waits on the first one's
 * uncommitted keys and then finds them taken. Three statements whatever their number (claim the keys, write the
 * outbox rows, link them), so a sweep over every property stays one short transaction. Each message is built only
 * once its key is claimed: a re-run formats nothing. Returns how many were written (the others were already).
 */
export async function enqueueManyOnce(
  tx: Prisma.TransactionClient,
  items: readonly { idempotencyKey: string; message: () => MessageOf }[],
): Promise<number> {
  if (items.length === 0) return 0;
  const mine = await claimMany(
    tx,
    items.map((i) => i.idempotencyKey),
  );
  return writeClaimed(
    tx,
    items.filter((i) => mine.has(i.idempotencyKey)).map((i) => ({ key: i.idempotencyKey, message: i.message() })),
  );
}

/** Claims many idempotency keys in one statement; returns those this caller won. */
async function claimMany(tx: Prisma.TransactionClient, keys: string[]): Promise<Set<string>> {
  const claimed = await tx.$queryRaw<{ idempotency_key: string }[]>`
    INSERT INTO email_sends (idempotency_key) SELECT unnest(${keys}::text[])
    ON CONFLICT DO NOTHING RETURNING idempotency_key`;
  return new Set(claimed.map((c) => c.idempotency_key));
}

/** Writes the outbox rows of claimed keys and links each key to its row: two statements. */
async function writeClaimed(tx: Prisma.TransactionClient, claimed: { key: string; message: MessageOf }[]) {
  const rows = claimed.map((c) => ({ key: c.key, id: randomUUID(), ...OutboxMessageSchema.parse(c.message) }));
  if (rows.length === 0) return 0;
  await tx.outboxMessage.createMany({ data: rows.map((r) => ({ id: r.id, kind: r.kind, payload: r.payload })) });
  await tx.$executeRaw`
    UPDATE email_sends e SET outbox_message_id = x.id
      FROM unnest(${rows.map((r) => r.key)}::text[], ${rows.map((r) => r.id)}::uuid[]) AS x(key, id)
     WHERE e.idempotency_key = x.key`;
  return rows.length;
}

/**
 * Writes e-mails the recipient may stop (resident, keys-out, inactive-employees): nothing to an address that opted
 * out of that kind for that property; otherwise once per idempotency key, each with a fresh opt-out token whose page
 * link goes in the footer and whose RFC 8058 one-click URL goes in List-Unsubscribe. The delivery checks the
 * suppression again, so an opt-out between now and the send still stops it. Five statements whatever their number
 * (the suppressions, the claims, the tokens, the outbox rows, the links). Returns how many were written (the others
 * were suppressed or already written).
 */
export async function enqueueManyStoppable(
  tx: Prisma.TransactionClient,
  publicUrl: string,
  items: readonly { idempotencyKey: string; optOut: OptOutScope; message: () => MessageOf }[],
  now: Date = new Date(),
): Promise<number> {
  if (items.length === 0) return 0;
  const scopeKey = (s: { email: string; kind: string; propertyId: number }) =>
    `${normalizeEmail(s.email)} ${s.kind} ${s.propertyId}`;
  const suppressed = await tx.$queryRaw<{ email: string; kind: string; property_id: number }[]>`
    SELECT s.email, s.kind, s.property_id FROM email_suppressions s
      JOIN unnest(${items.map((i) => normalizeEmail(i.optOut.email))}::text[],
                  ${items.map((i) => i.optOut.kind)}::text[],
                  ${items.map((i) => i.optOut.propertyId)}::int[]) AS x(email, kind, property_id)
        ON s.email = x.email AND s.kind = x.kind AND s.property_id = x.property_id`;
  const stopped = new Set(suppressed.map((s) => scopeKey({ ...s, propertyId: s.property_id })));
  const open = items.filter((i) => !stopped.has(scopeKey(i.optOut)));
  if (open.length === 0) return 0;
  const mine = await claimMany(
    tx,
    open.map((i) => i.idempotencyKey),
  );
  const won = open.filter((i) => mine.has(i.idempotencyKey));
  if (won.length === 0) return 0;
  const tokens = won.map(() => newOptOutToken());
  await tx.emailOptOutToken.createMany({
    data: won.map((i, n) => optOutTokenRow(i.optOut, tokens[n]!, now)),
  });
  return writeClaimed(
    tx,
    won.map((i, n) => {
      const message = i.message();
      const { pageUrl, oneClickUrl } = optOutUrls(publicUrl, i.optOut.kind, tokens[n]!);
      return {
        key: i.idempotencyKey,
        message: {
          ...message,
          payload: {
            ...message.payload,
            unsubscribeUrl: pageUrl,
            oneClickUnsubscribeUrl: oneClickUrl,
            optOut: { kind: i.optOut.kind, propertyId: i.optOut.propertyId },
          },
        } as MessageOf,
      };
    }),
  );
}
