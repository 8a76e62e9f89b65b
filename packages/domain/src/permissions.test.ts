import { describe, it, expect } from 'vitest';
import { ROLE_IDS, isExternalRole, type RoleId } from './roles.ts';
import {
  DEFAULT_ACCESS_ROLES,
  DEFAULT_GRANTS,
  INTERNAL_ONLY_PERMISSION_KEYS,
  PERMISSIONS,
  PERMISSION_KEYS,
  PermissionKeySchema,
  can,
  effectiveRights,
  isInternalOnlyPermission,
} from './permissions.ts';

const externalRoles = ROLE_IDS.filter(isExternalRole);

describe('permission registry', () => {
  it('holds every right the spec names', () => {
    for (const key of [
      'CustomerImpersonation_ALL',
      'Staff-Corporation_DELETE',
      'PurchaseOrder-LandingPage-Accounting_UI',
      'Overview-VerifiedPurchaseOrders_UI',
      'Report-HooksTags_READ',
      'PurchaseOrder-ManagementDecision_UPDATE',
      'IdentityAdminPassword_CREATE',
      'ShippingOrder-ESOF_ALL',
      'DatalogTransaction_ALL',
    ])
      expect(PERMISSION_KEYS).toContain(key);
  });

  it('gives every right a display name and a unique one', () => {
    const names = PERMISSION_KEYS.map((k) => PERMISSIONS[k].displayName);
    expect(names.every((n) => n.length > 0)).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });

  it('rejects unknown keys', () => {
    expect(PermissionKeySchema.safeParse('Badge_UPDATE').success).toBe(true);
    expect(PermissionKeySchema.safeParse('Badge_DESTROY').success).toBe(false);
    expect(PermissionKeySchema.safeParse('').success).toBe(false);
  });
});

describe('default grants', () => {
  it('has a grant list for every role, without duplicates or unknown keys', () => {
    for (const roleId of ROLE_IDS) {
      const grants = DEFAULT_GRANTS[roleId];
      expect(grants, `role ${roleId}`).toBeDefined();
      expect(grants.length, `role ${roleId}`).toBeGreaterThan(0);
      expect(new Set(grants).size, `role ${roleId}`).toBe(grants.length);
      for (const key of grants) expect(PermissionKeySchema.safeParse(key).success, key).toBe(true);
    }
  });

  it('never gives an internal-only right to an external role', () => {
    for (const roleId of externalRoles) {
      expect(DEFAULT_GRANTS[roleId].filter(isInternalOnlyPermission), `role ${roleId}`).toEqual([]);
    }
    expect(INTERNAL_ONLY_PERMISSION_KEYS).toEqual(
      expect.arrayContaining([
        'AllEntities_READ',
        'CustomerImpersonation_ALL',
        'Inventory_READ',
        'User_CREATE',
        'News_UPDATE',
        'PurchaseOrder_DELETE',
      ]),
    );
  });

  it('gives the super administrator everything', () => {
    expect([...DEFAULT_GRANTS[106]].sort()).toEqual([...PERMISSION_KEYS].sort());
  });

  it('narrows external rights from corporate down to property staff', () => {
    const chain: RoleId[] = [200, 201, 202, 203];
    for (let i = 1; i < chain.length; i++) {
      const wider = new Set(DEFAULT_GRANTS[chain[i - 1]!]);
      for (const key of DEFAULT_GRANTS[chain[i]!]) expect(wider.has(key), `${chain[i]} ${key}`).toBe(true);
    }
    expect(DEFAULT_GRANTS[205]).toContain('Report-KeysOut_READ');
    expect(DEFAULT_GRANTS[205]).not.toContain('Badge_UPDATE');
  });

  it('keeps purchase-order decisions with management and accounting orders away from sales', () => {
    expect(DEFAULT_GRANTS[100]).toContain('PurchaseOrder-ManagementDecision_UPDATE');
    expect(DEFAULT_GRANTS[101]).not.toContain('PurchaseOrder-ManagementDecision_UPDATE');
    expect(DEFAULT_GRANTS[101]).not.toContain('PurchaseOrder-LandingPage-Accounting_UI');
    expect(DEFAULT_GRANTS[103]).toContain('PurchaseOrder-LandingPage-Accounting_UI');
  });
});

describe('default access roles', () => {
  it('covers every external role once, at that role level', () => {
    expect(DEFAULT_ACCESS_ROLES.map((r) => r.roleId).sort()).toEqual([...externalRoles].sort());
    expect(DEFAULT_ACCESS_ROLES.find((r) => r.roleId === 205)?.name).toBe('External Property Key-Out Reports');
    expect(DEFAULT_ACCESS_ROLES.filter((r) => r.isDefault)).toHaveLength(4);
  });
});

describe('effectiveRights and can', () => {
  it('starts from the role defaults', () => {
    const rights = effectiveRights(205);
    expect(Object.keys(rights).sort()).toEqual([...PERMISSION_KEYS].sort());
    expect(can(rights, 'Report-KeysOut_READ')).toBe(true);
    expect(can(rights, 'Badge_UPDATE')).toBe(false);
  });

  it('applies per-login grants and withdrawals', () => {
    const rights = effectiveRights(204, [
      { key: 'ShippingOrder-ESOF_ALL', granted: true },
      { key: 'Badge_UPDATE', granted: false },
    ]);
    expect(can(rights, 'ShippingOrder-ESOF_ALL')).toBe(true);
    expect(can(rights, 'Badge_UPDATE')).toBe(false);
    expect(can(effectiveRights(204), 'Badge_UPDATE')).toBe(true);
  });

  it('never grants an internal-only right to an external role', () => {
    const rights = effectiveRights(200, [
      { key: 'CustomerImpersonation_ALL', granted: true },
      { key: 'AllEntities_READ', granted: true },
    ]);
    expect(can(rights, 'CustomerImpersonation_ALL')).toBe(false);
    expect(can(rights, 'AllEntities_READ')).toBe(false);
    expect(can(effectiveRights(101, [{ key: 'Inventory_READ', granted: true }]), 'Inventory_READ')).toBe(true);
  });

  it('ignores unknown keys in stored grants', () => {
    const rights = effectiveRights(203, [{ key: 'Nope_ALL', granted: true }]);
    expect('Nope_ALL' in rights).toBe(false);
  });

  it('treats missing or absent maps as no right', () => {
    expect(can(undefined, 'Badge_UPDATE')).toBe(false);
    expect(can({}, 'Badge_UPDATE')).toBe(false);
    expect(can({ Badge_UPDATE: true }, 'Badge_UPDATE')).toBe(true);
  });
});
