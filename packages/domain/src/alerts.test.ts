import { describe, expect, it } from 'vitest';
import {
  EXCEPTION_SETTINGS_DEFAULTS,
  INHERIT_ALL,
  LevelSettingsSchema,
  keyOutHours,
  resolveExceptionSettings,
  type ChainLink,
  type LevelSettings,
} from './alerts.ts';

const link = (level: ChainLink['level'], id: number, settings: Partial<LevelSettings> | null): ChainLink => ({
  level,
  id,
  name: `${level} ${id}`,
  settings: settings && { ...INHERIT_ALL, ...settings },
});
const fieldErrors = (input: unknown) => {
  const r = LevelSettingsSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('resolveExceptionSettings', () => {
  it('gives the built-in defaults (24 h, 30 days, 3 days, every type on) when no level sets anything', () => {
    const { values, sources } = resolveExceptionSettings([link('property', 1, null), link('corporation', 9, null)]);
    expect(values).toEqual(EXCEPTION_SETTINGS_DEFAULTS);
    expect(keyOutHours(values.keyOutThreshold)).toBe(24);
    expect(values.badgeUnusedDays).toBe(30);
    expect(values.lastCommDays).toBe(3);
    expect(Object.values(sources).every((s) => s.level === 'default')).toBe(true);
  });

  it('takes each field from the nearest level that sets it and names that level', () => {
    const { values, sources } = resolveExceptionSettings([
      link('property', 1, { keyOutThreshold: { value: 12, unit: 'hours' } }),
      link('region', 2, { badgeUnusedOn: false }),
      link('division', 3, { keyOutThreshold: { value: 3, unit: 'days' }, lastCommDays: 5 }),
      link('corporation', 4, {
        keyOutThreshold: { value: 48, unit: 'hours' },
        recipients: { loginIds: [7], emails: [] },
      }),
    ]);
    expect(values.keyOutThreshold).toEqual({ value: 12, unit: 'hours' });
    expect(sources.keyOutThreshold).toEqual({ level: 'property', id: 1, name: 'property 1' });
    expect(values.badgeUnusedOn).toBe(false);
    expect(sources.badgeUnusedOn.level).toBe('region');
    expect(values.lastCommDays).toBe(5);
    expect(sources.lastCommDays).toEqual({ level: 'division', id: 3, name: 'division 3' });
    expect(values.recipients).toEqual({ loginIds: [7], emails: [] });
    expect(sources.recipients.level).toBe('corporation');
    expect(sources.keyOutOn.level).toBe('default');
  });

  it('treats an empty recipients list as set (nobody), not as inherit', () => {
    const { values, sources } = resolveExceptionSettings([
      link('property', 1, { recipients: { loginIds: [], emails: [] } }),
      link('corporation', 4, { recipients: { loginIds: [7], emails: ['a@b.test'] } }),
    ]);
    expect(values.recipients).toEqual({ loginIds: [], emails: [] });
    expect(sources.recipients.level).toBe('property');
  });

  it('converts a threshold in days to hours', () => {
    expect(keyOutHours({ value: 2, unit: 'days' })).toBe(48);
  });
});

describe('LevelSettingsSchema', () => {
  it('accepts all-null (inherit everything) and lower-cases e-mail addresses', () => {
    expect(fieldErrors(INHERIT_ALL)).toEqual([]);
    const parsed = LevelSettingsSchema.parse({ ...INHERIT_ALL, recipients: { loginIds: [1], emails: [' A@B.Test '] } });
    expect(parsed.recipients?.emails).toEqual(['a@b.test']);
  });

  it('names the field of every bad value', () => {
    expect(fieldErrors({ ...INHERIT_ALL, keyOutThreshold: { value: 0, unit: 'hours' } })).toEqual([
      'keyOutThreshold.value: At least 1',
    ]);
    expect(fieldErrors({ ...INHERIT_ALL, keyOutThreshold: { value: 2161, unit: 'hours' } })).toEqual([
      'keyOutThreshold.value: At most 2160 hours',
    ]);
    expect(fieldErrors({ ...INHERIT_ALL, keyOutThreshold: { value: 91, unit: 'days' } })).toEqual([
      'keyOutThreshold.value: At most 90 days',
    ]);
    expect(fieldErrors({ ...INHERIT_ALL, keyOutThreshold: { value: 1.5, unit: 'hours' } })).toEqual([
      'keyOutThreshold.value: A whole number is required',
    ]);
    expect(fieldErrors({ ...INHERIT_ALL, keyOutThreshold: { value: 1, unit: 'weeks' } })).toEqual([
      'keyOutThreshold.unit: Hours or days',
    ]);
    expect(fieldErrors({ ...INHERIT_ALL, badgeUnusedDays: 0 })).toEqual(['badgeUnusedDays: At least 1 day']);
    expect(fieldErrors({ ...INHERIT_ALL, badgeUnusedDays: 366 })).toEqual(['badgeUnusedDays: At most 365 days']);
    expect(fieldErrors({ ...INHERIT_ALL, lastCommDays: 91 })).toEqual(['lastCommDays: At most 90 days']);
    expect(fieldErrors({ ...INHERIT_ALL, recipients: { loginIds: [1, 1], emails: [] } })).toEqual([
      'recipients.loginIds: A login is listed twice',
    ]);
    expect(fieldErrors({ ...INHERIT_ALL, recipients: { loginIds: [], emails: ['nope'] } })).toEqual([
      'recipients.emails.0: Invalid e-mail address',
    ]);
    expect(fieldErrors({ ...INHERIT_ALL, recipients: { loginIds: [], emails: ['a@b.test', 'A@b.test'] } })).toEqual([
      'recipients.emails: An e-mail address is listed twice',
    ]);
    const many = Array.from({ length: 21 }, (_, i) => `r${i}@b.test`);
    expect(fieldErrors({ ...INHERIT_ALL, recipients: { loginIds: [], emails: many } })).toEqual([
      'recipients.emails: At most 20 e-mail addresses',
    ]);
  });
});
