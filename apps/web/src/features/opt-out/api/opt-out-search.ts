import * as z from 'zod/mini';

/** The page's query string: `token` as the e-mail wrote it; anything else reads as no token (the page says why). */
export const OptOutSearchSchema = z.object({ token: z.catch(z.optional(z.string()), undefined) });
