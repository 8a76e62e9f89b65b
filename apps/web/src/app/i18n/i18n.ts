import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, type Catalogue } from './en.ts';
import { es } from './es.ts';
import { enIdentity, type IdentityCatalogue } from './en-identity.ts';
import { esIdentity } from './es-identity.ts';
import { enStaff, type StaffCatalogue } from './en-staff.ts';
import { enHierarchy } from './en-hierarchy.ts';
import { enKeyControl } from './en-keycontrol.ts';
import { enBadges } from './en-badges.ts';
import { enReports } from './en-reports.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue & IdentityCatalogue & StaffCatalogue };
  }
}

export const SUPPORTED_LANGUAGES = ['en', 'es'] as const;
const LANGUAGE_KEY = 'kc.language';

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
  resources: {
    en: {
      translation: { ...en, ...enIdentity, ...enHierarchy, ...enStaff, ...enKeyControl, ...enBadges, ...enReports },
    },
    es: { translation: { ...es, ...esIdentity } },
  },
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...SUPPORTED_LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
});

export { i18n };
