import { useTranslation } from 'react-i18next';

/** Every dotted key of a catalogue object ("a.b.c"). */
export type CatalogueKey<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : CatalogueKey<T[K], `${P}${K}.`>;
}[keyof T & string];
type PluralBase<K> = K extends `${infer B}_one` ? B : never;
export type TypedT<C> = (
  key: CatalogueKey<C> | PluralBase<CatalogueKey<C>>,
  options?: Record<string, unknown>,
) => string;

/**
 * Typed lookups in one area's catalogue without widening the app-wide i18next resource type:
 * `export const useAreaT = typedTranslation<typeof enArea>();`
 */
export function typedTranslation<C>(): () => TypedT<C> {
  return function useTypedT() {
    const { t } = useTranslation();
    return t as unknown as TypedT<C>;
  };
}
