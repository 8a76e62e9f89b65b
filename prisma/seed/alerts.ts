// Area "alerts": exception settings that show inheritance on the demo customer (decision 0036). The corporation of
// corporate@demo.test keeps keys out for 48 hours and mails its corporate login and a shared mailbox; the demo
// manager's first property overrides the threshold to 12 hours; everything else inherits. The first unit of that
// property carries two unit notes (issue 14 item 5).
import type pg from 'pg';

export async function seedAlerts(pool: pg.Pool): Promise<{ settings: number; unitNotes: number }> {
  const { rows } = await pool.query<{ corporation_id: number; corporate_id: number; property_id: number }>(
    `SELECT c.corporation_id, c.id AS corporate_id,
       (SELECT min("A") FROM "_SiteLoginProperties" sp JOIN site_logins m ON m.id = sp."B"
         WHERE m.email = 'manager@demo.test') AS property_id
     FROM site_logins c WHERE c.email = 'corporate@demo.test'`,
  );
  const demo = rows[0];
  if (!demo?.property_id) return { settings: 0, unitNotes: 0 };
  const inserted = await pool.query(
    `INSERT INTO exception_settings (level, entity_id, key_out_threshold, key_out_unit, recipients_set,
       recipient_login_ids, recipient_emails, updated_at)
     VALUES ('corporation', $1, 48, 'hours', true, ARRAY[$2::int], ARRAY['key-alerts@demo.test'], now()),
            ('property', $3, 12, 'hours', false, '{}', '{}', now())
     ON CONFLICT (level, entity_id) DO NOTHING`,
    [demo.corporation_id, demo.corporate_id, demo.property_id],
  );
  const notes = await pool.query(
    `INSERT INTO notes (level, entity_id, text, author_pool, author_id, author_name, created_at)
     SELECT 'unit', u.id, n.text, 'external', m.id, m.name, now() - n.age
       FROM (SELECT id FROM units WHERE property_id = $1 ORDER BY id LIMIT 1) u
       CROSS JOIN (SELECT id, name FROM site_logins WHERE email = 'manager@demo.test') m
       CROSS JOIN (VALUES ('Lock re-keyed after move-out; the old key tag was retired.', interval '9 days'),
                          ('Resident asked that maintenance call before entering.', interval '2 days')) n(text, age)`,
    [demo.property_id],
  );
  return { settings: inserted.rowCount ?? 0, unitNotes: notes.rowCount ?? 0 };
}
