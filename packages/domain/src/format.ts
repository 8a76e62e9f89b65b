/**
 * Display formats of spec 000 §9 and spec 001 §9: dates MM/DD/YYYY, times hh:mm a, money $0.00 ($0.00 when empty,
 * negatives in parentheses where a view asks for it), and sorting that ignores a leading "The".
 * Dates are shown in the viewer's time zone unless one is given.
 */

import { zoneOffset } from './time-zone.ts';

type DateInput = Date | string | number | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Intl's reading of a named zone, the reference of the formats (format.test.ts checks the fast path against it). */
export const newFormatter = (timeZone: string) =>
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
 * thousands; a phone spent a millisecond or more on each of a page's dates).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = newFormatter(timeZone);
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const two = (n: number) => String(n).padStart(2, '0');

/** The parts the formats use, from a wall clock's numbers (month 0–11, hours 0–23). */
function clockParts(year: number, month: number, day: number, hours: number, minutes: number): Record<string, string> {
  return {
    year: String(year),
    month: two(month + 1),
    day: two(day),
    hour: two(hours % 12 || 12),
    minute: two(minutes),
    dayPeriod: hours < 12 ? 'AM' : 'PM',
  };
}

/**
 * The viewer's own zone is the Date's local time: read with its getters, no Intl. A page's first Intl.DateTimeFormat
 * loads the browser's time-zone data, a task of 100 ms and more on a phone (decision 0067); local time needs none.
 */
const localParts = (d: Date) => clockParts(d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes());

/** The wall clock held as UTC by a Date of the instant plus the zone's offset. */
const wallParts = (w: Date) =>
  clockParts(w.getUTCFullYear(), w.getUTCMonth(), w.getUTCDate(), w.getUTCHours(), w.getUTCMinutes());

const DAY_MS = 86_400_000;
/**
 * Per named zone, the offset (ms) of each UTC day that lies wholly at one offset, null for a day whose first and last
 * seconds differ (the zone changes its offset that day; no zone changes it twice in a day and back). Reading Intl once
 * per row was a tenth of an export's CPU time; a 30-day report now reads it about 60 times.
 */
const dayOffsets = new Map<string, Map<number, number | null>>();

function dayOffset(day: number, timeZone: string): number | null {
  let days = dayOffsets.get(timeZone);
  if (!days) {
    days = new Map();
    dayOffsets.set(timeZone, days);
  }
  let offset = days.get(day);
  if (offset === undefined) {
    const first = zoneOffset(day * DAY_MS, timeZone);
    offset = zoneOffset(day * DAY_MS + DAY_MS - 1000, timeZone) === first ? first : null;
    if (days.size >= 100_000) days.clear();
    days.set(day, offset);
  }
  return offset;
}

function parts(date: Date, timeZone?: string): Record<string, string> {
  if (!timeZone) return localParts(date);
  const t = date.getTime();
  const offset = dayOffset(Math.floor(t / DAY_MS), timeZone);
  if (offset !== null) return wallParts(new Date(t + offset));
  return Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
}

const dateOf = (p: Record<string, string>) => `${p.month}/${p.day}/${p.year}`;
const timeOf = (p: Record<string, string>) =>
  `${p.hour === '24' ? '12' : p.hour}:${p.minute} ${(p.dayPeriod ?? '').toUpperCase()}`;

/** MM/DD/YYYY; an empty string for no date. */
export function formatDate(value: DateInput, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return '';
  return dateOf(parts(date, timeZone));
}

/** hh:mm a (e.g. 09:05 AM); an empty string for no date. */
export function formatTime(value: DateInput, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return '';
  return timeOf(parts(date, timeZone));
}

/** MM/DD/YYYY hh:mm a. */
export function formatDateTime(value: DateInput, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return '';
  const p = parts(date, timeZone);
  return `${dateOf(p)} ${timeOf(p)}`;
}

/**
 * A whole number with thousands separators (12,345). Written out, not toLocaleString: a page's first Intl number
 * format loads the browser's locale data, a task of 100 ms and more on a phone (decision 0067).
 */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const whole = Math.trunc(value);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole < 0 ? `-${digits}` : digits;
}

export interface MoneyOptions {
  /** Show negatives as ($1.00) instead of -$1.00 (the printed agreements do). */
  parentheses?: boolean;
}

/** Cents to $0.00 with thousands separators; null, undefined and NaN show as $0.00. */
export function formatMoneyCents(cents: number | null | undefined, options: MoneyOptions = {}): string {
  const value = typeof cents === 'number' && Number.isFinite(cents) ? Math.round(cents) : 0;
  const abs = Math.abs(value);
  const dollars = formatCount(Math.floor(abs / 100));
  const text = `$${dollars}.${String(abs % 100).padStart(2, '0')}`;
  if (value >= 0) return text;
  return options.parentheses ? `(${text})` : `-${text}`;
}

/** The key a name sorts by: a leading "The " is ignored, case and accents do not matter. */
export function sortKey(name: string | null | undefined): string {
  return (name ?? '').trim().replace(/^the\s+/i, '');
}

/**
 * One collator for every comparison (localeCompare with options builds one per call), made on the first comparison:
 * building it loads the collation data, which a page that sorts nothing should not wait for.
 */
let nameCollator: Intl.Collator | undefined;

/** Comparator for names, ignoring a leading "The" (spec 000 §9). */
export function compareNames(a: string | null | undefined, b: string | null | undefined): number {
  nameCollator ??= new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });
  return nameCollator.compare(sortKey(a), sortKey(b));
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
