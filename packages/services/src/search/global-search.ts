import type { SearchResult } from '@kc/domain/hierarchy';
import type { ServiceContext } from '../context.ts';

type Hit = SearchResult['properties'][number];

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Each branch filters on one trigram-indexed column with `%` (similarity, typo-tolerant) or ILIKE (substring), so
 * Postgres answers from the GIN indexes (bitmap index scans) instead of scanning tables. $1 query, $2 pattern, $3 limit.
 */
const SQL = {
  corporations: `
    SELECT c.id, c.name, NULL::text AS detail, '/corporation/' || c.id AS link, similarity(c.name, $1)::float8 AS score
      FROM corporations c WHERE c.deleted_at IS NULL AND (c.name % $1 OR c.name ILIKE $2)
     ORDER BY score DESC, c.name LIMIT $3`,
  divisions: `
    SELECT d.id, d.name, c.name AS detail, '/division/' || d.id AS link, similarity(d.name, $1)::float8 AS score
      FROM divisions d JOIN corporations c ON c.id = d.corporation_id
     WHERE d.deleted_at IS NULL AND (d.name % $1 OR d.name ILIKE $2)
     ORDER BY score DESC, d.name LIMIT $3`,
  regions: `
    SELECT r.id, r.name, c.name AS detail, '/region/' || r.id AS link, similarity(r.name, $1)::float8 AS score
      FROM regions r JOIN corporations c ON c.id = r.corporation_id
     WHERE r.deleted_at IS NULL AND (r.name % $1 OR r.name ILIKE $2)
     ORDER BY score DESC, r.name LIMIT $3`,
  properties: `
    WITH hits AS (
      SELECT id FROM properties WHERE name % $1 OR name ILIKE $2
      UNION SELECT id FROM properties WHERE property_code ILIKE $2
      UNION SELECT id FROM properties WHERE accounting_customer_number ILIKE $2
      UNION SELECT p.id FROM addresses a JOIN properties p ON p.physical_address_id = a.id
             WHERE a.address_line1 % $1 OR a.address_line1 ILIKE $2 OR a.city ILIKE $2
    )
    SELECT p.id, p.name,
           concat_ws(' · ', p.accounting_customer_number, a.address_line1, a.city || ', ' || a.state) AS detail,
           '/property/' || p.id AS link,
           greatest(similarity(p.name, $1), similarity(coalesce(p.accounting_customer_number, ''), $1),
                    similarity(coalesce(p.property_code, ''), $1), similarity(coalesce(a.address_line1, ''), $1))::float8 AS score
      FROM hits h JOIN properties p ON p.id = h.id LEFT JOIN addresses a ON a.id = p.physical_address_id
     WHERE p.deleted_at IS NULL
     ORDER BY score DESC, p.name LIMIT $3`,
  siteLogins: `
    WITH hits AS (
      SELECT id FROM site_logins WHERE name % $1 OR name ILIKE $2
      UNION SELECT id FROM site_logins WHERE email ILIKE $2
    )
    SELECT s.id, s.name, s.email AS detail, '/corporation/' || s.corporation_id || '/edit-staff/' || s.id AS link,
           greatest(similarity(s.name, $1), similarity(s.email, $1))::float8 AS score
      FROM hits h JOIN site_logins s ON s.id = h.id
     WHERE s.deleted_at IS NULL
     ORDER BY score DESC, s.name LIMIT $3`,
} as const;

/** Global search over the hierarchy and site logins for provider staff (route requires AllEntities_READ). */
export async function globalSearch(ctx: ServiceContext, query: string, limit: number): Promise<SearchResult> {
  const params = [query, likePattern(query), limit];
  const kinds = Object.keys(SQL) as (keyof typeof SQL)[];
  const results = await Promise.all(kinds.map((k) => ctx.db.pool.query<Hit>(SQL[k], params)));
  return Object.fromEntries(kinds.map((k, i) => [k, results[i]!.rows])) as SearchResult;
}
