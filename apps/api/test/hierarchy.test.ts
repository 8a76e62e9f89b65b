import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenSetSchema } from '@kc/domain/auth';
import { EntitySchema, PropertySchema, STALE_VERSION_MESSAGE } from '@kc/domain/hierarchy';
import { createInternalUser, createTestApp, signIn, uniqueEmail, type TestContext } from './helpers.ts';

let t: TestContext;
let admin: string;
let accounting: string;
let sales: string;
let manager: string;
let corporate: string;
let demoCorporationId: number;
let foreignPropertyId: number;
beforeAll(async () => {
  t = await createTestApp();
  const tokenOf = async (email: string, password?: string) =>
    TokenSetSchema.parse((await signIn(t.app, email, password, '10.78.0.1')).json()).accessToken;
  admin = await tokenOf((await createInternalUser(t.db, 106)).email);
  accounting = await tokenOf((await createInternalUser(t.db, 103)).email);
  sales = await tokenOf((await createInternalUser(t.db, 101)).email);
  manager = await tokenOf('manager@demo.test', 'DemoPass!2026');
  corporate = await tokenOf('corporate@demo.test', 'DemoPass!2026');
  demoCorporationId = (await t.db.prisma.siteLogin.findUniqueOrThrow({ where: { email: 'corporate@demo.test' } }))
    .corporationId;
  foreignPropertyId = (
    await t.db.prisma.property.findFirstOrThrow({ where: { corporationId: { not: demoCorporationId } } })
  ).id;
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
const address = { addressLine1: '100 Main St', city: 'Austin', state: 'TX', zip: '78701', country: 'United States' };

describe('hierarchy: corporation → division → region → property', () => {
  it('creates the chain, warns about similar names, edits with a version check and soft-deletes, all audited', async () => {
    const name = `Zephyr Holdings ${Date.now()}`;
    const corp = EntitySchema.parse(
      (await call('POST', '/api/corporations', admin, { name, address, emailDomains: ['@Zephyr.test'] })).json(),
    );
    expect(corp.emailDomains).toEqual(['zephyr.test']);
    expect(corp.address?.state).toBe('TX');

    const similar = (
      await call(
        'GET',
        `/api/corporations/similar-name?name=${encodeURIComponent(name.replace('Holdings', 'Holding'))}`,
        admin,
      )
    ).json<{ id: number }[]>();
    expect(similar.map((s) => s.id)).toContain(corp.id);

    const division = EntitySchema.parse(
      (await call('POST', '/api/divisions', admin, { name: 'West', corporationId: corp.id })).json(),
    );
    const region = EntitySchema.parse(
      (
        await call('POST', '/api/regions', admin, {
          name: 'Texas',
          divisionId: division.id,
          address: { copyFromAddressId: corp.address!.id },
        })
      ).json(),
    );
    expect(region.address?.city).toBe('Austin');
    expect(region.address?.id).not.toBe(corp.address!.id);
    const property = PropertySchema.parse(
      (
        await call('POST', '/api/properties', admin, { name: 'Zephyr Lofts', regionId: region.id, propertyCode: 'ZL1' })
      ).json(),
    );
    expect(property.division?.id).toBe(division.id);

    const edited = EntitySchema.parse(
      (
        await call('PUT', `/api/corporations/${corp.id}`, admin, { version: corp.version, phoneNumber: '512-555-0100' })
      ).json(),
    );
    expect(edited.version).toBe(corp.version + 1);
    const stale = await call('PUT', `/api/corporations/${corp.id}`, admin, {
      version: corp.version,
      name: 'Overwrite',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE_VERSION_MESSAGE);

    const page = (await call('GET', `/api/properties?parentId=${region.id}`, admin)).json<{
      total: number;
      items: { id: number }[];
    }>();
    expect(page.items.map((i) => i.id)).toEqual([property.id]);

    expect((await call('DELETE', `/api/regions/${region.id}`, admin)).statusCode).toBe(409);
    expect((await call('DELETE', `/api/properties/${property.id}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `/api/properties/${property.id}`, admin)).statusCode).toBe(404);
    const revisions = await t.db.prisma.auditRevision.findMany({
      where: { entityType: 'Property', entityId: String(property.id) },
    });
    expect(revisions.map((r) => r.type).sort()).toEqual(['CREATE', 'DELETE']);
    const phoneRevision = await t.db.prisma.auditRevision.findFirst({
      where: { entityType: 'Corporation', entityId: String(corp.id), path: 'phoneNumber' },
    });
    expect(phoneRevision?.newValue).toBe('512-555-0100');
  });

  it('creates a division above an existing region, which moves under it', async () => {
    const corp = EntitySchema.parse(
      (await call('POST', '/api/corporations', admin, { name: `Moveco ${Date.now()}` })).json(),
    );
    const d1 = EntitySchema.parse(
      (await call('POST', '/api/divisions', admin, { name: 'Old', corporationId: corp.id })).json(),
    );
    const region = EntitySchema.parse(
      (await call('POST', '/api/regions', admin, { name: 'R', divisionId: d1.id })).json(),
    );
    const d2 = EntitySchema.parse(
      (await call('POST', '/api/divisions', admin, { name: 'New', regionId: region.id })).json(),
    );
    expect(EntitySchema.parse((await call('GET', `/api/regions/${region.id}`, admin)).json()).division?.id).toBe(d2.id);
  });

  it('rejects bad input with field errors', async () => {
    const bad = await call('POST', '/api/corporations', admin, {
      name: '',
      address: { ...address, state: 'ZZ', zip: 'x' },
      emailDomains: ['not a domain'],
    });
    expect(bad.statusCode).toBe(400);
    const fields = (bad.json().fieldErrors as { field: string }[]).map((f) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'emailDomains.0']));
    const canada = await call('POST', '/api/corporations', admin, {
      name: 'Maple Co',
      address: { ...address, country: 'Canada', state: 'TX', zip: 'K1A 0B1' },
    });
    expect(canada.statusCode).toBe(400);
    expect(
      (await call('POST', '/api/regions', admin, { name: 'Orphan', divisionId: 2_000_000 })).json().fieldErrors[0]
        .field,
    ).toBe('divisionId');
    expect(
      (await call('PUT', `/api/corporations/${demoCorporationId}`, admin, { name: 'No version' })).statusCode,
    ).toBe(400);
    expect((await call('GET', '/api/corporations/abc', admin)).statusCode).toBe(400);
  });

  it('keeps customers in their scope and internal-only writes internal', async () => {
    const mine = (await call('GET', '/api/corporations', corporate)).json<{ items: { id: number }[] }>();
    expect(mine.items.map((i) => i.id)).toEqual([demoCorporationId]);
    expect((await call('GET', `/api/corporations/${demoCorporationId}`, manager)).statusCode).toBe(404);
    expect((await call('GET', `/api/properties/${foreignPropertyId}`, corporate)).statusCode).toBe(404);
    expect((await call('POST', '/api/corporations', corporate, { name: 'Mine now' })).statusCode).toBe(403);
    expect((await call('GET', '/api/corporations/similar-name?name=Summit', corporate)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/corporations/${demoCorporationId}`, sales)).statusCode).toBe(403);
    const corp = EntitySchema.parse((await call('GET', `/api/corporations/${demoCorporationId}`, corporate)).json());
    expect(
      (
        await call('PUT', `/api/corporations/${demoCorporationId}`, corporate, {
          version: corp.version,
          disabled: true,
        })
      ).statusCode,
    ).toBe(403);
    const own = (await call('GET', '/api/me/properties', manager)).json<{ id: number }[]>();
    expect(
      (await call('PUT', `/api/properties/${own[0]!.id}/ht-info`, manager, { version: 1, canceled: true })).statusCode,
    ).toBe(403);
  });

  it('edits account flags, accounting info and customer number with Property_UPDATE', async () => {
    const regionId = (await t.db.prisma.region.findFirstOrThrow({ where: { corporationId: demoCorporationId } })).id;
    const property = PropertySchema.parse(
      (await call('POST', '/api/properties', admin, { name: 'Account Flags Test', regionId })).json(),
    );
    let p = PropertySchema.parse(
      (
        await call('PUT', `/api/properties/${property.id}/ht-info`, accounting, {
          version: property.version,
          temporaryAccessDate: '2026-11-01T00:00:00Z',
          cancellationReasonId: 2,
        })
      ).json(),
    );
    expect(p.htInfo.temporaryAccessDate).toBe('2026-11-01T00:00:00.000Z');
    p = PropertySchema.parse(
      (await call('DELETE', `/api/properties/${property.id}/temporary-access-date`, accounting)).json(),
    );
    expect(p.htInfo.temporaryAccessDate).toBeNull();
    const needsEmail = await call('PUT', `/api/properties/${property.id}/ht-info/accounting`, accounting, {
      version: p.version,
      billingMethodId: 2,
    });
    expect(needsEmail.json().fieldErrors).toEqual([
      { field: 'billingEmail', message: 'Required for this billing method' },
    ]);
    p = PropertySchema.parse(
      (
        await call('PUT', `/api/properties/${property.id}/ht-info/accounting`, accounting, {
          version: p.version,
          billingMethodId: 2,
          billingEmail: uniqueEmail('bill'),
          serverPlatformId: 1,
        })
      ).json(),
    );
    expect(p.accounting.billingMethodId).toBe(2);
    const number = `CN-${Date.now()}`;
    p = PropertySchema.parse(
      (
        await call('PUT', `/api/properties/${property.id}/customer-number`, accounting, {
          version: p.version,
          accountingCustomerNumber: number,
        })
      ).json(),
    );
    expect(p.accounting.accountingCustomerNumber).toBe(number);
    const other = await t.db.prisma.property.findFirstOrThrow({
      where: { corporationId: demoCorporationId, id: { not: property.id } },
    });
    const dup = await call('PUT', `/api/properties/${other.id}/customer-number`, accounting, {
      version: other.version,
      accountingCustomerNumber: number,
    });
    expect(dup.statusCode).toBe(400);
  });

  it('lists staff with the isDisabled filter, and sets a primary contact', async () => {
    const propertyId = (await call('GET', '/api/me/properties', manager)).json<{ id: number }[]>()[0]!.id;
    const staff = (await call('GET', `/api/properties/${propertyId}/staff?isDisabled=false`, manager)).json<
      {
        id: number;
        disabled: boolean;
      }[]
    >();
    expect(staff.length).toBeGreaterThan(0);
    expect(staff.every((s) => !s.disabled)).toBe(true);
    const property = PropertySchema.parse((await call('GET', `/api/properties/${propertyId}`, manager)).json());
    const updated = PropertySchema.parse(
      (
        await call('PUT', `/api/properties/${propertyId}/primary-contact`, manager, {
          staff: { id: staff[0]!.id },
          version: property.version,
        })
      ).json(),
    );
    expect(updated.primaryContact?.id).toBe(staff[0]!.id);
    const contacts = (await call('GET', `/api/properties/${propertyId}/contacts`, manager)).json();
    expect(contacts.primaryContact.id).toBe(staff[0]!.id);
    const foreignLogin = await t.db.prisma.siteLogin.findFirstOrThrow({
      where: { corporationId: { not: demoCorporationId } },
    });
    expect(
      (
        await call('PUT', `/api/properties/${propertyId}/primary-contact`, manager, {
          staff: { id: foreignLogin.id },
          version: updated.version,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('serves the lookups and address options', async () => {
    const methods = (await call('GET', '/api/lookups/billing-methods', manager)).json<{ id: number }[]>();
    expect(methods.map((m) => m.id)).toEqual([1, 2, 3, 4, 5]);
    expect((await call('GET', '/api/lookups/nope', manager)).statusCode).toBe(400);
    const options = (await call('GET', '/api/lookups/address-options', manager)).json();
    expect(options.countries).toEqual(['United States', 'Canada', 'Puerto Rico']);
    expect(options.subdivisions.Canada).toContainEqual({ code: 'ON', name: 'Ontario' });
  });
});
