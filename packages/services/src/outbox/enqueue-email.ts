import { z } from 'zod';
import type { Prisma } from '../generated/prisma/client.ts';

export const EmailPayloadSchema = z.object({
  to: z.email(),
  subject: z.string().min(1).max(300),
  text: z.string().min(1),
  html: z.string().optional(),
});
export type EmailPayload = z.infer<typeof EmailPayloadSchema>;

/**
 * Writes an e-mail to the outbox inside the caller's transaction, so it is sent if and only if
 * the change that causes it commits. The worker delivers it.
 */
export async function enqueueEmail(tx: Prisma.TransactionClient, payload: EmailPayload): Promise<string> {
  const row = await tx.outboxMessage.create({ data: { kind: 'email', payload: EmailPayloadSchema.parse(payload) } });
  return row.id;
}
