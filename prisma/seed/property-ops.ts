// Area "property-ops": each property's activity names, vendors, the work orders employees entered at the cabinets
// and the key receipts vendors' reps signed. Set-based SQL over the seeded properties and key history,
// deterministic: hashes of ids, no RNG.
import type pg from 'pg';
import { FIRST_NAMES, LAST_NAMES } from './catalog.ts';

/** Activity names per code. 1–3 are what the cabinets record for access, key out and key return; 4–8 are purposes. */
const ACTIVITY_NAMES: [number, string[]][] = [
  [1, ['OK']],
  [2, ['Key Out']],
  [3, ['Key Return']],
  [4, ['Maintenance']],
  [5, ['Showing', 'Leasing Tour']],
  [6, ['Inspection', 'Unit Inspection']],
  [7, ['Move-out', 'Turn']],
  [8, ['Contractor', 'Pest control']],
];

const VENDORS = [
  'ABC Plumbing',
  'Lone Star Electric',
  'BrightPath Painting',
  'Cool Air HVAC',
  'Guardian Pest Control',
  'Sparkle Carpet Care',
  'Ace Appliance Repair',
  'Precision Locksmiths',
  'GreenLeaf Landscaping',
  'ProFloor Installers',
  'ClearView Windows',
  'Summit Roofing',
];

const WORK_ORDER_DESCRIPTIONS = [
  'Leaking kitchen faucet',
  'AC not cooling',
  'Replace smoke detector battery',
  'Garbage disposal jammed',
  'Paint touch-up after move-out',
  'Carpet cleaning',
  'Quarterly pest treatment',
  'Dishwasher not draining',
  'Replace bathroom exhaust fan',
  'Front door lock sticks',
];

export async function seedPropertyOps(pool: pg.Pool, now: Date): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  counts.activities =
    (
      await pool.query(
        `INSERT INTO property_activities (property_id, activity_code, activity_name, updated_at)
     SELECT p.id, a.code, a.names[1 + (hashint8(p.id * 31 + a.code) & 1023) % array_length(a.names, 1)], now()
       FROM properties p CROSS JOIN (SELECT * FROM unnest($1::int[], $2::text[]) AS x(code, names_csv)) a0
       CROSS JOIN LATERAL (SELECT a0.code, string_to_array(a0.names_csv, '|') AS names) a
      WHERE p.deleted_at IS NULL AND (a.code <= 4 OR (hashint8(p.id * 7 + a.code) & 1023) % 3 <> 0)`,
        [ACTIVITY_NAMES.map(([c]) => c), ACTIVITY_NAMES.map(([, n]) => n.join('|'))],
      )
    ).rowCount ?? 0;

  counts.vendors =
    (
      await pool.query(
        `INSERT INTO vendors (property_id, name, contact_name, phone_number, email, updated_at)
     SELECT p.id, v.name, ($2::text[])[1 + (hashint8(p.id + v.i) & 1023) % cardinality($2::text[])] || ' ' || ($3::text[])[1 + (hashint8(p.id * 3 + v.i) & 1023) % cardinality($3::text[])],
            '555-01' || lpad(((hashint8(p.id * 5 + v.i) & 1023) % 100)::text, 2, '0'),
            'service@' || lower(regexp_replace(v.name, '[^A-Za-z]', '', 'g')) || '.example', now()
       FROM properties p
       CROSS JOIN LATERAL (
         SELECT name, i FROM unnest($1::text[]) WITH ORDINALITY AS u(name, i)
          ORDER BY hashint8(p.id * 97 + i::int) LIMIT 3 + (hashint8(p.id) & 1023) % 4
       ) v
      WHERE p.deleted_at IS NULL`,
        [VENDORS, FIRST_NAMES, LAST_NAMES],
      )
    ).rowCount ?? 0;

  // Work orders are the numbers employees entered at the cabinets: recent ones open, older ones completed.
  counts.workOrders =
    (
      await pool.query(
        `INSERT INTO work_orders (property_id, number, unit_name, vendor_id, description, status, due_date, completed_at, created_at, updated_at)
     SELECT w.property_id, w.number, w.unit, v.id, ($2::text[])[1 + (hashint8(w.property_id + w.rn::int) & 1023) % cardinality($2::text[])],
            CASE WHEN w.time > $1::timestamptz - interval '10 days' THEN 'open' ELSE 'completed' END,
            (w.time + interval '7 days')::date,
            CASE WHEN w.time > $1::timestamptz - interval '10 days' THEN NULL ELSE w.time + interval '3 days' END, w.time, now()
       FROM (
         SELECT property_id, entered_work_order_number AS number, property_unit_name AS unit, time,
                row_number() OVER (PARTITION BY property_id ORDER BY hashtext(entered_work_order_number)) AS rn
           FROM (SELECT DISTINCT ON (property_id, entered_work_order_number) property_id, entered_work_order_number, property_unit_name, time
                   FROM datalog_transactions WHERE entered_work_order_number IS NOT NULL AND time > $1::timestamptz - interval '45 days'
                  ORDER BY property_id, entered_work_order_number, time) t
       ) w
       LEFT JOIN LATERAL (SELECT id FROM vendors v WHERE v.property_id = w.property_id ORDER BY hashint8(v.id + w.rn::int) LIMIT 1) v ON w.rn % 2 = 0
      WHERE w.rn <= 8`,
        [now, WORK_ORDER_DESCRIPTIONS],
      )
    ).rowCount ?? 0;

  // Key receipts: a vendor's rep signed for a key some employees took out for a work order.
  counts.keyReceipts =
    (
      await pool.query(
        `WITH picked AS MATERIALIZED (
       SELECT t.id AS tx_id, nextval(pg_get_serial_sequence('key_receipts', 'id')) AS receipt_id, t.property_id, t.employee_name, t.time,
              v.name AS vendor_name,
              ($2::text[])[1 + (hashint8(t.id) & 1023) % cardinality($2::text[])] || ' ' || ($3::text[])[1 + (hashint8(t.id * 3) & 1023) % cardinality($3::text[])] AS rep
         FROM (SELECT *, row_number() OVER (PARTITION BY property_id ORDER BY hashint8(id)) AS rn
                 FROM datalog_transactions
                WHERE activity_code = 2 AND entered_work_order_number IS NOT NULL AND employee_name IS NOT NULL
                  AND time > $1::timestamptz - interval '60 days') t
         JOIN LATERAL (SELECT name FROM vendors v WHERE v.property_id = t.property_id ORDER BY hashint8(v.id + t.id) LIMIT 1) v ON true
        WHERE t.rn <= 4
     ), receipts AS (
       INSERT INTO key_receipts (id, property_id, vendor_rep_name, vendor_name, employee_name, verified_number, date_created)
       SELECT receipt_id, property_id, rep, vendor_name, employee_name,
              CASE WHEN (hashint8(tx_id) & 3) <> 0 THEN 'DL-' || lpad(((hashint8(tx_id * 7) & 16777215) % 10000000)::text, 7, '0') END, time
         FROM picked
       RETURNING id
     )
     UPDATE datalog_transactions d SET key_receipt_id = p.receipt_id
       FROM picked p WHERE d.id = p.tx_id AND EXISTS (SELECT 1 FROM receipts r WHERE r.id = p.receipt_id)`,
        [now, FIRST_NAMES, LAST_NAMES],
      )
    ).rowCount ?? 0;
  return counts;
}
