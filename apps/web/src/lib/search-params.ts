// Readers of the query string for routes whose definitions load with every page (the router runs validateSearch
// before any page's chunk): plain functions, so the sign-in page's first download carries no zod (decision 0057).
// A value of the wrong kind reads as absent, as zod's `catch` did: a hand-edited link never ends on an error page.

/** A text value; TanStack's parser turns `?email=123` into a number, so numbers read back as their text. */
export function searchText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;
}

/** One of the given values, else undefined. */
export function searchChoice<const T extends string>(choices: readonly T[], value: unknown): T | undefined {
  return choices.find((choice) => choice === value);
}

/** A positive 32-bit integer id (`?propertyId=7` or `"7"`), else undefined. */
export function searchId(value: unknown): number | undefined {
  const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
}
