import { describe, expect, it } from 'vitest';
import { en as common } from '#web/lib/i18n/en.ts';
import { COMMON_NS, i18n } from '#web/lib/i18n/i18n.ts';
import { TYPED_NAMESPACES } from './resources.ts';

// Every feature catalogue and the module that registers it, found on disk so a new feature cannot be forgotten.
const catalogues = import.meta.glob<Record<string, Record<string, unknown>>>('../../features/*/i18n/en.ts', {
  eager: true,
});
const registrars = import.meta.glob('../../features/*/i18n/use-*-t.ts', { eager: true });
const featureOf = (path: string) => /features\/([^/]+)\/i18n\//.exec(path)?.[1] ?? path;
const featureNamespaces = Object.keys(catalogues).map(featureOf).sort();

/** The top-level keys of a catalogue module's one exported object. */
function topLevelKeys(module: Record<string, Record<string, unknown>>): string[] {
  const exported = Object.values(module);
  expect(exported).toHaveLength(1);
  return Object.keys(exported[0] ?? {});
}

describe('catalogues', () => {
  it('Spanish is declared and falls back to English for every key', () => {
    expect(i18n.options.supportedLngs).toContain('es');
    const es = i18n.getFixedT('es');
    expect(es('shell.logout')).toBe('Logout');
    expect(es('shell.nav.supplies')).toBe('Supplies/More');
    expect(es('accountState.mobileTitle')).toBe('Page Not Available for Mobile Devices');
  });

  it('every feature catalogue is its own namespace, typed for i18next', () => {
    expect(featureNamespaces.length).toBeGreaterThan(0);
    expect([...TYPED_NAMESPACES].sort()).toEqual([COMMON_NS, ...featureNamespaces].sort());
    expect(Object.keys(registrars).map(featureOf).sort()).toEqual(featureNamespaces);
  });

  it('each feature module registers its catalogue under the feature name, in English and in Spanish by fallback', () => {
    for (const [path, module] of Object.entries(catalogues)) {
      const ns = featureOf(path) as (typeof TYPED_NAMESPACES)[number];
      expect(i18n.hasResourceBundle('en', ns), ns).toBe(true);
      expect(i18n.getResourceBundle('en', ns)).toEqual(Object.values(module)[0]);
      const [first] = topLevelKeys(module);
      expect(i18n.exists(`${first}`, { ns, lng: 'es' }), ns).toBe(true);
    }
  });

  it('no top-level key is declared in two namespaces, so a feature key never shadows a shared one', () => {
    const owner = new Map<string, string>(Object.keys(common).map((key) => [key, COMMON_NS]));
    const clashes: string[] = [];
    for (const [path, module] of Object.entries(catalogues)) {
      for (const key of topLevelKeys(module)) {
        const previous = owner.get(key);
        if (previous) clashes.push(`${key}: ${previous} and ${featureOf(path)}`);
        owner.set(key, featureOf(path));
      }
    }
    expect(clashes).toEqual([]);
  });

  it('a feature namespace resolves its own keys and, through the fallback, the shared ones', () => {
    const t = i18n.getFixedT('en', 'hierarchy');
    expect(t('hierarchy.page.retry')).toBe('Try again');
    expect(t('common.loading')).toBe(common.common.loading);
  });
});
