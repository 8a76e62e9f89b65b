// Read by the report routes' search validation, which the router runs before any page loads: this module stays in
// the app's entry, so it imports nothing (decision 0050).

/** `?propertyId=` of report routes. */
export function propertySearch(search: Record<string, unknown>): { propertyId?: number } {
  const id = Number(search.propertyId);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? { propertyId: id } : {};
}
