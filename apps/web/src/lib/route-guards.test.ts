import { effectiveRights } from '@kc/domain/permissions';
import { ROLE_IDS } from '@kc/domain/roles';
import { describe, expect, it } from 'vitest';
import { externalRouteRedirect, internalRouteRedirect, rightRouteRedirect } from './route-guards.ts';

const me = (role: (typeof ROLE_IDS)[number]) => ({ role, accessRights: effectiveRights(role) });

describe('route guards (spec 000 §2.4)', () => {
  it.each(ROLE_IDS)('role %i: internal routes for < 200, external routes for 200+', (role) => {
    expect(internalRouteRedirect({ role })).toBe(role < 200 ? null : '/overview');
    expect(externalRouteRedirect({ role })).toBe(role < 200 ? '/dashboard' : null);
  });

  it('last communication needs LastComm_UI, else the dashboard', () => {
    expect(rightRouteRedirect(me(101), ['LastComm_UI'], '/dashboard')).toBeNull();
    expect(rightRouteRedirect(me(103), ['LastComm_UI'], '/dashboard')).toBe('/dashboard');
  });

  it('scanning overview and panel need Scanning_UI; scanning units need Scanning_UI or PropertyUnit_UPDATE', () => {
    expect(rightRouteRedirect(me(102), ['Scanning_UI'], '/dashboard')).toBeNull();
    expect(rightRouteRedirect(me(100), ['Scanning_UI'], '/dashboard')).toBe('/dashboard');
    expect(rightRouteRedirect(me(100), ['Scanning_UI', 'PropertyUnit_UPDATE'], '/dashboard')).toBeNull();
    expect(rightRouteRedirect(me(103), ['Scanning_UI', 'PropertyUnit_UPDATE'], '/dashboard')).toBe('/dashboard');
  });

  it('the unit report needs DatalogTransaction_ALL', () => {
    expect(rightRouteRedirect(me(203), ['DatalogTransaction_ALL'], '/property-reports')).toBeNull();
    expect(rightRouteRedirect(me(205), ['DatalogTransaction_ALL'], '/property-reports')).toBe('/property-reports');
  });
});
