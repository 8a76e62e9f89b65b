import type { i18n as I18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { es } from './es.ts';
import { LiteI18n } from './lite-i18next.ts';

// The real i18next, through Node's require (its CommonJS build): in the web tests and the build the bare specifier
// resolves to the stand-in. The module name is a variable so that neither Vite nor TypeScript resolves it.
const nodeModule = 'node:module';
const { createRequire } = (await import(/* @vite-ignore */ nodeModule)) as {
  createRequire: (url: string) => (id: string) => unknown;
};
const real = createRequire(import.meta.url)('i18next') as { createInstance: () => I18n };
type LooseT = (key: string, options?: object) => string;

const catalogues = import.meta.glob<Record<string, Record<string, unknown>>>('../../features/*/i18n/en.ts', {
  eager: true,
});
const features = Object.entries(catalogues).map(([path, module]) => ({
  ns: /features\/([^/]+)\/i18n\//.exec(path)?.[1] ?? path,
  catalogue: Object.values(module)[0] ?? {},
}));

/** The options of the app's instance (lib/i18n/i18n.ts). */
const options = (lng: string) => ({
  resources: { en: { common: en }, es: { common: es } },
  ns: ['common'],
  defaultNS: 'common',
  fallbackNS: 'common',
  lng,
  fallbackLng: 'en',
  supportedLngs: ['en', 'es'],
  interpolation: { escapeValue: false },
  initAsync: false,
});

function both(lng: string) {
  const instance = real.createInstance();
  void instance.init(options(lng));
  const reference = Object.assign(instance, { t: instance.t.bind(instance) as unknown as LooseT });
  const lite = new LiteI18n();
  void lite.init(options(lng));
  for (const { ns, catalogue } of features) {
    reference.addResourceBundle('en', ns, catalogue, true, true);
    lite.addResourceBundle('en', ns, catalogue, true, true);
  }
  return { reference, lite };
}

/** Every string's key, plural suffixes folded into the base key, with the placeholders it names. */
function keysOf(catalogue: Record<string, unknown>, prefix = ''): { key: string; names: string[] }[] {
  return Object.entries(catalogue).flatMap(([name, value]) => {
    const key = `${prefix}${name}`;
    if (value && typeof value === 'object') return keysOf(value as Record<string, unknown>, `${key}.`);
    const names = [...String(value).matchAll(/\{\{(.+?)\}\}/g)].map((m) => (m[1] ?? '').trim());
    return [{ key: key.replace(/_(zero|one|two|few|many|other)$/, ''), names }];
  });
}

describe('lite-i18next gives what i18next gives', () => {
  for (const lng of ['en', 'es']) {
    it(`for every key of every catalogue, in its namespace and through the fallback (${lng})`, () => {
      const { reference, lite } = both(lng);
      let compared = 0;
      for (const { ns, catalogue } of [{ ns: 'common', catalogue: en as Record<string, unknown> }, ...features]) {
        for (const { key, names } of keysOf(catalogue)) {
          const values = Object.fromEntries(names.map((n) => [n, `<${n}>`]));
          for (const extra of [{}, { count: 0 }, { count: 1 }, { count: 2 }, { count: 21 }]) {
            const opts = { ...values, ...extra };
            for (const asked of [ns, 'hierarchy']) {
              expect(lite.t(key, { ...opts, ns: asked }), `${asked}:${key}`).toBe(
                reference.t(key, { ...opts, ns: asked }),
              );
              compared += 1;
            }
          }
          // A placeholder without its value stays as written.
          expect(lite.t(key, { ns })).toBe(reference.t(key, { ns }));
        }
      }
      expect(compared).toBeGreaterThan(1000);
    });
  }

  it('on missing keys, fixed translators, bundles and existence checks', () => {
    const { reference, lite } = both('es');
    expect(reference).not.toBeInstanceOf(LiteI18n);
    expect(typeof (reference as unknown as { services?: object }).services).toBe('object');
    expect(lite.t('no.such.key')).toBe(reference.t('no.such.key'));
    expect(lite.t('common')).toBe('common');
    expect(lite.getFixedT('en', 'hierarchy')('common.loading')).toBe(
      (reference.getFixedT('en', 'hierarchy') as unknown as LooseT)('common.loading'),
    );
    expect(lite.exists('shell.logout', { lng: 'es' })).toBe(reference.exists('shell.logout', { lng: 'es' }));
    expect(lite.exists('no.such.key')).toBe(false);
    expect(lite.hasResourceBundle('en', 'hierarchy')).toBe(true);
    expect(lite.hasResourceBundle('es', 'hierarchy')).toBe(false);
    expect(lite.getResourceBundle('en', 'common')).toEqual(reference.getResourceBundle('en', 'common'));
    expect(lite.language).toBe('es');
  });
});
