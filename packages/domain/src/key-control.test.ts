import { describe, expect, it } from 'vitest';
import {
  duplicateValues,
  encodeHook,
  formatHook,
  groupNameProblem,
  isCommunicationLate,
  isDatalogActive,
  letterIndex,
  panelLetter,
  panelLabel,
  hookPanelLabel,
  parseHook,
  parseUnitFile,
  tagNumberProblem,
  unitNameProblem,
} from './key-control.ts';

const DAY = 86_400_000;

describe('unit and group names', () => {
  it('accepts letters, numbers, spaces, dashes and periods up to 10 characters', () => {
    expect(unitNameProblem('A-204')).toBeNull();
    expect(unitNameProblem('Bldg 2.10')).toBeNull();
    expect(unitNameProblem('1234567890')).toBeNull();
  });
  it('refuses empty, long and other characters', () => {
    expect(unitNameProblem('  ')).toBe('Required');
    expect(unitNameProblem('12345678901')).toMatch(/10/);
    expect(unitNameProblem('A#1')).toMatch(/letters/);
    expect(unitNameProblem('A_1')).toMatch(/letters/);
  });
  it('limits groups to 10 characters', () => {
    expect(groupNameProblem('North wing')).toBeNull();
    expect(groupNameProblem('North wing 2')).not.toBeNull();
  });
});

describe('tag numbers', () => {
  it('needs exactly 4 digits outside the 9000 series', () => {
    expect(tagNumberProblem('1000')).toBeNull();
    expect(tagNumberProblem('8999')).toBeNull();
    expect(tagNumberProblem('0123')).toBeNull();
    expect(tagNumberProblem('123')).toBe('Exactly 4 digits');
    expect(tagNumberProblem('12345')).toBe('Exactly 4 digits');
    expect(tagNumberProblem('12a4')).toBe('Exactly 4 digits');
    expect(tagNumberProblem('9000')).toMatch(/9000/);
    expect(tagNumberProblem('9999')).toMatch(/9000/);
  });
  it('finds duplicates', () => {
    expect(duplicateValues(['1001', '1002', '1001', '1003', '1002'])).toEqual(['1001', '1002']);
    expect(duplicateValues(['a', 'A'], (v) => v.toUpperCase())).toEqual(['A']);
  });
});

describe('hooks (decision 0017)', () => {
  it('names letters spreadsheet style', () => {
    expect(panelLetter(0)).toBe('A');
    expect(panelLetter(25)).toBe('Z');
    expect(panelLetter(26)).toBe('AA');
    expect(letterIndex('AA')).toBe(26);
    expect(letterIndex('B')).toBe(1);
  });
  it('names the panel a hook is on: its letter, or its group number on non-lettered cabinets', () => {
    expect(hookPanelLabel(1001, false)).toBe('A');
    expect(hookPanelLabel(1050, false)).toBe('A');
    expect(hookPanelLabel(1051, false)).toBe('B');
    expect(hookPanelLabel(50, true)).toBe('1');
    expect(hookPanelLabel(51, true)).toBe('2');
    expect(panelLabel(26, false)).toBe('AA');
  });
  it('shows lettered hooks as letter + number, 50 per letter, from offset 1000', () => {
    expect(formatHook(1001, false)).toBe('A1');
    expect(formatHook(1050, false)).toBe('A50');
    expect(formatHook(1051, false)).toBe('B1');
    expect(formatHook(1100, false)).toBe('B50');
    expect(formatHook(0, false)).toBe('');
  });
  it('shows non-lettered hooks as the group number', () => {
    expect(formatHook(1, true)).toBe('1');
    expect(formatHook(57, true)).toBe('57');
    expect(formatHook(1057, true)).toBe('57');
  });
  it('converts typed hooks; non-lettered letter form is first-letter index × 50 + number', () => {
    expect(parseHook('A1', false)).toBe(1001);
    expect(parseHook('b7', false)).toBe(1057);
    expect(parseHook('B7', true)).toBe(57);
    expect(parseHook('A1', true)).toBe(1);
    expect(parseHook('57', true)).toBe(57);
    expect(parseHook('1057', false)).toBe(1057);
    expect(parseHook('A51', false)).toBeNull();
    expect(parseHook('x', false)).toBeNull();
    expect(parseHook('0', true)).toBeNull();
  });
  it('round-trips every position', () => {
    for (let p = 0; p < 300; p++) {
      expect(parseHook(formatHook(encodeHook(p, false), false), false)).toBe(encodeHook(p, false));
      expect(parseHook(formatHook(encodeHook(p, true), true), true)).toBe(encodeHook(p, true));
    }
  });
});

describe('unit file', () => {
  it('reads one unit per line and reports duplicates and bad lines with line numbers', () => {
    const r = parseUnitFile('101\r\n102\n\n101\nTOO-LONG-NAME\n103 ');
    expect(r.names).toEqual(['101', '102', '103']);
    expect(r.problems).toEqual([
      { line: 4, value: '101', message: 'Duplicate' },
      { line: 5, value: 'TOO-LONG-NAME', message: 'At most 10 characters' },
    ]);
  });
});

describe('communication', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  it('is active within 90 days', () => {
    expect(isDatalogActive(new Date(now.getTime() - 90 * DAY), now)).toBe(true);
    expect(isDatalogActive(new Date(now.getTime() - 91 * DAY), now)).toBe(false);
    expect(isDatalogActive(null, now)).toBe(false);
  });
  it('warns after 3 days', () => {
    expect(isCommunicationLate(new Date(now.getTime() - 2 * DAY), now)).toBe(false);
    expect(isCommunicationLate(new Date(now.getTime() - 4 * DAY), now)).toBe(true);
  });
});
