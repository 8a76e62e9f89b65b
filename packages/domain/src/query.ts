import * as z from 'zod/mini';

/** A yes/no filter in a query string ("true"/"false" or "1"/"0"), undefined when absent. */
export const QueryFlagSchema = z.pipe(
  z.optional(z.enum(['true', 'false', '1', '0'])),
  z.transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
);
