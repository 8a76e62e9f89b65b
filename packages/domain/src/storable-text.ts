/** A UTF-16 surrogate without its pair (with a NUL character, text PostgreSQL cannot store). */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Deeper than this, a request's structure is not searched (no body of ours nests so far). */
const MAX_DEPTH = 64;

/** Any surrogate: text without one has no unpaired one, so most strings need no closer look. */
const SURROGATE = /[\uD800-\uDFFF]/;

/** True when `text` can be stored as it is. */
export const isStorableText = (text: string): boolean =>
  !text.includes('\u0000') && (!SURROGATE.test(text) || !UNPAIRED_SURROGATE.test(text));

const isSearched = (value: object): boolean =>
  // Binary data and streams (a multipart file) are not text; a parsed query may have a bare prototype, so no check on it.
  !(
    ArrayBuffer.isView(value) ||
    value instanceof ArrayBuffer ||
    typeof (value as { pipe?: unknown }).pipe === 'function'
  );

/**
 * True when every string and key in `value` is storable: the walk without paths, for the common case (a device's
 * 1,000-row upload is searched in a fraction of the time the paths take).
 */
function allStorable(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return isStorableText(value);
  if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH) return true;
  if (Array.isArray(value)) {
    for (const item of value) if (!allStorable(item, depth + 1)) return false;
    return true;
  }
  if (!isSearched(value)) return true;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (!isStorableText(key) || !allStorable((value as Record<string, unknown>)[key], depth + 1)) return false;
  }
  return true;
}

/**
 * The paths (`a.b.0.c`, '' for the value itself) of every string or object key in a parsed request part that cannot
 * be stored: the one check behind the API's 400 for such characters, whatever the route.
 */
export function unstorableTextPaths(value: unknown, path = '', depth = 0): string[] {
  if (depth === 0 && allStorable(value, 0)) return [];
  if (typeof value === 'string') return isStorableText(value) ? [] : [path];
  if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH) return [];
  const at = (key: string) => (path ? `${path}.${key}` : key);
  if (Array.isArray(value)) return value.flatMap((item, i) => unstorableTextPaths(item, at(String(i)), depth + 1));
  if (!isSearched(value)) return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) => [
    ...(isStorableText(key) ? [] : [at(key)]),
    ...unstorableTextPaths(item, at(key), depth + 1),
  ]);
}
