import { describe, expect, it } from 'vitest';
import {
  MAX_PINNED_REQUESTS,
  SR_STATUS,
  canPinAnother,
  isOpenStatus,
  needsResolutionNote,
  recentDuplicate,
  shortDescription,
  sortRequestTypes,
  technicianShortName,
} from './rules.ts';
import { periodKey, weekStart } from './summary.ts';

describe('service-request rules', () => {
  it('orders request types with the four leading ones first, then the rest alphabetically', () => {
    const names = [
      'Repair',
      'Expansion',
      'Badge order',
      'Touch Conversion',
      'self-install up',
      'Self-install sys',
      'Add tags',
    ];
    expect(sortRequestTypes(names.map((name, id) => ({ id, name }))).map((t) => t.name)).toEqual([
      'Self-install sys',
      'self-install up',
      'Touch Conversion',
      'Expansion',
      'Add tags',
      'Badge order',
      'Repair',
    ]);
  });

  it('shortens technician names: id 1 SL, id 2 Vac, else the last word', () => {
    expect(technicianShortName({ id: 1, name: 'Sam Lopez' })).toBe('SL');
    expect(technicianShortName({ id: 2, name: 'Vacant Queue' })).toBe('Vac');
    expect(technicianShortName({ id: 7, name: '  Luis  Ortega ' })).toBe('Ortega');
    expect(technicianShortName({ id: 8, name: 'Cher' })).toBe('Cher');
  });

  it('cuts descriptions to 16 characters with an ellipsis, whitespace folded', () => {
    expect(shortDescription('Key cabinet door')).toBe('Key cabinet door');
    expect(shortDescription('Key cabinet door sticks')).toBe('Key cabinet doo…');
    expect(shortDescription('Key cabinet door sticks')).toHaveLength(16);
    expect(shortDescription(' two\n\nlines ')).toBe('two lines');
  });

  it('allows five pins and refuses the sixth', () => {
    expect(MAX_PINNED_REQUESTS).toBe(5);
    expect(canPinAnother(4)).toBe(true);
    expect(canPinAnother(5)).toBe(false);
  });

  it('warns of a request created for the property within the last 20 minutes, the newest first', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const at = (min: number) => ({ createdAt: new Date(now.getTime() - min * 60_000), min });
    expect(recentDuplicate([at(21), at(45)], now)).toBeNull();
    expect(recentDuplicate([at(20), at(5), at(45)], now)?.min).toBe(5);
    expect(recentDuplicate([at(-1)], now)).toBeNull();
  });

  it('counts every status but closed as open, and asks for a note only when closing', () => {
    expect(isOpenStatus(SR_STATUS.open)).toBe(true);
    expect(isOpenStatus(SR_STATUS.waitingOnParts)).toBe(true);
    expect(isOpenStatus(SR_STATUS.closed)).toBe(false);
    expect(isOpenStatus(99)).toBe(false);
    expect(needsResolutionNote(SR_STATUS.open, SR_STATUS.closed)).toBe(true);
    expect(needsResolutionNote(SR_STATUS.closed, SR_STATUS.closed)).toBe(false);
    expect(needsResolutionNote(SR_STATUS.closed, SR_STATUS.open)).toBe(false);
  });

  it('groups days by year, month and weeks starting Sunday', () => {
    expect(weekStart('2026-11-22')).toBe('2026-11-22'); // a Sunday
    expect(weekStart('2026-11-28')).toBe('2026-11-22'); // the Saturday after
    expect(weekStart('2026-01-01')).toBe('2025-12-28'); // across a year
    expect(periodKey('2026-03-04', 'year')).toBe('2026');
    expect(periodKey('2026-03-04', 'month')).toBe('2026-03');
    expect(periodKey('2026-03-04', 'week')).toBe('2026-03-01');
  });
});
