import { describe, expect, it } from 'vitest';
import { STALE_VERSION_MESSAGE } from '@kc/domain/hierarchy';
import { sortAndPage, type DataColumn } from '#web/components/data-table.tsx';
import { EMPTY_ADDRESS } from '#web/lib/address-values.ts';
import { buildBody, initialValues, validateEntity, type EntityFormValues } from './entity-form.ts';

const values = (over: Partial<EntityFormValues> = {}): EntityFormValues => ({
  ...initialValues(),
  name: 'Acme Living',
  address: { ...EMPTY_ADDRESS, addressLine1: '1 Main St', city: 'Dallas', state: 'TX', zip: '75201' },
  ...over,
});

describe('entity form', () => {
  it('builds a create body with the parent id of the level', () => {
    expect(buildBody('division', values(), { parentId: 7 })).toMatchObject({
      name: 'Acme Living',
      corporationId: 7,
      address: { city: 'Dallas' },
    });
    expect(buildBody('region', values(), { parentId: 8 })).toMatchObject({ divisionId: 8 });
    expect(buildBody('property', values(), { parentId: 9 })).toMatchObject({ regionId: 9, propertyCode: '' });
    expect(buildBody('corporation', values({ emailDomains: ['acme.com'] }), {})).toMatchObject({
      emailDomains: ['acme.com'],
    });
  });

  it('sends a copied address by id, and leaves an unchanged address out of an edit', () => {
    expect(buildBody('division', values({ copyFromAddressId: '12' }), { parentId: 1 }).address).toEqual({
      copyFromAddressId: 12,
    });
    const original = values();
    const body = buildBody('corporation', values({ name: 'Renamed' }), { version: 3, original });
    expect(body).toMatchObject({ name: 'Renamed', version: 3 });
    expect(body).not.toHaveProperty('address');
  });

  it('validates with the domain schema: required name, address fields, state of the country, domains', () => {
    const errors = validateEntity(
      'corporation',
      buildBody(
        'corporation',
        values({
          name: '',
          emailDomains: ['not a domain'],
          address: { ...EMPTY_ADDRESS, country: 'Canada', state: 'TX' },
        }),
        {},
      ),
      false,
    );
    expect(errors.name).toBe('Required');
    expect(errors.emailDomains).toBe('Invalid domain');
    expect(errors['address.addressLine1']).toBe('Required');
    expect(errors['address.city']).toBe('Required');
    expect(errors['address.state']).toBe('Not a Canadian province code');
    expect(validateEntity('corporation', buildBody('corporation', values(), {}), false)).toEqual({});
    expect(
      validateEntity('property', buildBody('property', values({ phoneNumber: '12' }), { parentId: 1 }), false)
        .phoneNumber,
    ).toBe('Invalid phone number');
  });

  it('uses the stale-version text of the domain', () => {
    expect(STALE_VERSION_MESSAGE).toMatch(/changed by someone else/);
  });
});

describe('table helper', () => {
  const rows = [{ name: 'The Zephyr' }, { name: 'Birch' }, { name: 'The Aspen' }, { name: 'apple' }];
  const columns: DataColumn<{ name: string }>[] = [
    { id: 'name', header: 'Name', cell: (r) => r.name, sortValue: (r) => r.name },
  ];

  it('sorts names ignoring a leading "The", both ways', () => {
    expect(sortAndPage(rows, columns, { id: 'name', desc: false }, 1, 100).rows.map((r) => r.name)).toEqual([
      'apple',
      'The Aspen',
      'Birch',
      'The Zephyr',
    ]);
    expect(sortAndPage(rows, columns, { id: 'name', desc: true }, 1, 100).rows.map((r) => r.name)).toEqual([
      'The Zephyr',
      'Birch',
      'The Aspen',
      'apple',
    ]);
  });

  it('pages 100 rows at a time and keeps the page in range', () => {
    const many = Array.from({ length: 250 }, (_, i) => ({ name: `Corp ${String(i).padStart(3, '0')}` }));
    const last = sortAndPage(many, columns, { id: 'name', desc: false }, 9, 100);
    expect(last.pages).toBe(3);
    expect(last.page).toBe(3);
    expect(last.rows).toHaveLength(50);
    expect(sortAndPage(many, columns, null, 1, 100).rows[0]!.name).toBe('Corp 000');
  });
});
