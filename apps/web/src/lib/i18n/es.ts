import type { Catalogue } from './en.ts';

/** Declared but empty (spec 000 §1): every key falls back to English until translations arrive. */
type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

export const es: DeepPartial<Catalogue> = {};
