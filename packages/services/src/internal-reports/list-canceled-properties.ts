import { DEFAULT_PROPERTY_TIME_ZONE } from '@kc/domain/notifications/schedule';
import { reasonName, type CancellationFilter, type CanceledPropertyRow } from '@kc/domain/internal-reports';
import type { ServiceContext } from '../context.ts';
import type { Scope } from '../access/scope.ts';
import { assertProviderScope } from './provider-scope.ts';

interface Raw {
  id: number;
  name: string;
  customer_number: string | null;
  corporation_name: string;
  region_name: string;
  reason_id: number | null;
  canceled_at: Date | null;
}

/**
 * Canceled properties with their reason and date (spec 000 §2.2 /cancellation-report, lookup canceled-properties),
 * newest cancellation first. `from`/`to` are calendar days in the provider's time zone, both included.
 */
export async function listCanceledProperties(
  ctx: ServiceContext,
  scope: Scope,
  filter: CancellationFilter,
): Promise<CanceledPropertyRow[]> {
  assertProviderScope(scope);
  const { rows } = await ctx.db.read.query<Raw>(
    `SELECT p.id, p.name, p.accounting_customer_number AS customer_number, c.name AS corporation_name,
        r.name AS region_name, p.cancellation_reason_id AS reason_id, p.canceled_at
      FROM properties p
      JOIN corporations c ON c.id = p.corporation_id
      JOIN regions r ON r.id = p.region_id
      WHERE p.canceled AND p.deleted_at IS NULL
        AND ($1::date IS NULL OR (p.canceled_at AT TIME ZONE $4)::date >= $1::date)
        AND ($2::date IS NULL OR (p.canceled_at AT TIME ZONE $4)::date <= $2::date)
        AND ($3::int IS NULL OR p.cancellation_reason_id = $3)
      ORDER BY p.canceled_at DESC NULLS LAST, p.name, p.id`,
    [filter.from ?? null, filter.to ?? null, filter.reasonId ?? null, DEFAULT_PROPERTY_TIME_ZONE],
  );
  return rows.map((r) => ({
    propertyId: r.id,
    propertyName: r.name,
    customerNumber: r.customer_number,
    corporationName: r.corporation_name,
    regionName: r.region_name,
    reasonId: r.reason_id,
    reason: reasonName(r.reason_id),
    canceledAt: r.canceled_at ? r.canceled_at.toISOString() : null,
  }));
}
