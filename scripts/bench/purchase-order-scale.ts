// Grows the benchmark database to 100,000 purchase orders (issue 15: "search over 100,000 orders answers in under
// 50 ms"), used by measure.ts and runnable on its own: DATABASE_URL=… node --import tsx scripts/bench/purchase-order-scale.ts
import { pathToFileURL } from 'node:url';
import { createDatabase, type Database } from '@kc/services/db/client';

export const PURCHASE_ORDERS = 100_000;
/** The copies that stay where their original stands; every older copy is history, installed. */
const OPEN_COPIES = 1_000;
/** The copies' order dates spread evenly over this many days back from today. */
const SPAN_DAYS = 5 * 365;
const MARK = 'bench copy';

/**
 * Copies the seeded orders (round-robin) onto the live properties (round-robin) until there are `target` orders, with
 * order dates spread over five years, newest copies last. A provider's order book is mostly history: only the newest
 * 1,000 copies keep their original's status (so the production queue holds about as many open orders as a busy
 * shop), older ones are installed. Each copy gets its original's line items and status events (shifted to its date,
 * plus the step to installed for history). Idempotent: returns how many orders it added (0 once grown).
 */
export async function ensurePurchaseOrderScale(db: Database, target = PURCHASE_ORDERS): Promise<number> {
  const client = await db.pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('LOCK TABLE purchase_orders IN SHARE ROW EXCLUSIVE MODE');
    const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM purchase_orders');
    const missing = target - rows[0]!.n;
    if (missing <= 0) {
      await client.query('ROLLBACK');
      return 0;
    }
    await client.query(
      `CREATE TEMP TABLE po_copies ON COMMIT DROP AS
         SELECT nextval('purchase_orders_id_seq')::int AS new_id, s.id AS old_id, g AS copy,
                p.id AS property_id, (current_date - ((($1::int - g) * $2::bigint) / $1::int)::int) AS order_date,
                g > $1::int - $3::int AS open
           FROM generate_series(1, $1::int) g
           JOIN (SELECT id, row_number() OVER (ORDER BY id) AS rn, count(*) OVER () AS total
                   FROM purchase_orders WHERE customer_po_number IS DISTINCT FROM '${MARK}') s
             ON s.rn = (g - 1) % s.total + 1
           JOIN (SELECT id, row_number() OVER (ORDER BY id) AS rn, count(*) OVER () AS total
                   FROM properties WHERE deleted_at IS NULL) p
             ON p.rn = (g * 7 - 1) % p.total + 1`,
      [missing, SPAN_DAYS, OPEN_COPIES],
    );
    await client.query(
      `INSERT INTO purchase_orders (id, property_id, draft, status_id, status_at, accounting_status_id, disabled,
         customer_po_number, type_id, system_type, billing_method_id, billing_email, number_of_units, number_of_keyhooks,
         sales_rep1_id, sales_rep2_id, installer_id, order_date, delivery_date, found_us_id, shipping_fee_cents,
         subtotal_cents, total_cents, file_created_at, last_action, action_completed_at, created_by_id, version,
         created_at, updated_at)
       SELECT m.new_id, m.property_id, po.draft AND m.open, CASE WHEN m.open THEN po.status_id ELSE 8 END,
              m.order_date + time '12:00', po.accounting_status_id, po.disabled, '${MARK}', po.type_id, po.system_type,
              po.billing_method_id, po.billing_email, po.number_of_units, po.number_of_keyhooks, po.sales_rep1_id,
              po.sales_rep2_id, po.installer_id, m.order_date, m.order_date + 30, po.found_us_id, po.shipping_fee_cents,
              po.subtotal_cents, po.total_cents, po.file_created_at, po.last_action, po.action_completed_at,
              po.created_by_id, 1, m.order_date + time '09:00', now()
         FROM po_copies m JOIN purchase_orders po ON po.id = m.old_id`,
    );
    await client.query(
      `INSERT INTO purchase_order_items (purchase_order_id, position, quantity, product_nbr, description,
         note_description, unit_price_cents)
       SELECT m.new_id, i.position, i.quantity, i.product_nbr, i.description, i.note_description, i.unit_price_cents
         FROM po_copies m JOIN purchase_order_items i ON i.purchase_order_id = m.old_id`,
    );
    // Each original event lands as many days after the copy's order date as it came after its original's creation.
    await client.query(
      `INSERT INTO purchase_order_status_events (purchase_order_id, event, from_status_id, to_status_id, actor_name, at)
       SELECT m.new_id, e.event, e.from_status_id, e.to_status_id, e.actor_name,
              m.order_date + time '09:00' + (e.at - po.created_at)
         FROM po_copies m JOIN purchase_orders po ON po.id = m.old_id
         JOIN purchase_order_status_events e ON e.purchase_order_id = m.old_id
       UNION ALL
       SELECT m.new_id, 'advance', po.status_id, 8, 'Bench', m.order_date + 60
         FROM po_copies m JOIN purchase_orders po ON po.id = m.old_id
        WHERE NOT m.open AND po.status_id < 8`,
    );
    await client.query('COMMIT');
    await client.query('ANALYZE purchase_orders; ANALYZE purchase_order_items; ANALYZE purchase_order_status_events');
    return missing;
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const db = createDatabase(process.env.DATABASE_URL!, 2);
  const added = await ensurePurchaseOrderScale(db);
  console.log(`added ${added} purchase orders`);
  await db.close();
}
