// Key-control rules that need no schema (spec 001 §9 hooks, §5 names and tags): apart from key-control.ts so that
// the pages that only show hooks (reports, the overview) do not build its schemas (decision 0067).
/** Spec 001 §9 "Key hooks": lettered panels carry encoded numbers from 1000 on, 50 hooks per letter. */
export const LETTERED_OFFSET = 1000;
export const HOOKS_PER_LETTER = 50;
/** Spec 001 §9 "Datalog and misc". */
export const ACTIVE_DATALOG_DAYS = 90;
export const BADGE_LAST_COMM_WARNING_DAYS = 3;
/** The unit finalize hangs on hooks whose tag has no unit (spec 001 §4). */
export const ADMIN_UNIT = 'ADMIN';
export const UNIT_NAME_MAX = 10;
export const GROUP_NAME_MAX = 10;

const UNIT_NAME_PATTERN = /^[A-Za-z0-9 .-]+$/;

/** Unit names: 1–10 letters, numbers, spaces, dashes or periods (spec 001 §5). Returns the problem or null. */
export function unitNameProblem(raw: string): string | null {
  const name = raw.trim();
  if (name === '') return 'Required';
  if (name.length > UNIT_NAME_MAX) return `At most ${UNIT_NAME_MAX} characters`;
  if (!UNIT_NAME_PATTERN.test(name)) return 'Only letters, numbers, spaces, dashes and periods';
  return null;
}

export function groupNameProblem(raw: string): string | null {
  return raw.trim().length > GROUP_NAME_MAX ? `At most ${GROUP_NAME_MAX} characters` : null;
}

/** Key tags: exactly 4 digits and never the 9000 series (reserved by the cabinets). */
export function tagNumberProblem(raw: string): string | null {
  if (!/^\d{4}$/.test(raw)) return 'Exactly 4 digits';
  if (raw.startsWith('9')) return 'The 9000 series is reserved';
  return null;
}

/** Tag numbers that occur more than once, in first-seen order. */
export function duplicateValues(values: readonly string[], normalize: (v: string) => string = (v) => v): string[] {
  const seen = new Set<string>();
  const dup = new Set<string>();
  for (const v of values) {
    const k = normalize(v);
    if (seen.has(k)) dup.add(v);
    seen.add(k);
  }
  return [...dup];
}

/** 0 → A, 25 → Z, 26 → AA (spreadsheet style, for cabinets with more than 26 lettered panels). */
export function panelLetter(index: number): string {
  let n = index;
  let out = '';
  do {
    out = String.fromCharCode(65 + (n % 26)) + out;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return out;
}

export function letterIndex(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/**
 * The 0-based hook position of an encoded hook number. Decision 0017: lettered hooks are stored as
 * 1000 + position + 1 and non-lettered hooks as position + 1 (the seed and the devices agree).
 */
export function hookPosition(encoded: number): number {
  return encoded > LETTERED_OFFSET ? encoded - LETTERED_OFFSET - 1 : encoded - 1;
}

export function encodeHook(position: number, nonLettered: boolean): number {
  return nonLettered ? position + 1 : LETTERED_OFFSET + position + 1;
}

/** What people read on the hook: "A1"…"A50", "B1"… on lettered panels; the group number on non-lettered ones. */
export function formatHook(encoded: number, nonLettered: boolean): string {
  if (!Number.isInteger(encoded) || encoded <= 0) return '';
  const position = hookPosition(encoded);
  if (nonLettered) return String(position + 1);
  return `${panelLetter(Math.floor(position / HOOKS_PER_LETTER))}${(position % HOOKS_PER_LETTER) + 1}`;
}

/** A panel's name: its letter on lettered cabinets ("A", "B"…), its group number on non-lettered ones ("1", "2"…). */
export function panelLabel(position: number, nonLettered: boolean): string {
  return nonLettered ? String(position + 1) : panelLetter(position);
}

/** The name of the panel an encoded hook is on (panels hold 50 hooks each, spec 001 §9). */
export function hookPanelLabel(encoded: number, nonLettered: boolean): string {
  return panelLabel(Math.floor(hookPosition(encoded) / HOOKS_PER_LETTER), nonLettered);
}

/**
 * Reads a hook typed by a person: "B7" or a plain number. On non-lettered panels "B7" converts to
 * first-letter index × 50 + number (= 57). Returns the encoded number, or null when it is not a hook.
 */
export function parseHook(raw: string, nonLettered: boolean): number | null {
  const text = raw.trim().toUpperCase();
  const lettered = /^([A-Z]{1,2})(\d{1,2})$/.exec(text);
  let position: number;
  if (lettered) {
    const n = Number(lettered[2]);
    if (n < 1 || n > HOOKS_PER_LETTER) return null;
    position = letterIndex(lettered[1]!) * HOOKS_PER_LETTER + n - 1;
  } else if (/^\d{1,5}$/.test(text)) {
    const n = Number(text);
    if (n < 1) return null;
    position = n > LETTERED_OFFSET ? n - LETTERED_OFFSET - 1 : n - 1;
  } else return null;
  return encodeHook(position, nonLettered);
}

/** Unit list upload (.txt): one unit per line; blank lines are ignored. Lines are 1-based. */
export function parseUnitFile(text: string): {
  names: string[];
  problems: { line: number; value: string; message: string }[];
} {
  const names: string[] = [];
  const problems: { line: number; value: string; message: string }[] = [];
  const seen = new Set<string>();
  text.split(/\r\n|\r|\n/).forEach((raw, i) => {
    const value = raw.trim();
    if (value === '') return;
    const problem = unitNameProblem(value);
    const key = value.toUpperCase();
    if (problem) problems.push({ line: i + 1, value, message: problem });
    else if (seen.has(key)) problems.push({ line: i + 1, value, message: 'Duplicate' });
    else names.push(value);
    seen.add(key);
  });
  return { names, problems };
}

export function isDatalogActive(lastCommunication: Date | null, now: Date): boolean {
  return lastCommunication !== null && now.getTime() - lastCommunication.getTime() <= ACTIVE_DATALOG_DAYS * 86_400_000;
}

export function isCommunicationLate(lastCommunication: Date | null, now: Date): boolean {
  return (
    lastCommunication === null ||
    now.getTime() - lastCommunication.getTime() > BADGE_LAST_COMM_WARNING_DAYS * 86_400_000
  );
}

// ---- wire contracts ----
