// Wall-clock readings of an instant in an IANA time zone, through Intl (DST-aware), shared by the overview's days,
// the scheduled e-mails' local hours and the key-activity rules' windows.

/** One formatter per zone (building one costs far more than using it); zones are few, the map stays small. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    if (formatters.size >= 1000) formatters.clear();
    formatters.set(tz, f);
  }
  return f;
}

/** Whether the runtime knows the time zone. */
export function isTimeZone(tz: string): boolean {
  try {
    formatterOf(tz);
    return true;
  } catch {
    return false;
  }
}

const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** The wall clock of an instant in a zone: year, month (0–11), day, hour (0–23), minute, second, weekday (Sunday 0). */
export function zoneParts(instant: number | Date, tz: string) {
  const parts = formatterOf(tz).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    y: get('year'),
    m: get('month') - 1,
    d: get('day'),
    h: get('hour'),
    min: get('minute'),
    s: get('second'),
    weekday: WEEKDAY_INDEX[parts.find((p) => p.type === 'weekday')?.value ?? '']!,
  };
}

/** The zone's offset from UTC at an instant, in ms (wall clock minus UTC). */
export function zoneOffset(instant: number, tz: string): number {
  const p = zoneParts(instant, tz);
  return Date.UTC(p.y, p.m, p.d, p.h, p.min, p.s) - Math.floor(instant / 1000) * 1000;
}
