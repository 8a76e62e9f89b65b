import {
  resolveExceptionSettings,
  type ChainLink,
  type EffectiveExceptionSettings,
  type ResolvedSettings,
} from '@kc/domain/alerts';
import type pg from 'pg';
import type { Database } from '../db/client.ts';
import { chainSql, toLevelSettings, type ChainRow } from './settings-store.ts';

/** A property's chain, nearest first (a property without a division skips that level). */
export function chainOf(r: ChainRow): ChainLink[] {
  const links: ChainLink[] = [
    { level: 'property', id: r.property_id, name: r.property_name, settings: toLevelSettings(r.s_property) },
    { level: 'region', id: r.region_id, name: r.region_name, settings: toLevelSettings(r.s_region) },
  ];
  if (r.division_id !== null)
    links.push({
      level: 'division',
      id: r.division_id,
      name: r.division_name,
      settings: toLevelSettings(r.s_division),
    });
  links.push({
    level: 'corporation',
    id: r.corporation_id,
    name: r.corporation_name,
    settings: toLevelSettings(r.s_corporation),
  });
  return links;
}

/**
 * The resolved settings (values and sources) of the properties a condition on `properties p` selects: one statement.
 * A frequent caller names it (one name per `where` text), so each connection plans it once and reuses the plan.
 */
export async function resolveForSelection(
  pool: pg.Pool | pg.PoolClient,
  where: string,
  values: unknown[],
  name?: string,
): Promise<Map<number, ResolvedSettings & { propertyName: string }>> {
  const text = chainSql(where);
  const { rows } = await pool.query<ChainRow>(name ? { name: `chain-${name}`, text, values } : { text, values });
  return new Map(
    rows.map((r) => [r.property_id, { ...resolveExceptionSettings(chainOf(r)), propertyName: r.property_name }]),
  );
}

/**
 * The effective exception settings of each property, with the recipients' e-mail addresses, in two statements
 * whatever the number of properties (the scheduled sweeps call it for every property at once). No scope check:
 * callers are jobs or use cases that have checked it. Unknown or deleted properties are left out of the map.
 */
export async function getEffectiveExceptionSettings(
  db: Database,
  propertyIds: number[],
): Promise<Map<number, EffectiveExceptionSettings>> {
  const resolved = await resolveForSelection(db.pool, 'p.id = ANY($1::int[]) AND p.deleted_at IS NULL', [propertyIds]);
  const loginIds = [...new Set([...resolved.values()].flatMap((s) => s.values.recipients.loginIds))];
  const emailOf = new Map<number, string>();
  if (loginIds.length) {
    // Only live logins receive alerts: a login removed or disabled after it was chosen drops out by itself.
    const { rows } = await db.pool.query<{ id: number; email: string }>(
      `SELECT id, email FROM site_logins WHERE id = ANY($1::int[]) AND deleted_at IS NULL AND NOT disabled`,
      [loginIds],
    );
    for (const r of rows) emailOf.set(r.id, r.email.toLowerCase());
  }
  const out = new Map<number, EffectiveExceptionSettings>();
  for (const [propertyId, { values, sources }] of resolved) {
    const { loginIds: ids, emails } = values.recipients;
    const addresses = [...ids.flatMap((id) => emailOf.get(id) ?? []), ...emails];
    out.set(propertyId, { values, sources, propertyId, recipientEmails: [...new Set(addresses)] });
  }
  return out;
}
