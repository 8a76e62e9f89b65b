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
