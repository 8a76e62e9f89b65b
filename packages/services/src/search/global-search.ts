import type { SearchResult } from '@kc/domain/hierarchy';
import type { ServiceContext } from '../context.ts';

type Hit = SearchResult['properties'][number];

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * How well a hit's name matches, best first (issue 13): the whole name, the start of the name or of one of its words,
 * somewhere in the name (or close to it), else only another field (address, code, e-mail). Hits sort by this tier
 * before similarity, so "Oak" finds the property named "Oak Park" before one on Oak Street. $4 is the prefix pattern,
 * $5 the word-start pattern.
 */
const tier = (name: string) => `
    CASE WHEN lower(${name}) = lower($1) THEN 0
         WHEN ${name} ILIKE $4 OR ${name} ILIKE $5 THEN 1
         WHEN ${name} ILIKE $2 OR ${name} % $1 THEN 2
         ELSE 3 END`;
const MATCH = `CASE tier WHEN 0 THEN 'exact' WHEN 1 THEN 'prefix' WHEN 2 THEN 'name' ELSE 'other' END AS match`;

/** Ranks the hits of `candidates` (columns id, name, detail, link, score, tier): best tier first, then similarity. */
const ranked = (candidates: string) => `
    SELECT id, name, detail, link, score, ${MATCH} FROM (${candidates}) x
     ORDER BY tier, score DESC, name LIMIT $3`;

/** A level found by its name: corporations, or divisions and regions with their corporation as the detail. */
const byName = (table: string, link: string, withCorporation: boolean) =>
  ranked(`
      SELECT e.id, e.name, ${withCorporation ? 'c.name' : 'NULL::text'} AS detail, '${link}' || e.id AS link,
             similarity(e.name, $1)::float8 AS score, ${tier('e.name')} AS tier
        FROM ${table} e ${withCorporation ? 'JOIN corporations c ON c.id = e.corporation_id' : ''}
       WHERE e.deleted_at IS NULL AND (e.name % $1 OR e.name ILIKE $2)`);

/**
 * Each branch filters on one trigram-indexed column with `%` (similarity, typo-tolerant) or ILIKE (substring), so
 * Postgres answers from the GIN indexes (bitmap index scans) instead of scanning tables. $1 query, $2 pattern, $3 limit;
 * the hits are then ranked by `tier` and similarity.
 */
const SQL = {
  corporations: byName('corporations', '/corporation/', false),
  divisions: byName('divisions', '/division/', true),
  regions: byName('regions', '/region/', true),
  properties: `
    WITH hits AS (
      SELECT id FROM properties WHERE name % $1 OR name ILIKE $2
      UNION SELECT id FROM properties WHERE property_code ILIKE $2
      UNION SELECT id FROM properties WHERE accounting_customer_number ILIKE $2
      UNION SELECT p.id FROM addresses a JOIN properties p ON p.physical_address_id = a.id
             WHERE a.address_line1 % $1 OR a.address_line1 ILIKE $2 OR a.city ILIKE $2
    )
    ${ranked(`
      SELECT p.id, p.name,
             concat_ws(' · ', p.accounting_customer_number, a.address_line1, a.city || ', ' || a.state) AS detail,
             '/property/' || p.id AS link,
             greatest(similarity(p.name, $1), similarity(coalesce(p.accounting_customer_number, ''), $1),
                      similarity(coalesce(p.property_code, ''), $1), similarity(coalesce(a.address_line1, ''), $1))::float8 AS score,
             ${tier('p.name')} AS tier
        FROM hits h JOIN properties p ON p.id = h.id LEFT JOIN addresses a ON a.id = p.physical_address_id
       WHERE p.deleted_at IS NULL`)}`,
  siteLogins: `
    WITH hits AS (
      SELECT id FROM site_logins WHERE name % $1 OR name ILIKE $2
      UNION SELECT id FROM site_logins WHERE email ILIKE $2
    )
    ${ranked(`
      SELECT s.id, s.name, s.email AS detail, '/corporation/' || s.corporation_id || '/edit-staff/' || s.id AS link,
             greatest(similarity(s.name, $1), similarity(s.email, $1))::float8 AS score, ${tier('s.name')} AS tier
        FROM hits h JOIN site_logins s ON s.id = h.id
       WHERE s.deleted_at IS NULL`)}`,
} as const;

/** Global search over the hierarchy and site logins for provider staff (route requires AllEntities_READ). */
export async function globalSearch(ctx: ServiceContext, query: string, limit: number): Promise<SearchResult> {
  const q = escapeLike(query);
  const params = [query, `%${q}%`, limit, `${q}%`, `% ${q}%`];
  const kinds = Object.keys(SQL) as (keyof typeof SQL)[];
  const results = await Promise.all(kinds.map((k) => ctx.db.read.query<Hit>(SQL[k], params)));
  return Object.fromEntries(kinds.map((k, i) => [k, results[i]!.rows])) as SearchResult;
}
