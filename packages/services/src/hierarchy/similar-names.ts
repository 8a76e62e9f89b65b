import type { EntityLevel } from '@kc/domain/hierarchy';
import type { ServiceContext } from '../context.ts';

const TABLE: Record<EntityLevel, { table: string; parent: string }> = {
  corporation: { table: 'corporations', parent: 'id' },
  division: { table: 'divisions', parent: 'corporation_id' },
  region: { table: 'regions', parent: 'division_id' },
  property: { table: 'properties', parent: 'region_id' },
};
const THRESHOLD = 0.45;

/**
 * Existing names close to a new one (pg_trgm similarity, served by the GIN trigram index through `%`), so the
 * add form can warn before a duplicate customer is created. Internal callers only (the route requires it).
 */
export async function similarNames(ctx: ServiceContext, level: EntityLevel, name: string, parentId?: number) {
  const { table, parent } = TABLE[level];
  const { rows } = await ctx.db.pool.query<{ id: number; name: string; similarity: number }>(
    `SELECT id, name, similarity(name, $1)::float8 AS similarity
       FROM ${table}
      WHERE deleted_at IS NULL AND name % $1 AND similarity(name, $1) >= $2 ${parentId === undefined || level === 'corporation' ? '' : `AND ${parent} = $3`}
      ORDER BY similarity DESC, name LIMIT 10`,
    parentId === undefined || level === 'corporation' ? [name, THRESHOLD] : [name, THRESHOLD, parentId],
  );
  return rows;
}
