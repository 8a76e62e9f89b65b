import { searchId } from '#web/lib/search-params.ts';

// Read by the report routes' search validation, which the router runs before any page loads: this module stays in
// the app's entry, so it imports nothing heavy (decisions 0050, 0057).

/** `?propertyId=` of report routes. */
export function propertySearch(search: Record<string, unknown>): { propertyId?: number } {
  const id = searchId(search.propertyId);
  return id ? { propertyId: id } : {};
}
