import { describe, expect, it } from 'vitest';
import type { Me } from '@kc/domain/auth';
import { levelTarget } from './level-target.ts';

const me = (role: number, commercialLevel: number, corporation: Me['corporation'] = { id: 7, name: 'Summit' }) =>
  ({ role, commercialLevel, corporation }) as Me;
const list = [
  { id: 3, name: 'First' },
  { id: 9, name: 'Second' },
];

describe('levelTarget', () => {
  it("is a property-level login's stored property while it is still reachable, else the first", () => {
    expect(levelTarget(me(203, 4), list, 9)).toEqual({ level: 'property', id: 9 });
    expect(levelTarget(me(203, 4), list, 42)).toEqual({ level: 'property', id: 3 });
    expect(levelTarget(me(203, 4), [], null)).toBeNull();
  });

  it("is a region or division login's selection, and a corporate login's corporation", () => {
    expect(levelTarget(me(202, 3), list, null)).toEqual({ level: 'region', id: 3 });
    expect(levelTarget(me(201, 2), list, 9)).toEqual({ level: 'division', id: 9 });
    expect(levelTarget(me(200, 1), null, null)).toEqual({ level: 'corporation', id: 7 });
    expect(levelTarget(me(200, 1, null), null, null)).toBeNull();
  });
});
