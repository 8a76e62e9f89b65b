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
 * The paths (`a.b.0.c`, '' for the value itself) of every string or object key in a parsed request part that cannot
 * be stored: the one check behind the API's 400 for such characters, whatever the route. The walk keeps the path as
 * a stack of segments and joins it only for a bad string, so a clean request (a device's 1,000-row upload) builds no
 * path at all.
 */
export function unstorableTextPaths(value: unknown): string[] {
  const out: string[] = [];
  collect(value, [], 0, out);
  return out;
}

function collect(value: unknown, path: string[], depth: number, out: string[]): void {
  if (typeof value === 'string') {
    if (!isStorableText(value)) out.push(path.join('.'));
    return;
  }
  if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH) return;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      path.push(String(i));
      collect(value[i], path, depth + 1, out);
      path.pop();
    }
    return;
  }
  if (!isSearched(value)) return;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    path.push(key);
    if (!isStorableText(key)) out.push(path.join('.'));
    collect((value as Record<string, unknown>)[key], path, depth + 1, out);
    path.pop();
  }
}
