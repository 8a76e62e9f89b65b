import { useTranslation } from 'react-i18next';

/** Strings of the reports pages. */
export const enReports = {
  reports: {
    title: 'Reports',
  },
} as const;

export type ReportsCatalogue = typeof enReports;
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type ReportsKey = Leaves<ReportsCatalogue>;
type PluralBase<K> = K extends `${infer B}_one` ? B : never;
type Translate = (key: ReportsKey | PluralBase<ReportsKey>, options?: Record<string, unknown>) => string;

/** Typed lookups in this catalogue without widening the app-wide i18next resource type. */
export function useReportsT(): Translate {
  const { t } = useTranslation();
  return t as unknown as Translate;
}
