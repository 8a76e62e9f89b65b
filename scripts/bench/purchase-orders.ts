// The purchase-order cases of `npm run bench` (issue 15: "search over 100,000 orders answers in under 50 ms";
// decision 0061): the list's search (first page with its total, unfiltered and with typical filters) and the
// production queue, each through the real app against a bare Fastify endpoint running the same SQL, in alternating
// rounds like the other comparisons (decision 0029).
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { PurchaseOrderSearchSchema, type PurchaseOrderSearch } from '@kc/domain/purchase-orders/search';
import type { Caller } from '@kc/services/access/caller';
import type { ServiceContext } from '@kc/services/context';
import { searchPurchaseOrders } from '@kc/services/purchase-orders/search-purchase-orders';
import { productionQueue } from '@kc/services/purchase-orders/production-queue';
import { showSpread, type Comparison } from './stats.ts';
interface Target {
  url: string;
  headers: Record<string, string>;
  method: 'GET' | 'POST';
  body?: string;
}
type Compare = (name: string, app: Target, bare: Target) => Promise<Comparison>;

/** The search cases: a query string of the list's (spec 001 §7 payload) and what it shows. */
const searches = (repId: number) => [
  { id: 'first-page', label: 'PO search: first page and total', query: '' },
  { id: 'property-name', label: 'PO search: property name "park"', query: 'propertyName=park' },
  { id: 'status', label: 'PO search: status File Created', query: 'purchaseOrderStatuses=4' },
  {
    id: 'sales-rep',
    label: 'PO search: one sales rep, last 60 days (rows counted)',
    query: `representativeId=${repId}&last60Days=true`,
  },
];

export interface PurchaseOrderCase {
  id: string;
  label: string;
  url: string;
  /** Rows matched (the page's total), as the app answered it. */
  total: number;
  comparison: Comparison;
}

export interface PurchaseOrderBench {
  orders: number;
  openOrders: number;
  searches: PurchaseOrderCase[];
  productionQueue: PurchaseOrderCase;
}

/** The bare endpoints: the identical statements with no auth, scope check, validation or response schema. */
export function addPurchaseOrderBaselines(bare: FastifyInstance, pool: pg.Pool, salesRepId: number): void {
  // The read handle is the same pool, as in the app without DATABASE_REPLICA_URL (decision 0070).
  const ctx = { db: { pool, read: pool } } as unknown as ServiceContext;
  const provider = { scope: { kind: 'all' }, actor: { principal: null } };
  const parsed = new Map<string, PurchaseOrderSearch>(
    searches(salesRepId).map((s) => [
      s.id,
      PurchaseOrderSearchSchema.parse(Object.fromEntries(new URLSearchParams(s.query))),
    ]),
  );
  bare.get<{ Params: { id: string } }>('/purchase-orders/:id', async (req) =>
    searchPurchaseOrders(ctx, provider as unknown as Caller, parsed.get(req.params.id)!),
  );
  bare.get('/production-queue', async () => productionQueue(ctx, {}));
}

/** The demo sales representative, whose orders the representative case asks for. */
export async function demoSalesRepId(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ id: number }>(
    `SELECT sales_rep1_id AS id FROM purchase_orders WHERE sales_rep1_id IS NOT NULL
      GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
  );
  if (!rows[0]) throw new Error('no purchase order names a sales representative in the benchmark database');
  return rows[0].id;
}

export async function measurePurchaseOrders(
  compare: Compare,
  appUrl: string,
  bareUrl: string,
  headers: Record<string, string>,
  pool: pg.Pool,
  salesRepId: number,
): Promise<PurchaseOrderBench> {
  const get = (url: string, h: Record<string, string>) => ({ url, headers: h, method: 'GET' as const });
  const cases: PurchaseOrderCase[] = [];
  for (const s of searches(salesRepId)) {
    const url = `/api/purchase-orders${s.query ? `?${s.query}` : ''}`;
    const res = await fetch(`${appUrl}${url}`, { headers });
    if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
    const { total } = (await res.json()) as { total: number };
    const comparison = await compare(
      s.label,
      get(`${appUrl}${url}`, headers),
      get(`${bareUrl}/purchase-orders/${s.id}`, {}),
    );
    cases.push({ id: s.id, label: s.label, url, total, comparison });
  }
  const queue = (await (await fetch(`${appUrl}/api/production-queue`, { headers })).json()) as unknown[];
  const productionQueueCase: PurchaseOrderCase = {
    id: 'production-queue',
    label: `Production queue (${queue.length} open orders, every row)`,
    url: '/api/production-queue',
    total: queue.length,
    comparison: await compare(
      'production queue',
      get(`${appUrl}/api/production-queue`, headers),
      get(`${bareUrl}/production-queue`, {}),
    ),
  };
  const { rows } = await pool.query<{ orders: number; open: number }>(
    `SELECT count(*)::int AS orders,
            count(*) FILTER (WHERE NOT draft AND NOT disabled AND status_id < 8)::int AS open FROM purchase_orders`,
  );
  return { orders: rows[0]!.orders, openOrders: rows[0]!.open, searches: cases, productionQueue: productionQueueCase };
}

/** The search target: the app's median latency under load within 50 ms (the issue's figure), every case. */
export const purchaseOrderTargetMet = (r: PurchaseOrderBench): boolean =>
  r.searches.every((s) => s.comparison.app.p50.median <= 50);

/** The report's section. */
export function purchaseOrderReport(r: PurchaseOrderBench, connections: number): string[] {
  const yes = (b: boolean) => (b ? 'met' : '**missed**');
  const row = (c: PurchaseOrderCase, target: boolean) => {
    const a = c.comparison.app;
    const b = c.comparison.bare;
    return `| ${c.label} (${c.total.toLocaleString('en-US')} rows) | ${a.p50.median} ms (${a.p50.min}–${a.p50.max}) | ${a.p95.median} ms (${a.p95.min}–${a.p95.max}) | ${a.rps.median} req/s | ${b.p50.median} ms (${b.p50.min}–${b.p50.max}) | ${showSpread(c.comparison.throughputRatio)} | ${target ? `≤ 50 ms median: ${yes(a.p50.median <= 50)}` : ''} |`;
  };
  return [
    `## Purchase orders (${r.orders.toLocaleString('en-US')} orders, ${r.openOrders.toLocaleString('en-US')} open)`,
    '',
    `${connections === 1 ? 'One request at a time' : `${connections} concurrent connections`} (BENCH_PO_CONNECTIONS) as the demo production login; latencies are medians over the rounds (min–max).`,
    '',
    '| Request | App median | App p95 | App throughput | Bare median | Throughput ratio: median (min–max, IQR) | Target |',
    '|---|---|---|---|---|---|---|',
    ...r.searches.map((s) => row(s, true)),
    row(r.productionQueue, false),
    '',
  ];
}
