import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ROUTES, routePath, type Fixtures } from './routes.ts';

// The list that every-route.spec.ts visits must name every page of the route tree, so a new page cannot be left out.
const webRoot = new URL('../../apps/web/', import.meta.url);

/** The ids of the route tree's pages (routes without children), as the router generator writes them. */
async function pageRouteIds(): Promise<string[]> {
  await import(new URL('scripts/generate-route-tree.mjs', webRoot).href);
  const source = await readFile(new URL('src/route-tree.gen.ts', webRoot), 'utf8');
  const body = /export interface FileRoutesById \{([\s\S]*?)\n\}/.exec(source)?.[1];
  if (!body) throw new Error('FileRoutesById not found in the generated route tree');
  return [...body.matchAll(/^\s*'([^']+)': typeof (\w+)$/gm)]
    .filter(([, , type]) => !type!.endsWith('WithChildren'))
    .map(([, id]) => id!);
}

const fixtures: Fixtures = {
  propertyId: 7,
  corporationId: 1,
  divisionId: 2,
  regionId: 3,
  datalogId: 4,
  badgeId: 5,
  unitId: 6,
  workOrderId: 8,
  propertyStaffId: 9,
  regionStaffId: 10,
  divisionStaffId: 11,
  corporationStaffId: 12,
  managedStaffId: 13,
  internalUserId: 14,
  keyReceiptId: 15,
  keyActivityAlertId: 16,
  serviceRequestId: 17,
};

describe('the every-route list', () => {
  it('names every page of the route tree once, and nothing else', async () => {
    const listed = ROUTES.map((r) => r.id);
    expect(listed.length).toBe(new Set(listed).size);
    expect([...listed].sort()).toEqual((await pageRouteIds()).sort());
  });

  it('opens each page with a login of the pool its layout admits', () => {
    for (const route of ROUTES) {
      const pool = route.id.includes('/_internal/')
        ? ['internal']
        : route.id.includes('/_external/')
          ? ['manager', 'corporate']
          : route.id.startsWith('/_authenticated')
            ? ['internal', 'manager', 'corporate']
            : ['anonymous'];
      expect(pool, route.id).toContain(route.login);
    }
  });

  it('fills every parameter', () => {
    for (const route of ROUTES) expect(routePath(route, fixtures), route.id).not.toMatch(/[$_{}]|\/\//);
    const find = (id: string) => ROUTES.find((r) => r.id === id)!;
    expect(routePath(find('/_authenticated/'), fixtures)).toBe('/');
    expect(routePath(find('/_authenticated/_default/_internal/property/$propertyId/update-{$product}'), fixtures)).toBe(
      '/property/7/update-touch',
    );
    expect(
      routePath(find('/_authenticated/_default/_internal/property/$propertyId/edit-staff/$staffId'), fixtures),
    ).toBe('/property/7/edit-staff/9');
    expect(routePath(find('/_authenticated/_default/_internal/corporation/$corporationId/'), fixtures)).toBe(
      '/corporation/1',
    );
  });
});
