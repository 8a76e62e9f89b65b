import { useTranslation } from 'react-i18next';

/** Strings of the badges pages. */
export const enBadges = {
  badges: {
    title: 'Badges',
  },
} as const;

export type BadgesCatalogue = typeof enBadges;
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type BadgesKey = Leaves<BadgesCatalogue>;
type PluralBase<K> = K extends `${infer B}_one` ? B : never;
type Translate = (key: BadgesKey | PluralBase<BadgesKey>, options?: Record<string, unknown>) => string;

/** Typed lookups in this catalogue without widening the app-wide i18next resource type. */
export function useBadgesT(): Translate {
  const { t } = useTranslation();
  return t as unknown as Translate;
}
