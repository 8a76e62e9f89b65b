/** Role ids of spec 000 §6. Below 200 is internal staff of the provider; 200 and above is customer staff. */
export const ROLES = {
  100: 'Management',
  101: 'Sales Associate',
  102: 'Service Tech',
  103: 'Accounting',
  104: 'Production',
  105: 'System Administrator',
  106: 'Super Administrator',
  200: 'External Corporate',
  201: 'External Division',
  202: 'External Region',
  203: 'Property Manager',
  204: 'Property Assistant Manager',
  205: 'Property Staff',
} as const;

export type RoleId = keyof typeof ROLES;
export const ROLE_IDS = Object.keys(ROLES).map(Number) as RoleId[];

export const FIRST_EXTERNAL_ROLE = 200;
export const isInternalRole = (roleId: number): boolean => roleId < FIRST_EXTERNAL_ROLE;
export const isExternalRole = (roleId: number): boolean => roleId >= FIRST_EXTERNAL_ROLE;

/** Commercial levels of spec 000 §3: only external staff logins carry one; internal users are 0. */
export const COMMERCIAL_LEVEL = { none: 0, corporation: 1, division: 2, region: 3, property: 4 } as const;
export type CommercialLevel = (typeof COMMERCIAL_LEVEL)[keyof typeof COMMERCIAL_LEVEL];

/** The commercial level each external role works at. */
export const ROLE_COMMERCIAL_LEVEL: Record<RoleId, CommercialLevel> = {
  100: 0,
  101: 0,
  102: 0,
  103: 0,
  104: 0,
  105: 0,
  106: 0,
  200: 1,
  201: 2,
  202: 3,
  203: 4,
  204: 4,
  205: 4,
};
