import { normalizeEmail, type OptOutKind } from '@kc/domain/notifications/email-kinds';
import type { Prisma } from '../generated/prisma/client.ts';
import type { Database } from '../db/client.ts';

/** Whether the address asked not to receive this kind of e-mail about this property. */
export async function isSuppressed(
  client: Prisma.TransactionClient | Database['prisma'],
  scope: { email: string; kind: OptOutKind; propertyId: number },
): Promise<boolean> {
  const row = await client.emailSuppression.findUnique({
    where: {
      email_kind_propertyId: { email: normalizeEmail(scope.email), kind: scope.kind, propertyId: scope.propertyId },
    },
    select: { id: true },
  });
  return row !== null;
}

/** The same check on the pool, for the delivery path (one indexed lookup). */
export async function isSuppressedSql(
  db: Database,
  scope: { email: string; kind: string; propertyId: number },
): Promise<boolean> {
  const { rowCount } = await db.pool.query(
    'SELECT 1 FROM email_suppressions WHERE email = $1 AND kind = $2 AND property_id = $3',
    [normalizeEmail(scope.email), scope.kind, scope.propertyId],
  );
  return (rowCount ?? 0) > 0;
}
