import { describe, expect, it } from 'vitest';
import { COMMERCIAL_LEVEL, ROLE_COMMERCIAL_LEVEL, ROLE_IDS, isExternalRole, isInternalRole } from './roles.ts';
import { RoleIdSchema } from './auth.ts';

describe('roles', () => {
  it('has the 13 roles of the spec, 7 internal and 6 external', () => {
    expect(ROLE_IDS).toHaveLength(13);
    expect(ROLE_IDS.filter(isInternalRole)).toEqual([100, 101, 102, 103, 104, 105, 106]);
    expect(ROLE_IDS.filter(isExternalRole)).toEqual([200, 201, 202, 203, 204, 205]);
  });

  it('splits internal and external at 200', () => {
    expect(isInternalRole(199)).toBe(true);
    expect(isInternalRole(200)).toBe(false);
    expect(isExternalRole(200)).toBe(true);
  });

  it('gives external roles their commercial level and internal roles none', () => {
    expect(ROLE_COMMERCIAL_LEVEL[200]).toBe(COMMERCIAL_LEVEL.corporation);
    expect(ROLE_COMMERCIAL_LEVEL[201]).toBe(COMMERCIAL_LEVEL.division);
    expect(ROLE_COMMERCIAL_LEVEL[202]).toBe(COMMERCIAL_LEVEL.region);
    for (const r of [203, 204, 205] as const) expect(ROLE_COMMERCIAL_LEVEL[r]).toBe(COMMERCIAL_LEVEL.property);
    for (const r of [100, 101, 102, 103, 104, 105, 106] as const)
      expect(ROLE_COMMERCIAL_LEVEL[r]).toBe(COMMERCIAL_LEVEL.none);
  });

  it('accepts only known role ids', () => {
    expect(RoleIdSchema.safeParse(203).success).toBe(true);
    expect(RoleIdSchema.safeParse(107).success).toBe(false);
    expect(RoleIdSchema.safeParse('203').success).toBe(false);
  });
});
