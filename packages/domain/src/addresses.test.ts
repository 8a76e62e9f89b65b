import { describe, expect, it } from 'vitest';
import { AddressChoiceSchema, AddressInputSchema, CANADIAN_PROVINCES, US_STATES } from './addresses.ts';
import { BILLING_METHODS, EMAIL_BILLING_METHODS, LOOKUPS, isLookupId } from './lookups.ts';

const base = { addressLine1: '1 Main St', city: 'Austin', state: 'tx', zip: '78701' };

describe('addresses', () => {
  it('lists 50 states plus DC and 13 provinces and territories, with unique codes', () => {
    expect(US_STATES).toHaveLength(51);
    expect(CANADIAN_PROVINCES).toHaveLength(13);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(51);
  });

  it('defaults the country, upper-cases the state and checks it against the country', () => {
    expect(AddressInputSchema.parse(base)).toMatchObject({ state: 'TX', country: 'United States', addressLine2: null });
    expect(AddressInputSchema.safeParse({ ...base, country: 'Canada', zip: 'K1A 0B1' }).error?.issues[0]?.path).toEqual(
      ['state'],
    );
    expect(AddressInputSchema.safeParse({ ...base, country: 'Canada', state: 'ON', zip: 'K1A 0B1' }).success).toBe(
      true,
    );
    expect(AddressInputSchema.safeParse({ ...base, country: 'Puerto Rico', state: 'PR', zip: '00901' }).success).toBe(
      true,
    );
    expect(AddressInputSchema.safeParse({ ...base, zip: '7870' }).error?.issues[0]?.path).toEqual(['zip']);
    expect(AddressInputSchema.safeParse({ ...base, city: '' }).error?.issues[0]?.path).toEqual(['city']);
  });

  it('accepts a copy of an existing address instead', () => {
    expect(AddressChoiceSchema.parse({ copyFromAddressId: 4 })).toEqual({ copyFromAddressId: 4 });
  });
});

describe('lookups', () => {
  it('has stable ids and the billing methods that need an e-mail', () => {
    expect(BILLING_METHODS.map((m) => m.id)).toEqual([1, 2, 3, 4, 5]);
    expect(EMAIL_BILLING_METHODS).toEqual([2, 5]);
    for (const list of Object.values(LOOKUPS)) expect(new Set(list.map((i) => i.id)).size).toBe(list.length);
    expect(isLookupId('server-platforms', 99)).toBe(false);
  });
});
