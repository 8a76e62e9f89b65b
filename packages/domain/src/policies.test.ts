import { describe, expect, it } from 'vitest';
import { effectiveRights } from './permissions.ts';
import { POLICIES, canListEntities, type PolicyName } from './policies.ts';
import { ROLE_IDS } from './roles.ts';

const rolesAllowed = (name: PolicyName) =>
  ROLE_IDS.filter((roleId) => POLICIES[name].allows({ roleId, rights: effectiveRights(roleId) }));

describe('named policies', () => {
  it('give the roles the spec and decision 0012 name', () => {
    expect(rolesAllowed('readAuditLog')).toEqual([102, 103, 105, 106]);
    expect(rolesAllowed('createEntity')).toEqual([100, 101, 105, 106]);
    expect(rolesAllowed('deleteEntity')).toEqual([100, 105, 106]);
    expect(rolesAllowed('administerSso')).toEqual([105, 106]);
    expect(rolesAllowed('internalRole')).toEqual([100, 101, 102, 103, 104, 105, 106]);
  });

  it('let provider staff list customers only with AllEntities_READ, customers always', () => {
    expect(canListEntities({ roleId: 101, rights: { AllEntities_READ: true } })).toBe(true);
    expect(canListEntities({ roleId: 101, rights: { AllEntities_READ: false } })).toBe(false);
    expect(canListEntities({ roleId: 205, rights: {} })).toBe(true);
  });
});
