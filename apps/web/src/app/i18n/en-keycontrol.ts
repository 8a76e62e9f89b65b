import { useTranslation } from 'react-i18next';

/** Strings of the keycontrol pages. */
export const enKeyControl = {
  keycontrol: {
    title: 'KeyControl',
  },
} as const;

export type KeyControlCatalogue = typeof enKeyControl;
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type KeyControlKey = Leaves<KeyControlCatalogue>;
type PluralBase<K> = K extends `${infer B}_one` ? B : never;
type Translate = (key: KeyControlKey | PluralBase<KeyControlKey>, options?: Record<string, unknown>) => string;

/** Typed lookups in this catalogue without widening the app-wide i18next resource type. */
export function useKeyControlT(): Translate {
  const { t } = useTranslation();
  return t as unknown as Translate;
}
