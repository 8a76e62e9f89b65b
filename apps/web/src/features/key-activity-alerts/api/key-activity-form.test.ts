import { describe, expect, it } from 'vitest';
import { KEY_ACTIVITY_MESSAGES as M } from '@kc/domain/key-activity-alerts/schemas';
import { errorsByField, toValues, validateKeyActivity } from './key-activity-form.ts';

const blank = toValues(undefined, 'America/Chicago');

describe('key activity form', () => {
  it('shows the spec 001 §5 messages of an empty form on their fields', () => {
    expect(validateKeyActivity(blank)).toMatchObject({
      description: M.descriptionRequired,
      recipients: M.recipientRequired,
    });
    const filled = { ...blank, description: 'Nights', recipients: ['a@b.test'] };
    expect(validateKeyActivity(filled)).toEqual({ criteria: M.criteriaRequired });
    expect(validateKeyActivity({ ...filled, unitIds: ['4'] })).toEqual({});
    expect(validateKeyActivity({ ...filled, unitIds: ['4'], recipients: ['nope'] })).toEqual({
      recipients: M.recipientInvalid,
    });
    expect(validateKeyActivity({ ...filled, badgeIds: ['9'], startTime: '18:00' })).toEqual({
      endTime: M.timeBothOrNeither,
    });
  });

  it('puts a server path on its field', () => {
    expect(
      errorsByField([
        ['recipients.1', 'x'],
        ['recipients', 'y'],
      ]),
    ).toEqual({ recipients: 'x' });
  });
});
