/**
 * When the scheduled e-mails go out (decision 0044). Properties have no time zone of their own yet; every property
 * uses this one until they do, read through propertyTimeZone so that a per-property zone changes one function.
 */
export const DEFAULT_PROPERTY_TIME_ZONE = 'America/Chicago';

export const propertyTimeZone = (property?: { timeZone?: string | null }): string =>
  property?.timeZone || DEFAULT_PROPERTY_TIME_ZONE;

/** The last-communication e-mail is sent once a day, from this local hour (the property's morning). */
export const LAST_COMMUNICATION_SEND_HOUR = 7;

const dayHourFormatters = new Map<string, Intl.DateTimeFormat>();
const dayHourFormatter = (timeZone: string) => {
  let f = dayHourFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    dayHourFormatters.set(timeZone, f);
  }
  return f;
};

/** The local calendar date (YYYY-MM-DD) and hour (0–23) of an instant in a time zone. */
export function localDateHour(at: Date, timeZone: string): { date: string; hour: number } {
  const parts = Object.fromEntries(
    dayHourFormatter(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/** Whether today's last-communication e-mail may go out at `at`: the local morning has come. */
export const lastCommunicationDue = (at: Date, timeZone: string) =>
  localDateHour(at, timeZone).hour >= LAST_COMMUNICATION_SEND_HOUR;
