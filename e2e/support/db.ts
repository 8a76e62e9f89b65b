import pg from 'pg';

/** The end-to-end database (E2E_DATABASE_URL), for a journey's set-up or a check the pages cannot show. */
export const E2E_DATABASE_URL = process.env.E2E_DATABASE_URL;

/** One statement on the end-to-end database, on a connection of its own. */
export async function sql<T extends Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: E2E_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}

/**
 * A property of a journey's own in the demo corporation's Northeast & Ontario region (in the East Division, which no
 * demo login below the corporation counts), and optionally a new login with the role, rights and password of
 * manager@demo.test that reaches only it: the demo logins' overviews, property lists and the demo properties' counts
 * stay as the other specs expect them.
 */
export async function newJourneyProperty(
  name: string,
  manager?: { name: string; email: string },
): Promise<{ id: number; name: string }> {
  const [region] = await sql<{ id: number; corporation_id: number; division_id: number }>(
    `SELECT r.id, r.corporation_id, r.division_id FROM regions r JOIN site_logins s ON s.corporation_id = r.corporation_id
      WHERE s.email = 'manager@demo.test' AND r.name = 'Northeast & Ontario'`,
  );
  const [property] = await sql<{ id: number }>(
    `INSERT INTO properties (name, corporation_id, division_id, region_id, updated_at)
     VALUES ($1, $2, $3, $4, now()) RETURNING id`,
    [name, region!.corporation_id, region!.division_id, region!.id],
  );
  if (manager)
    await sql(
      `WITH login AS (
         INSERT INTO site_logins (name, email, access_role_id, commercial_level, corporation_id, division_id, region_id,
           password_hash, confirmed, updated_at)
         SELECT $1, $2, access_role_id, commercial_level, corporation_id, $3, $4, password_hash, true, now()
           FROM site_logins WHERE email = 'manager@demo.test' RETURNING id)
       INSERT INTO "_SiteLoginProperties" ("A", "B") SELECT $5, id FROM login`,
      [manager.name, manager.email, region!.division_id, region!.id, property!.id],
    );
  return { id: property!.id, name };
}
