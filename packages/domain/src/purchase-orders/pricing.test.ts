import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import {
  MAX_PRICED_UNITS,
  MONTHLY_PRICES,
  MONTHLY_PRICE_TABLES,
  PRICED_PLANS,
  type PriceTier,
  SETUP_PRICES,
} from './price-tables.ts';
import { UNIT_COUNT_MESSAGE, discountCents, monthlyPriceCents, setupPriceCents } from './pricing.ts';

const allTables = (): { name: string; tiers: readonly PriceTier[] }[] => [
  ...PRICED_PLANS.flatMap((plan) =>
    MONTHLY_PRICE_TABLES.map((table) => ({ name: `monthly ${plan} ${table}`, tiers: MONTHLY_PRICES[plan][table] })),
  ),
  ...PRICED_PLANS.map((plan) => ({ name: `setup ${plan}`, tiers: SETUP_PRICES[plan] })),
];

describe('the spec’s monthly prices', () => {
  it('primary: 29.95 up to 100 units, 34.95 for 101 to 200', () => {
    expect(monthlyPriceCents('primary', 1)).toBe(2995);
    expect(monthlyPriceCents('primary', 100)).toBe(2995);
    expect(monthlyPriceCents('primary', 101)).toBe(3495);
    expect(monthlyPriceCents('primary', 200)).toBe(3495);
    expect(monthlyPriceCents('primary', 201)).toBeGreaterThan(3495);
  });
  it('standard: 44.95 up to 100 units, 154.95 or 194.95 for 1,601 to 2,000 by table', () => {
    for (const table of MONTHLY_PRICE_TABLES) {
      expect(monthlyPriceCents('standard', 1, table)).toBe(4495);
      expect(monthlyPriceCents('standard', 100, table)).toBe(4495);
      expect(monthlyPriceCents('standard', 101, table)).toBeGreaterThan(4495);
    }
    expect(monthlyPriceCents('standard', 1601, 1)).toBe(15495);
    expect(monthlyPriceCents('standard', 2000, 1)).toBe(15495);
    expect(monthlyPriceCents('standard', 1601, 2)).toBe(19495);
    expect(monthlyPriceCents('standard', 2000, 2)).toBe(19495);
    expect(monthlyPriceCents('standard', 1600, 1)).toBeLessThan(15495);
    expect(monthlyPriceCents('standard', 1600, 2)).toBeLessThan(19495);
  });
  it('premium 49.95 and platinum 54.95 up to 100 units', () => {
    expect(monthlyPriceCents('premium', 100)).toBe(4995);
    expect(monthlyPriceCents('platinum', 100)).toBe(5495);
    expect(monthlyPriceCents('premium', 101)).toBeGreaterThan(4995);
    expect(monthlyPriceCents('platinum', 101)).toBeGreaterThan(5495);
  });
  it('the table number changes standard only', () => {
    for (const plan of ['primary', 'premium', 'platinum'] as const) {
      for (let units = 1; units <= MAX_PRICED_UNITS; units += 1) {
        expect(monthlyPriceCents(plan, units, 2)).toBe(monthlyPriceCents(plan, units, 1));
      }
    }
  });
});

describe('the spec’s setup prices and discounts', () => {
  it('primary: 19.98 for 100 units, 29.99 for 150, 39.99 for 200', () => {
    expect(setupPriceCents('primary', 100)).toBe(1998);
    expect(setupPriceCents('primary', 101)).toBe(2999);
    expect(setupPriceCents('primary', 150)).toBe(2999);
    expect(setupPriceCents('primary', 151)).toBe(3999);
    expect(setupPriceCents('primary', 200)).toBe(3999);
    expect(setupPriceCents('primary', 201)).toBeGreaterThan(3999);
  });
  it('standard: 29.99 for 100 units up to 175.99 for 2,000', () => {
    expect(setupPriceCents('standard', 100)).toBe(2999);
    expect(setupPriceCents('standard', 101)).toBeGreaterThan(2999);
    expect(setupPriceCents('standard', 2000)).toBe(17599);
    expect(setupPriceCents('standard', 1600)).toBeLessThan(17599);
  });
  it('discount: -2.50 for primary, -5.00 otherwise', () => {
    expect(discountCents('primary')).toBe(-250);
    expect(discountCents('standard')).toBe(-500);
    expect(discountCents('premium')).toBe(-500);
    expect(discountCents('platinum')).toBe(-500);
  });
});

describe('above 2,000 units every price is 0', () => {
  it.each(PRICED_PLANS)('%s', (plan) => {
    expect(monthlyPriceCents(plan, 2000)).toBeGreaterThan(0);
    expect(setupPriceCents(plan, 2000)).toBeGreaterThan(0);
    for (const units of [2001, 5000, Number.MAX_SAFE_INTEGER]) {
      expect(monthlyPriceCents(plan, units, 1)).toBe(0);
      expect(monthlyPriceCents(plan, units, 2)).toBe(0);
      expect(setupPriceCents(plan, units)).toBe(0);
    }
  });
});

