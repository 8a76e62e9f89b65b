import { AppError } from '../errors.ts';
import {
  DISCOUNT_CENTS,
  MAX_PRICED_UNITS,
  MONTHLY_PRICES,
  type MonthlyPriceTable,
  type PriceTier,
  type PricedPlan,
  SETUP_PRICES,
} from './price-tables.ts';

export const UNIT_COUNT_MESSAGE = 'Number of units must be a whole number of at least 1.';

/**
 * Refuses a unit count that is not a whole number of at least 1 (0, negatives, fractions, NaN, Infinity) with a
 * 400 on the `units` field: a price for "no units" or "2.5 units" is a caller's mistake, not a free system.
 */
export function assertUnitCount(units: number, field = 'units'): void {
  if (!Number.isSafeInteger(units) || units < 1) {
    throw new AppError('VALIDATION_FAILED', UNIT_COUNT_MESSAGE, [{ field, message: UNIT_COUNT_MESSAGE }]);
  }
}

/** The tier that covers `units`, or undefined above the last tier (more than 2,000 units). */
export function tierFor(tiers: readonly PriceTier[], units: number): PriceTier | undefined {
  assertUnitCount(units);
  if (units > MAX_PRICED_UNITS) return undefined;
  return tiers.find((t) => units <= t.upTo);
}

/** Monthly price in cents for a plan and unit count; 0 above 2,000 units. `table` only changes standard. */
export function monthlyPriceCents(plan: PricedPlan, units: number, table: MonthlyPriceTable = 1): number {
  return tierFor(MONTHLY_PRICES[plan][table], units)?.cents ?? 0;
}

/** One-time setup price in cents for a plan and unit count; 0 above 2,000 units. */
export function setupPriceCents(plan: PricedPlan, units: number): number {
  return tierFor(SETUP_PRICES[plan], units)?.cents ?? 0;
}

/** The discount line's amount in cents (negative). */
export function discountCents(plan: PricedPlan): number {
  return DISCOUNT_CENTS[plan];
}
