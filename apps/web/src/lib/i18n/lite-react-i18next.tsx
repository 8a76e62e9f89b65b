// A stand-in for react-i18next over lite-i18next.ts, for what this app uses of it: useTranslation(ns), I18nextProvider
// and initReactI18next (decision 0051). The language is chosen once at start and catalogues register when their module
// loads, before any of their components render, so nothing needs to re-render on i18n events.
import { useMemo, type ReactNode } from 'react';
import i18n from './lite-i18next.ts';

export const initReactI18next = { type: '3rdParty' as const, init: () => undefined };

export function I18nextProvider({ children }: { i18n?: unknown; children?: ReactNode }) {
  return children;
}

export function useTranslation(ns?: string | readonly string[]) {
  const first = typeof ns === 'string' ? ns : ns?.[0];
  const lng = i18n.language;
  return useMemo(() => {
    const t = i18n.getFixedT(lng, first ?? null);
    const result = [t, i18n, true] as unknown as [typeof t, typeof i18n, boolean] & {
      t: typeof t;
      i18n: typeof i18n;
      ready: boolean;
    };
    result.t = t;
    result.i18n = i18n;
    result.ready = true;
    return result;
  }, [lng, first]);
}
