import type { Prisma } from '../generated/prisma/client.ts';
import { OutboxMessageSchema, type OutboxMessage } from './messages.ts';

/**
 * Writes a message to the outbox inside the caller's transaction, so it is sent if and only if the change
 * that causes it commits. The message is validated against its kind's schema here, so a bad one fails the
 * change instead of the delivery; the worker renders and delivers it.
 */
export async function enqueueEmail(tx: Prisma.TransactionClient, message: OutboxMessage): Promise<string> {
  const { kind, payload } = OutboxMessageSchema.parse(message);
  const row = await tx.outboxMessage.create({ data: { kind, payload } });
  return row.id;
}
