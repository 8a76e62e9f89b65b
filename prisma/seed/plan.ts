// The demo seed, one module per business area, in the order they run. Each step declares the areas it reads
// and receives only their results; runSeedPlan checks the order before anything is written (decision 0026).
import type { Database } from '@kc/services/db/client';
import { seedStep, type SeedStep } from '@kc/services/fixtures/seed-plan';
import { seedAccess } from './access.ts';
import { seedAlerts } from './alerts.ts';
import { seedHierarchy, type SeededHierarchy } from './hierarchy.ts';
import { seedKeyControl, type SeededDatalog } from './key-control.ts';
import { seedPeople } from './people.ts';
import { seedPropertyOps } from './property-ops.ts';
import { seedNotifications } from './notifications.ts';
import { seedKeyActivityAlerts } from './key-activity-alerts.ts';
import { seedInternalReports } from './internal-reports.ts';
import { seedPurchaseOrders } from './purchase-orders.ts';
import { seedServiceRequests } from './service-requests.ts';
import { Rng } from './random.ts';
import { seedTransactions } from './transactions.ts';

/** What each area's step returns: the ids and plans later areas build on. */
export interface SeedOutputs {
  /** Role id -> the default access role's id (one per external role). */
  access: Map<number, number>;
  hierarchy: SeededHierarchy;
  people: { internal: number; external: number };
  'key-control': SeededDatalog[];
  transactions: { transactions: number; keyStates: number };
  'property-ops': Record<string, number>;
  notifications: { residents: number };
  'key-activity-alerts': number;
  alerts: { settings: number; unitNotes: number };
  'internal-reports': { platinum: number; canceled: number };
  'purchase-orders': number;
  'service-requests': { requests: number; notes: number; pins: number };
}

export interface SeedContext {
  db: Database;
  /** The instant the demo data is built around ("today" in every relative date). */
  now: Date;
  /** The demo password's hash, computed while the first areas run. */
  passwordHash: Promise<string>;
  seed: number;
}

const step = seedStep<SeedOutputs>();
const count = (n: number) => n.toLocaleString('en-US');

/**
 * The areas in the order they run. hierarchy, people and key-control draw, in that order, from one random
 * stream, so key-control depends on people too: moving an area of that stream changes every value after it.
 */
export function seedPlan(ctx: SeedContext): SeedStep<SeedOutputs>[] {
  const rng = new Rng(ctx.seed);
  const { prisma, pool } = ctx.db;
  return [
    step({
      area: 'access',
      dependsOn: [],
      seed: () => seedAccess(ctx.db),
      summary: (roles) => `${roles.size} default access roles`,
    }),
    step({
      area: 'hierarchy',
      dependsOn: [],
      seed: () => seedHierarchy(prisma, rng, ctx.now),
      summary: (h) => `${h.corporations.length} corporations, ${h.properties.length} properties`,
    }),
    step({
      area: 'people',
      dependsOn: ['access', 'hierarchy'],
      seed: async ({ access, hierarchy }) => seedPeople(prisma, rng, hierarchy, access, await ctx.passwordHash),
      summary: (p) => `${p.internal} provider staff, ${p.external} customer logins`,
    }),
    step({
      area: 'key-control',
      dependsOn: ['hierarchy', 'people'],
      seed: ({ hierarchy }) => seedKeyControl(pool, rng, hierarchy.properties, ctx.now),
      summary: (datalogs) =>
        `${datalogs.length} datalogs, ${count(datalogs.reduce((n, d) => n + d.tags.length, 0))} key tags`,
    }),
    step({
      area: 'transactions',
      dependsOn: ['key-control'],
      seed: ({ 'key-control': datalogs }) => seedTransactions(pool, new Rng(ctx.seed + 1), datalogs, ctx.now),
      summary: (t) => `${count(t.transactions)} datalog transactions, ${count(t.keyStates)} key states`,
    }),
    step({
      area: 'property-ops',
      dependsOn: ['hierarchy', 'transactions'],
      seed: () => seedPropertyOps(pool, ctx.now),
      summary: (counts) =>
        Object.entries(counts)
          .map(([k, n]) => `${n} ${k}`)
          .join(', '),
    }),
    step({
      area: 'notifications',
      dependsOn: ['people', 'key-control'],
      seed: () => seedNotifications(pool),
      summary: (n) => `${n.residents} residents`,
    }),
    step({
      area: 'key-activity-alerts',
      dependsOn: ['hierarchy'],
      seed: () => seedKeyActivityAlerts(pool),
      summary: (n) => `${n} key-activity e-mail rule`,
    }),
    step({
      area: 'alerts',
      dependsOn: ['hierarchy', 'people', 'key-control'],
      seed: () => seedAlerts(pool),
      summary: (a) => `${a.settings} exception settings, ${a.unitNotes} unit notes`,
    }),
    step({
      area: 'internal-reports',
      dependsOn: ['hierarchy', 'key-control'],
      seed: () => seedInternalReports(pool, ctx.now),
      summary: (r) => `${r.platinum} platinum properties, ${r.canceled} canceled with reason and date`,
    }),
    step({
      area: 'purchase-orders',
      dependsOn: ['hierarchy', 'people'],
      seed: ({ hierarchy }) => seedPurchaseOrders(ctx.db, hierarchy, ctx.now),
      summary: (n) => `${n} purchase orders`,
    }),
    step({
      area: 'service-requests',
      // After purchase-orders: its installer is one of the technicians the requests are spread over.
      dependsOn: ['hierarchy', 'people', 'purchase-orders'],
      seed: ({ hierarchy }) => seedServiceRequests(ctx.db, hierarchy, ctx.now, ctx.seed + 16),
      summary: (r) => `${r.requests} service requests, ${r.notes} notes, ${r.pins} pins`,
    }),
  ];
}
