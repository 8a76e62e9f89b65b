import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.ts';
import { es } from './es.ts';

export const SUPPORTED_LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
const LANGUAGE_KEY = 'kc.language';

/** The namespace of the shell and the shared components; every feature namespace falls back to it. */
export const COMMON_NS = 'common';

function initialLanguage(): string {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    if (stored && (SUPPORTED_LANGUAGES as readonly string[]).includes(stored)) return stored;
  } catch {
    // Storage can be blocked; English is the product's language.
  }
  return 'en';
}

void i18n.use(initReactI18next).init({
  resources: { en: { [COMMON_NS]: en }, es: { [COMMON_NS]: es } } satisfies Resource,
  ns: [COMMON_NS],
  defaultNS: COMMON_NS,
  fallbackNS: COMMON_NS,
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...SUPPORTED_LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
});

/**
 * Adds a feature's catalogues under its own namespace. Called by the feature's `use<Area>T` module, so the strings
 * travel in the feature's chunk and are in place before any of its components renders. Each feature owns one
 * namespace, so a key of one feature can never overwrite a key of another.
 */
export function registerNamespace(ns: string, catalogues: { en: object } & Partial<Record<Language, object>>): void {
  for (const [lng, catalogue] of Object.entries(catalogues)) i18n.addResourceBundle(lng, ns, catalogue, true, true);
}

export { i18n };
