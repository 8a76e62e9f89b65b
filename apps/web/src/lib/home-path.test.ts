import { ROLE_IDS } from '@kc/domain/roles';
import { describe, expect, it } from 'vitest';
import { canSeeInternalRoutes, homePathFor, loginSearchFor, safeRedirectPath } from './home-path.ts';

describe('homePathFor (root redirect)', () => {
  it.each(ROLE_IDS)('sends role %i to its landing page', (role) => {
    expect(homePathFor({ role })).toBe(role < 200 ? '/dashboard' : '/overview');
    expect(canSeeInternalRoutes({ role })).toBe(role < 200);
  });
});

describe('safeRedirectPath', () => {
  it('keeps paths on this site, with their query', () => {
    expect(safeRedirectPath('/dashboard')).toBe('/dashboard');
    expect(safeRedirectPath('/property/12?tab=units')).toBe('/property/12?tab=units');
  });

  it('refuses other sites, protocol-relative links, login loops and junk', () => {
    for (const value of [
      'https://evil.test',
      '//evil.test/x',
      '/\\evil.test',
      'javascript:alert(1)',
      '/login',
      '/login?redirect=/x',
      '',
      undefined,
      42,
    ]) {
      expect(safeRedirectPath(value)).toBe('/');
    }
  });
});

describe('loginSearchFor', () => {
  it('remembers the page unless it is the root', () => {
    expect(loginSearchFor('/dashboard')).toEqual({ redirect: '/dashboard' });
    expect(loginSearchFor('/')).toEqual({});
  });
});
