import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

/**
 * zod/mini (decision 0046) loads no locale: a check without its own message reads "Invalid input". Classic zod sets
 * English on import; whoever validates with the domain's schemas without it calls this once, so messages such as
 * `Too big: expected string to have <=100 characters` stay what they were.
 */
export function configureZodEnglish(): void {
  z.config(en());
}
