// The opt-out routes' search validation runs before any page loads, so this module imports nothing (decision 0057).

/** The page's query string: `token` as the e-mail wrote it; anything else reads as no token (the page says why). */
export function optOutSearch(search: Record<string, unknown>): { token?: string } {
  return typeof search.token === 'string' ? { token: search.token } : {};
}
