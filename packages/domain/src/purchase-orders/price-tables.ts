/**
 * The price tables, in integer cents, by plan and unit count. This is the one place where prices live.
 *
 * Every value says where it comes from: `spec` — given by spec 001 section 9 ("Monthly price tables by plan and unit
 * count", "Setup prices in cents"); `ours` — the spec says "not shown" and we filled the tier (decision 0055). A tier
 * covers the unit counts above the previous tier's `upTo` up to and including its own `upTo`. Above the last tier
 * (2,000 units) every price is 0 (spec: "Pricing helpers return 0 above 2000 units").
 */

export const PRICED_PLANS = ['primary', 'standard', 'premium', 'platinum'] as const;
export type PricedPlan = (typeof PRICED_PLANS)[number];

/** Spec: "standard … to 154.95 (first table) or 194.95 (second table)". Which one an order uses is not shown. */
export const MONTHLY_PRICE_TABLES = [1, 2] as const;
export type MonthlyPriceTable = (typeof MONTHLY_PRICE_TABLES)[number];

export type PriceSource = 'spec' | 'ours';
export interface PriceTier {
  readonly upTo: number;
  readonly cents: number;
  readonly source: PriceSource;
}

/** The most units any table prices; above it every helper answers 0. */
export const MAX_PRICED_UNITS = 2000;

const tier = (upTo: number, cents: number, source: PriceSource): PriceTier => ({ upTo, cents, source });

const PRIMARY_MONTHLY: readonly PriceTier[] = [
  tier(100, 2995, 'spec'),
  tier(200, 3495, 'spec'),
  tier(400, 3995, 'ours'),
  tier(600, 4495, 'ours'),
  tier(800, 4995, 'ours'),
  tier(1000, 5495, 'ours'),
  tier(1200, 5995, 'ours'),
  tier(1400, 6495, 'ours'),
  tier(1600, 6995, 'ours'),
  tier(2000, 7995, 'ours'),
];

const PREMIUM_MONTHLY: readonly PriceTier[] = [
  tier(100, 4995, 'spec'),
  tier(200, 6495, 'ours'),
  tier(400, 7995, 'ours'),
  tier(600, 9495, 'ours'),
  tier(800, 10995, 'ours'),
  tier(1000, 12495, 'ours'),
  tier(1200, 13995, 'ours'),
  tier(1400, 15495, 'ours'),
  tier(1600, 17495, 'ours'),
  tier(2000, 19995, 'ours'),
];

const PLATINUM_MONTHLY: readonly PriceTier[] = [
  tier(100, 5495, 'spec'),
  tier(200, 6995, 'ours'),
  tier(400, 8495, 'ours'),
  tier(600, 9995, 'ours'),
  tier(800, 11495, 'ours'),
  tier(1000, 12995, 'ours'),
  tier(1200, 14495, 'ours'),
  tier(1400, 15995, 'ours'),
  tier(1600, 17995, 'ours'),
  tier(2000, 20495, 'ours'),
];

/**
 * Monthly prices. Primary, premium and platinum have one table (the table number only changes standard).
 * Standard's two tables share the spec's 44.95 at up to 100 units ("from 44.95 up to 100 units to …").
 * Ours are chosen so that, at every tier, primary < standard (table 1) <= standard (table 2) < premium < platinum,
 * premium = standard table 2 + 5.00 and platinum = standard table 2 + 10.00 (the spec's 49.95 and 54.95 at up to
 * 100 units are exactly that).
 */
export const MONTHLY_PRICES: Readonly<Record<PricedPlan, Readonly<Record<MonthlyPriceTable, readonly PriceTier[]>>>> = {
  primary: {
    1: PRIMARY_MONTHLY,
    2: PRIMARY_MONTHLY,
  },
  standard: {
    1: [
      tier(100, 4495, 'spec'),
      tier(200, 5495, 'ours'),
      tier(400, 6495, 'ours'),
      tier(600, 7495, 'ours'),
      tier(800, 8495, 'ours'),
      tier(1000, 9495, 'ours'),
      tier(1200, 10995, 'ours'),
      tier(1400, 12495, 'ours'),
      tier(1600, 13995, 'ours'),
      tier(2000, 15495, 'spec'),
    ],
    2: [
      tier(100, 4495, 'spec'),
      tier(200, 5995, 'ours'),
      tier(400, 7495, 'ours'),
      tier(600, 8995, 'ours'),
      tier(800, 10495, 'ours'),
      tier(1000, 11995, 'ours'),
      tier(1200, 13495, 'ours'),
      tier(1400, 14995, 'ours'),
      tier(1600, 16995, 'ours'),
      tier(2000, 19495, 'spec'),
    ],
  },
  premium: {
    1: PREMIUM_MONTHLY,
    2: PREMIUM_MONTHLY,
  },
  platinum: {
    1: PLATINUM_MONTHLY,
    2: PLATINUM_MONTHLY,
  },
};

/**
 * One-time setup prices. The spec gives primary at 100, 150 and 200 units and standard at 100 and 2,000 units, so
 * setup tiers are finer at the small end (100 / 150 / 200) than the monthly ones. Ours keep, at every tier,
 * primary < standard < premium < platinum, premium = standard + 10.00 and platinum = standard + 20.00.
 */
export const SETUP_PRICES: Readonly<Record<PricedPlan, readonly PriceTier[]>> = {
  primary: [
    tier(100, 1998, 'spec'),
    tier(150, 2999, 'spec'),
    tier(200, 3999, 'spec'),
    tier(400, 4999, 'ours'),
    tier(600, 5999, 'ours'),
    tier(800, 6999, 'ours'),
    tier(1000, 7999, 'ours'),
    tier(1200, 8999, 'ours'),
    tier(1400, 9999, 'ours'),
    tier(1600, 10999, 'ours'),
    tier(2000, 12999, 'ours'),
  ],
  standard: [
    tier(100, 2999, 'spec'),
    tier(150, 3999, 'ours'),
    tier(200, 4999, 'ours'),
    tier(400, 5999, 'ours'),
    tier(600, 7599, 'ours'),
    tier(800, 8999, 'ours'),
    tier(1000, 10599, 'ours'),
    tier(1200, 11999, 'ours'),
    tier(1400, 13599, 'ours'),
    tier(1600, 15599, 'ours'),
    tier(2000, 17599, 'spec'),
  ],
  premium: [
    tier(100, 3999, 'ours'),
    tier(150, 4999, 'ours'),
    tier(200, 5999, 'ours'),
    tier(400, 6999, 'ours'),
    tier(600, 8599, 'ours'),
    tier(800, 9999, 'ours'),
    tier(1000, 11599, 'ours'),
    tier(1200, 12999, 'ours'),
    tier(1400, 14599, 'ours'),
    tier(1600, 16599, 'ours'),
    tier(2000, 18599, 'ours'),
  ],
  platinum: [
    tier(100, 4999, 'ours'),
    tier(150, 5999, 'ours'),
    tier(200, 6999, 'ours'),
    tier(400, 7999, 'ours'),
    tier(600, 9599, 'ours'),
    tier(800, 10999, 'ours'),
    tier(1000, 12599, 'ours'),
    tier(1200, 13999, 'ours'),
    tier(1400, 15599, 'ours'),
    tier(1600, 17599, 'ours'),
    tier(2000, 19599, 'ours'),
  ],
};

/** Spec: "Discount amount: -250 for primary, -500 otherwise" (cents, a negative line amount). */
export const DISCOUNT_CENTS: Readonly<Record<PricedPlan, number>> = {
  primary: -250,
  standard: -500,
  premium: -500,
  platinum: -500,
};
