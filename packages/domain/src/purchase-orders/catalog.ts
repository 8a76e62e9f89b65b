import type { RoleId } from '../roles.ts';

/**
 * Reference data of purchase orders (spec 001 §9 and decision 0053): order types, system (plan) types, products
 * with their default descriptions, and how the customer found the provider. Static lists that change with a
 * release, shared by API and web, like @kc/domain/lookups.
 */

/** Spec 001 §9: type ids 1 normal and 4 conversions; 2 and 3 are ours for the update-{product} page (decision 0053). */
export const PO_TYPES = [
  { id: 1, name: 'Normal' },
  { id: 2, name: 'Expansion' },
  { id: 3, name: 'Upgrade' },
  { id: 4, name: 'Conversion' },
] as const;
export type PoTypeId = (typeof PO_TYPES)[number]['id'];
export const PO_TYPE = { normal: 1, expansion: 2, upgrade: 3, conversion: 4 } as const satisfies Record<
  string,
  PoTypeId
>;
export const PO_TYPE_IDS: PoTypeId[] = PO_TYPES.map((t) => t.id);

/** Spec 001 §9: the system (plan) type codes of an order. */
export const SYSTEM_TYPES = [
  { code: 'PRI', name: 'Primary' },
  { code: 'STD', name: 'Standard' },
  { code: 'PRE', name: 'Premium' },
  { code: 'PLT', name: 'Platinum' },
  { code: 'ECO', name: 'Economy' },
  { code: 'BIO', name: 'Biometric' },
] as const;
export type SystemTypeCode = (typeof SYSTEM_TYPES)[number]['code'];
export const SYSTEM_TYPE_CODES = SYSTEM_TYPES.map((t) => t.code) as [SystemTypeCode, ...SystemTypeCode[]];
/** The plans the dashboard and the sales reports count (spec 001 §9: PRI, STD, PRE, PLT). */
export const PLAN_CODES = ['PRI', 'STD', 'PRE', 'PLT'] as const satisfies readonly SystemTypeCode[];

/** What a product line is, for the line-item rules (Discount and Tax need no description) and the agreement. */
export type ProductKind = 'plan' | 'setup' | 'hardware' | 'service' | 'shipping' | 'discount' | 'tax';

export interface PoProduct {
  /** The product number printed on the order (productNbr). */
  id: number;
  name: string;
  kind: ProductKind;
  description: string;
  /** The plan this product sells, for new-order plan lines. */
  plan?: SystemTypeCode;
}

/**
 * Products an order line may name. 116–119 are the spec's new-order plan codes; the others are ours (decision 0053).
 * "Discount" and "Tax" are the two kinds that need no description (spec 001 §5).
 */
export const PO_PRODUCTS: readonly PoProduct[] = [
  { id: 101, name: 'Key Cabinet', kind: 'hardware', description: 'Touch key cabinet with datalog' },
  { id: 102, name: 'Key Panel', kind: 'hardware', description: 'Additional 50-hook key panel' },
  { id: 103, name: 'Key Tags', kind: 'hardware', description: 'Key tags, pack of 100' },
  { id: 104, name: 'Employee Badges', kind: 'hardware', description: 'Employee badges, pack of 10' },
  { id: 105, name: 'Biometric Reader', kind: 'hardware', description: 'Fingerprint reader for the cabinet' },
  { id: 110, name: 'Setup', kind: 'setup', description: 'System setup and key tagging' },
  { id: 111, name: 'Installation', kind: 'service', description: 'On-site installation and staff training' },
  { id: 112, name: 'Conversion', kind: 'service', description: 'Conversion of an existing key system' },
  { id: 116, name: 'Primary Plan', kind: 'plan', plan: 'PRI', description: 'Monthly service, primary plan' },
  { id: 117, name: 'Standard Plan', kind: 'plan', plan: 'STD', description: 'Monthly service, standard plan' },
  { id: 118, name: 'Premium Plan', kind: 'plan', plan: 'PRE', description: 'Monthly service, premium plan' },
  { id: 119, name: 'Platinum Plan', kind: 'plan', plan: 'PLT', description: 'Monthly service, platinum plan' },
  { id: 130, name: 'Shipping', kind: 'shipping', description: 'Shipping and handling' },
  { id: 190, name: 'Discount', kind: 'discount', description: '' },
  { id: 191, name: 'Tax', kind: 'tax', description: '' },
];
export const NEW_ORDER_PRODUCT_BY_PLAN = { PRI: 116, STD: 117, PRE: 118, PLT: 119 } as const;

export const findProduct = (id: number): PoProduct | undefined => PO_PRODUCTS.find((p) => p.id === id);
/** Spec 001 §5: every line except Discount and Tax needs a description. */
export const productNeedsDescription = (product: PoProduct): boolean =>
  product.kind !== 'discount' && product.kind !== 'tax';

/** Decision 0053: who an order form offers as sales representatives (management, sales) and installers (service techs). */
export const SALES_REP_ROLES: readonly RoleId[] = [100, 101];
export const INSTALLER_ROLES: readonly RoleId[] = [102];

/** How the customer found the provider (the spec's "foundUs" list; its values are not shown, so these are ours). */
export const FOUND_US = [
  { id: 1, name: 'Referral' },
  { id: 2, name: 'Trade show' },
  { id: 3, name: 'Web search' },
  { id: 4, name: 'Sales call' },
  { id: 5, name: 'Existing customer' },
  { id: 6, name: 'Other' },
] as const;
export const FOUND_US_IDS = FOUND_US.map((f) => f.id) as number[];
