import { describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';

describe('catalogues', () => {
  it('Spanish is declared and falls back to English for every key', async () => {
    expect(i18n.options.supportedLngs).toContain('es');
    const es = i18n.getFixedT('es');
    expect(es('shell.logout')).toBe('Logout');
    expect(es('shell.nav.supplies')).toBe('Supplies/More');
    expect(es('accountState.mobileTitle')).toBe('Page Not Available for Mobile Devices');
  });
});
