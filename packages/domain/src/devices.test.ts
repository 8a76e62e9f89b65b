import { describe, expect, it } from 'vitest';
import {
  DEVICE_BATCH_MAX,
  DEVICE_TIME_MESSAGE,
  DeviceTransactionSchema,
  DeviceUploadBodySchema,
  compareVersions,
  keyEffect,
  validateTransactionRows,
} from './devices.ts';
import { configureZodEnglish } from './zod-english.ts';

// The API configures zod's English messages at start (decision 0046); the row messages below are those.
configureZodEnglish();

const row = (over: Record<string, unknown> = {}) => ({
  sequence: 1,
  time: '2026-04-01T12:00:00Z',
  keyTagNumber: '1234',
  activityCode: 2,
  ...over,
});

describe('key effect (the OUT/IN rule)', () => {
  it('activity 2 takes a key out, 3 returns it', () => {
    expect(keyEffect({ keyTagNumber: '1234', exceptionCode: null, activityCode: 2 })).toBe('out');
    expect(keyEffect({ keyTagNumber: '1234', exceptionCode: null, activityCode: 3 })).toBe('in');
  });
  it('a purpose code other than ok, return and blank counts as out', () => {
    expect(keyEffect({ keyTagNumber: '1234', exceptionCode: null, activityCode: 5 })).toBe('out');
  });
  it('exception rows, rows without a tag and ok/blank rows change nothing', () => {
    expect(keyEffect({ keyTagNumber: '1234', exceptionCode: 'S', activityCode: 2 })).toBeNull();
    expect(keyEffect({ keyTagNumber: null, exceptionCode: null, activityCode: 2 })).toBeNull();
    expect(keyEffect({ keyTagNumber: '1234', exceptionCode: null, activityCode: 1 })).toBeNull();
    expect(keyEffect({ keyTagNumber: '1234', exceptionCode: null, activityCode: 99 })).toBeNull();
  });
});

describe('batch validation', () => {
  it('accepts well-formed rows and normalizes missing fields to null', () => {
    const r = validateTransactionRows([
      row(),
      row({ sequence: 2, exceptionCode: 'W', keyTagNumber: null, activityCode: 99 }),
    ]);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.rows[0]).toMatchObject({ employeeName: null, workOrderNumber: null, keyTagNumber: '1234' });
  });
  it('names the row and field of every problem', () => {
    const r = validateTransactionRows([
      row(),
      row({ sequence: 2, keyTagNumber: '12' }),
      row({ sequence: 3, time: 'yesterday', activityCode: 100 }),
    ]);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors).toContainEqual({ index: 1, field: 'keyTagNumber', message: 'Exactly 4 digits' });
      expect(r.errors.map((e) => `${e.index}:${e.field}`)).toEqual(
        expect.arrayContaining(['2:time', '2:activityCode']),
      );
    }
  });
  it("names an out-of-range time beside the row's other problems, and refuses rows that are no object", () => {
    const r = validateTransactionRows([row({ time: '1999-12-31T23:59:59Z', activityCode: 100 }), null, 'x']);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors.filter((e) => e.index === 0).map((e) => e.field)).toEqual(['activityCode', 'time']);
      expect(r.errors.filter((e) => e.index > 0).map((e) => e.index)).toEqual([1, 2]);
    }
    // The schema on its own (used to build rows elsewhere) keeps the same rule.
    expect(DeviceTransactionSchema.safeParse(row({ time: '1999-12-31T23:59:59Z' })).success).toBe(false);
  });
  it('refuses a time before 2000 or more than a year ahead (a corrupt clock), with one message', () => {
    const ahead = new Date(Date.now() + 400 * 86_400_000).toISOString();
    const r = validateTransactionRows([
      row({ time: '1999-12-31T23:59:59Z' }),
      row({ sequence: 2, time: ahead }),
      row({ sequence: 3, time: '2000-01-01T00:00:00Z' }),
      row({ sequence: 4, time: 'soon' }),
    ]);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.errors).toEqual([
        { index: 0, field: 'time', message: DEVICE_TIME_MESSAGE },
        { index: 1, field: 'time', message: DEVICE_TIME_MESSAGE },
        { index: 3, field: 'time', message: 'ISO 8601 date-time' },
      ]);
  });
  it('refuses unknown fields and a sequence repeated within the batch', () => {
    const r = validateTransactionRows([row(), row({ extra: 1 }), row({ sequence: 1 })]);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors.find((e) => e.index === 1)?.message).toMatch(/extra/i);
      expect(r.errors.filter((e) => e.field === 'sequence')).toEqual([
        { index: 2, field: 'sequence', message: 'Same sequence as row 0' },
      ]);
    }
  });
  it('caps a batch at 5,000 rows', () => {
    expect(
      DeviceUploadBodySchema.safeParse({ rows: Array.from({ length: DEVICE_BATCH_MAX }, () => ({})) }).success,
    ).toBe(true);
    expect(
      DeviceUploadBodySchema.safeParse({ rows: Array.from({ length: DEVICE_BATCH_MAX + 1 }, () => ({})) }).success,
    ).toBe(false);
  });
});

describe('versions', () => {
  it('compares numerically', () => {
    expect(compareVersions('10.10.0', '10.9.9')).toBeGreaterThan(0);
    expect(compareVersions('3.9', '3.9.0')).toBe(0);
    expect(compareVersions('3.8.9', '3.9.0')).toBeLessThan(0);
  });
});
