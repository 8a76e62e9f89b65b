import * as z from 'zod/mini';

/**
 * The longest ISO 8601 date-time a person or device sends: "2026-01-01T00:00:00.123456789+05:30" is 35 characters.
 * The format alone lets the fraction of a second run on without end, and such a value failed after validation
 * (a report export answered 500), so every date-time field takes its format through this one bounded schema.
 */
export const ISO_DATE_TIME_MAX = 40;
export const IsoDateTimeSchema = z.iso
  .datetime({ offset: true, message: 'ISO 8601 date-time' })
  .check(z.maxLength(ISO_DATE_TIME_MAX, `At most ${ISO_DATE_TIME_MAX} characters`));
