import * as z from 'zod/mini';
import { PLAN_CODES, findProduct } from './catalog.ts';
import { PRICED_PLANS, type PricedPlan } from './price-tables.ts';

/** Spec 001 §9: the plan codes PRI, STD, PRE, PLT (catalog.ts), stored on a property as `plan_code` (decision 0056). */
export { PLAN_CODES };
export type PlanCode = (typeof PLAN_CODES)[number];
export const PlanCodeSchema = z.enum(PLAN_CODES);

export const PLAN_OF_CODE: Readonly<Record<PlanCode, PricedPlan>> = {
  PRI: 'primary',
  STD: 'standard',
  PRE: 'premium',
  PLT: 'platinum',
};
export const CODE_OF_PLAN = Object.fromEntries(
  PRICED_PLANS.map((plan) => [plan, PLAN_CODES.find((code) => PLAN_OF_CODE[code] === plan)!]),
) as Readonly<Record<PricedPlan, PlanCode>>;

/** The plan the platinum datalog report lists. */
export const PLATINUM_PLAN_CODE: PlanCode = 'PLT';

/**
 * The plan an installed order puts its property on (decision 0061, as decision 0056 asked): the last line that sells
 * a plan (products 116-119); null when the order sells none (hardware, an expansion without a plan line).
 */
export function planCodeOfOrder(items: readonly { productNbr: number | null }[]): PlanCode | null {
  let code: PlanCode | null = null;
  for (const item of items) {
    const plan = item.productNbr === null ? undefined : findProduct(item.productNbr)?.plan;
    if (plan && (PLAN_CODES as readonly string[]).includes(plan)) code = plan as PlanCode;
  }
  return code;
}
