import { describe, expect, it } from 'vitest';
import {
  KEY_ACTIVITY_MESSAGES as M,
  KeyActivityAlertCreateSchema,
  minutesOfTime,
  timeOfMinutes,
  type KeyActivityAlertCreate,
} from './schemas.ts';

const valid: KeyActivityAlertCreate = {
  description: 'After-hours pulls',
  recipients: ['Manager@Example.com'],
  activityCodes: [2],
  startTime: '18:00',
  endTime: '07:00',
  days: [1, 2],
  timeZone: 'America/Chicago',
};

const messages = (input: unknown) => {
  const r = KeyActivityAlertCreateSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('KeyActivityAlertCreateSchema', () => {
  it('accepts a rule and normalizes its addresses', () => {
    const r = KeyActivityAlertCreateSchema.parse({ ...valid, recipients: ['A@x.test', 'a@x.test'] });
    expect(r.recipients).toEqual(['a@x.test']);
    expect(r.active).toBe(true);
    expect(r.unitIds).toEqual([]);
  });

  it('gives spec 001 §5 messages on the fields', () => {
    expect(messages({ ...valid, description: '  ' })).toEqual({ description: M.descriptionRequired });
    expect(messages({ ...valid, recipients: [] })).toEqual({ recipients: M.recipientRequired });
    expect(messages({ ...valid, recipients: ['not-an-address'] })).toEqual({ 'recipients.0': M.recipientInvalid });
    expect(messages({ ...valid, activityCodes: [], unitIds: [], badgeIds: [] })).toEqual({
      criteria: M.criteriaRequired,
    });
  });

  it('accepts units or employees alone', () => {
    expect(messages({ ...valid, activityCodes: [], unitIds: [4] })).toEqual({});
    expect(messages({ ...valid, activityCodes: [], badgeIds: [9] })).toEqual({});
  });

  it('checks the time window and the time zone', () => {
    expect(messages({ ...valid, endTime: null })).toEqual({ endTime: M.timeBothOrNeither });
    expect(messages({ ...valid, startTime: null })).toEqual({ startTime: M.timeBothOrNeither });
    expect(messages({ ...valid, endTime: '18:00' })).toEqual({ endTime: M.timeSame });
    expect(messages({ ...valid, startTime: '24:00' })).toEqual({ startTime: M.timeInvalid });
    expect(messages({ ...valid, timeZone: 'Mars/Olympus' })).toEqual({ timeZone: M.timeZoneUnknown });
    expect(messages({ ...valid, startTime: null, endTime: null })).toEqual({});
  });

  it('converts times of day to minutes and back', () => {
    expect(minutesOfTime('18:30')).toBe(1110);
    expect(timeOfMinutes(420)).toBe('07:00');
  });
});
