// Area "notifications": residents on two units of the demo property (manager@demo.test's first property), so the
// Resident E-mails page has rows and a pull on one of those units e-mails someone. Deterministic SQL, no RNG.
import type pg from 'pg';

const RESIDENTS = [
  { unit: 0, name: 'Grace Holloway', email: 'grace.holloway@residents.demo.test' },
  { unit: 0, name: 'Owen Holloway', email: 'owen.holloway@residents.demo.test' },
  { unit: 1, name: 'Nadia Petrova', email: 'nadia.petrova@residents.demo.test' },
];

export async function seedNotifications(pool: pg.Pool): Promise<{ residents: number }> {
  const { rows: units } = await pool.query<{ id: number; property_id: number }>(
    `SELECT u.id, u.property_id FROM units u
      WHERE u.property_id = (SELECT min(lp."A") FROM "_SiteLoginProperties" lp
                               JOIN site_logins s ON s.id = lp."B" WHERE s.email = 'manager@demo.test')
        AND u.name <> 'ADMIN'
      ORDER BY u.name LIMIT 2`,
  );
  if (units.length < 2) return { residents: 0 };
  const { rowCount } = await pool.query(
    `INSERT INTO residents (property_id, unit_id, name, email, updated_at)
     SELECT x.property_id, x.unit_id, x.name, x.email, now()
       FROM unnest($1::int[], $2::int[], $3::text[], $4::text[]) AS x(property_id, unit_id, name, email)
     ON CONFLICT (unit_id, email) DO NOTHING`,
    [
      RESIDENTS.map((r) => units[r.unit]!.property_id),
      RESIDENTS.map((r) => units[r.unit]!.id),
      RESIDENTS.map((r) => r.name),
      RESIDENTS.map((r) => r.email),
    ],
  );
  return { residents: rowCount ?? 0 };
}