describe('unit counts that are not a whole number of at least 1 are refused', () => {
  it.each([0, -1, -100, 1.5, 100.01, Number.NaN, Number.POSITIVE_INFINITY])('%s', (units) => {
    for (const price of [() => monthlyPriceCents('standard', units), () => setupPriceCents('primary', units)]) {
      let error: unknown;
      try {
        price();
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        status: 400,
        code: 'VALIDATION_FAILED',
        fieldErrors: [{ field: 'units', message: UNIT_COUNT_MESSAGE }],
      });
    }
  });
});

describe('the tables', () => {
  it.each(allTables())(
    '$name: integer cents, tiers ending at 2,000, every boundary priced by its own tier',
    ({ tiers }) => {
      expect(tiers.at(-1)?.upTo).toBe(MAX_PRICED_UNITS);
      let from = 1;
      for (const t of tiers) {
        expect(Number.isInteger(t.cents) && t.cents > 0).toBe(true);
        expect(t.upTo).toBeGreaterThanOrEqual(from);
        from = t.upTo + 1;
      }
    },
  );

  it('every tier boundary: the last unit of a tier and the first of the next', () => {
    for (const plan of PRICED_PLANS) {
      for (const table of MONTHLY_PRICE_TABLES) {
        const tiers = MONTHLY_PRICES[plan][table];
        tiers.forEach((t, i) => {
          expect(monthlyPriceCents(plan, t.upTo, table)).toBe(t.cents);
          expect(monthlyPriceCents(plan, t.upTo + 1, table)).toBe(tiers[i + 1]?.cents ?? 0);
        });
      }
      SETUP_PRICES[plan].forEach((t, i, tiers) => {
        expect(setupPriceCents(plan, t.upTo)).toBe(t.cents);
        expect(setupPriceCents(plan, t.upTo + 1)).toBe(tiers[i + 1]?.cents ?? 0);
      });
    }
  });

  it('prices rise with the unit count, strictly from one tier to the next, up to 2,000 units', () => {
    for (const { name, tiers } of allTables()) {
      for (let i = 1; i < tiers.length; i += 1) {
        expect(tiers[i]!.cents, `${name} tier ${i}`).toBeGreaterThan(tiers[i - 1]!.cents);
      }
    }
    for (const plan of PRICED_PLANS) {
      for (let units = 2; units <= MAX_PRICED_UNITS; units += 1) {
        expect(monthlyPriceCents(plan, units, 1)).toBeGreaterThanOrEqual(monthlyPriceCents(plan, units - 1, 1));
        expect(monthlyPriceCents(plan, units, 2)).toBeGreaterThanOrEqual(monthlyPriceCents(plan, units - 1, 2));
        expect(setupPriceCents(plan, units)).toBeGreaterThanOrEqual(setupPriceCents(plan, units - 1));
      }
    }
  });

  it('at every unit count: primary < standard (table 1) <= standard (table 2) < premium < platinum', () => {
    for (let units = 1; units <= MAX_PRICED_UNITS; units += 1) {
      const [pri, std1, std2, pre, plt] = [
        monthlyPriceCents('primary', units),
        monthlyPriceCents('standard', units, 1),
        monthlyPriceCents('standard', units, 2),
        monthlyPriceCents('premium', units),
        monthlyPriceCents('platinum', units),
      ];
      expect(pri).toBeLessThan(std1);
      expect(std1).toBeLessThanOrEqual(std2);
      expect(std2).toBeLessThan(pre);
      expect(pre).toBeLessThan(plt);
      const setup = PRICED_PLANS.map((plan) => setupPriceCents(plan, units));
      expect([...setup].sort((a, b) => a - b)).toEqual(setup);
      expect(new Set(setup).size).toBe(setup.length);
    }
  });

  it('marks the spec’s values as spec and only those', () => {
    const specMonthly = (plan: (typeof PRICED_PLANS)[number], table: 1 | 2) =>
      MONTHLY_PRICES[plan][table].filter((t) => t.source === 'spec').map((t) => [t.upTo, t.cents]);
    expect(specMonthly('primary', 1)).toEqual([
      [100, 2995],
      [200, 3495],
    ]);
    expect(specMonthly('standard', 1)).toEqual([
      [100, 4495],
      [2000, 15495],
    ]);
    expect(specMonthly('standard', 2)).toEqual([
      [100, 4495],
      [2000, 19495],
    ]);
    expect(specMonthly('premium', 1)).toEqual([[100, 4995]]);
    expect(specMonthly('platinum', 1)).toEqual([[100, 5495]]);
    const specSetup = (plan: (typeof PRICED_PLANS)[number]) =>
      SETUP_PRICES[plan].filter((t) => t.source === 'spec').map((t) => [t.upTo, t.cents]);
    expect(specSetup('primary')).toEqual([
      [100, 1998],
      [150, 2999],
      [200, 3999],
    ]);
    expect(specSetup('standard')).toEqual([
      [100, 2999],
      [2000, 17599],
    ]);
    expect(specSetup('premium')).toEqual([]);
    expect(specSetup('platinum')).toEqual([]);
  });
});
