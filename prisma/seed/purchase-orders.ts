// Area "purchase-orders": about sixty orders across every status, type, plan and representative, so the order lists,
// look-ups and status pages have content for sales@, management@, accounting@ and production@demo.test. Four "new
// sale" properties without a customer number carry the orders that wait for one (status 2).
import type { Database } from '@kc/services/db/client';
import { insertPurchaseOrder } from '@kc/services/fixtures/purchase-orders';
import { SYSTEM_TYPE_CODES } from '@kc/domain/purchase-orders/catalog';
import type { SeededHierarchy } from './hierarchy.ts';

const DAY = 86_400_000;
/** Extra provider staff who sell and install (no password: they never sign in to the demo). */
const REPS = ['Dana Whitaker', 'Jorge Alvarez', 'Kimberly Shaw'];
const INSTALLERS = ['Sam Okafor'];
const NEW_SALES = ['Cedar Point Lofts', 'Riverside Commons', 'Oak Hollow Townhomes', 'Lakeview Terrace'];
/** How many orders of each status on properties with a customer number (status 2 waits on the new-sale properties). */
const PLAN: [statusId: number, count: number][] = [
  [1, 8],
  [3, 8],
  [4, 7],
  [6, 7],
  [7, 8],
  [8, 10],
];
const ACTIONS = ['Panels scanned', 'Keys tagged', 'Cabinet tested', null];

const slug = (name: string) => name.toLowerCase().replace(/[^a-z]+/g, '.');

export async function seedPurchaseOrders(db: Database, hierarchy: SeededHierarchy, now: Date): Promise<number> {
  const { prisma } = db;
  const demo = await prisma.internalUser.findMany({
    where: { email: { in: ['sales@demo.test', 'management@demo.test', 'tech@demo.test'] } },
    select: { id: true, email: true },
  });
  const demoId = (email: string) => demo.find((u) => u.email === email)!.id;
  const extra = async (name: string, roleId: number) =>
    (await prisma.internalUser.create({ data: { name, roleId, email: `${slug(name)}@staff.demo.test` } })).id;
  const reps = [demoId('sales@demo.test'), ...(await Promise.all(REPS.map((n) => extra(n, 101))))];
  const installers = [demoId('tech@demo.test'), ...(await Promise.all(INSTALLERS.map((n) => extra(n, 102))))];

  const live = hierarchy.properties.filter((p) => !p.canceled && !p.awaitingUnitEntry);
  const awaiting = hierarchy.properties.find((p) => p.awaitingUnitEntry);
  const others = hierarchy.properties.filter((p) => p.corporationId !== hierarchy.corporations[0]!.id);
  const newSales = await Promise.all(
    NEW_SALES.map((name, i) => {
      const home = others[i % others.length]!;
      return prisma.property.create({
        data: { name, corporationId: home.corporationId, divisionId: home.divisionId, regionId: home.regionId },
      });
    }),
  );

  let n = 0;
  const order = (
    propertyId: number,
    statusId: number,
    extraFields: Partial<Parameters<typeof insertPurchaseOrder>[1]> = {},
  ) => {
    const i = n++;
    return insertPurchaseOrder(prisma, {
      propertyId,
      statusId,
      typeId: i % 7 === 3 ? 4 : i % 11 === 5 ? 2 : i % 13 === 6 ? 3 : 1,
      systemType: SYSTEM_TYPE_CODES[i % SYSTEM_TYPE_CODES.length],
      salesRep1Id: reps[i % reps.length],
      salesRep2Id: i % 5 === 0 ? reps[(i + 1) % reps.length] : null,
      installerId: statusId >= 4 ? installers[i % installers.length] : null,
      // Newer orders are earlier in the pipeline: an order at status s was written about (9 - s) weeks ago.
      orderDate: new Date(now.getTime() - ((9 - statusId) * 7 + (i % 6)) * DAY),
      numberOfUnits: 60 + ((i * 37) % 240),
      invoiced: statusId >= 7 && i % 2 === 0,
      lastAction: statusId >= 4 ? ACTIONS[i % ACTIONS.length] : null,
      ...extraFields,
    });
  };

  let p = 0;
  const nextProperty = () => live[p++ % live.length]!.id;
  for (const [statusId, count] of PLAN) for (let k = 0; k < count; k++) await order(nextProperty(), statusId);
  for (const property of newSales) await order(property.id, 2);
  await order(newSales[0]!.id, 1);
  if (awaiting) await order(awaiting.id, 5);
  for (let k = 0; k < 3; k++)
    await order(nextProperty(), 1, { draft: true, orderDate: new Date(now.getTime() - k * DAY) });
  for (let k = 0; k < 3; k++) await order(nextProperty(), 1 + k, { disabled: true });
  return n;
}
