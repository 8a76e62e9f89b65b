/**
 * Display formats of spec 000 §9 and spec 001 §9: dates MM/DD/YYYY, times hh:mm a, money $0.00 ($0.00 when empty,
 * negatives in parentheses where a view asks for it), and sorting that ignores a leading "The".
 * Dates are shown in the viewer's time zone unless one is given.
 */

type DateInput = Date | string | number | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const newFormatter = (timeZone?: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  });
/**
 * One formatter per named time zone: building an Intl.DateTimeFormat costs far more than using one (a sweep formats
 * thousands). The viewer's zone (none named) is not cached: it may change under a long-lived process.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function parts(date: Date, timeZone?: string): Record<string, string> {
  let formatter = timeZone ? formatters.get(timeZone) : undefined;
  if (!formatter) {
    formatter = newFormatter(timeZone);
    if (timeZone) formatters.set(timeZone, formatter);
  }
  return Object.fromEntries(formatter.formatToParts(date).map((p) => [p.type, p.value]));
}

/** MM/DD/YYYY; an empty string for no date. */
export function formatDate(value: DateInput, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return '';
  const p = parts(date, timeZone);
  return `${p.month}/${p.day}/${p.year}`;
}

/** hh:mm a (e.g. 09:05 AM); an empty string for no date. */
export function formatTime(value: DateInput, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return '';
  const p = parts(date, timeZone);
  const hour = p.hour === '24' ? '12' : p.hour;
  return `${hour}:${p.minute} ${(p.dayPeriod ?? '').toUpperCase()}`;
}

/** MM/DD/YYYY hh:mm a. */
export function formatDateTime(value: DateInput, timeZone?: string): string {
  const date = toDate(value);
  return date ? `${formatDate(date, timeZone)} ${formatTime(date, timeZone)}` : '';
}

export interface MoneyOptions {
  /** Show negatives as ($1.00) instead of -$1.00 (the printed agreements do). */
  parentheses?: boolean;
}

/** Cents to $0.00 with thousands separators; null, undefined and NaN show as $0.00. */
export function formatMoneyCents(cents: number | null | undefined, options: MoneyOptions = {}): string {
  const value = typeof cents === 'number' && Number.isFinite(cents) ? Math.round(cents) : 0;
  const abs = Math.abs(value);
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  const text = `$${dollars}.${String(abs % 100).padStart(2, '0')}`;
  if (value >= 0) return text;
  return options.parentheses ? `(${text})` : `-${text}`;
}

/** The key a name sorts by: a leading "The " is ignored, case and accents do not matter. */
export function sortKey(name: string | null | undefined): string {
  return (name ?? '').trim().replace(/^the\s+/i, '');
}

/** Comparator for names, ignoring a leading "The" (spec 000 §9). */
export function compareNames(a: string | null | undefined, b: string | null | undefined): number {
  return sortKey(a).localeCompare(sortKey(b), 'en-US', { sensitivity: 'base', numeric: true });
}

export function sortByName<T>(items: readonly T[], name: (item: T) => string | null | undefined): T[] {
  return [...items].sort((x, y) => compareNames(name(x), name(y)));
}

/** A 10-digit US phone number as (555) 123-4567; anything else as it came. */
export function formatPhone(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '');
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (ten.length !== 10) return value ?? '';
  return `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`;
}

/** The tel: link target for a phone number (digits and a leading +1). */
export function phoneHref(value: string): string {
  const digits = value.replace(/\D/g, '');
  return `tel:${digits.length === 10 ? `+1${digits}` : `+${digits}`}`;
}
