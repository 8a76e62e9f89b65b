import type { IdentityCatalogue } from './en-identity.ts';

/** Declared but empty like es.ts (spec 000 §1): English is the fallback. */
type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

export const esIdentity: DeepPartial<IdentityCatalogue> = {};
