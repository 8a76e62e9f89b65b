import * as z from 'zod/mini';
import { PLAN_CODES } from './catalog.ts';
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
