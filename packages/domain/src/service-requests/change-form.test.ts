import { describe, expect, it } from 'vitest';
import {
  CHANGE_FORM_MESSAGES,
  ChangeFormSchema,
  changeFormDescription,
  changeFormSummary,
  type ChangeFormInput,
} from './change-form.ts';

const issues = (input: ChangeFormInput) => {
  const parsed = ChangeFormSchema.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the change form', () => {
  it('needs at least one change or a note', () => {
    expect(issues({})).toEqual({ note: CHANGE_FORM_MESSAGES.nothingToSend });
    expect(issues({ note: '  ' })).toEqual({ note: CHANGE_FORM_MESSAGES.nothingToSend });
    expect(issues({ note: 'Please call me' })).toEqual({});
  });

  it('checks new unit names by the unit rules and refuses a unit listed twice', () => {
    expect(
      issues({ unitsToAdd: [{ name: 'A-101' }, { name: 'a-101' }, { name: 'far too long name' }, { name: 'B#2' }] }),
    ).toEqual({
      'unitsToAdd.1.name': CHANGE_FORM_MESSAGES.duplicateUnit,
      'unitsToAdd.2.name': 'At most 10 characters',
      'unitsToAdd.3.name': 'Only letters, numbers, spaces, dashes and periods',
    });
    expect(issues({ unitsToRename: [{ from: '101', to: '101' }] })).toEqual({
      'unitsToRename.0.to': CHANGE_FORM_MESSAGES.sameName,
    });
    expect(issues({ unitsToRemove: [{ name: '' }] })).toEqual({ 'unitsToRemove.0.name': 'Required' });
  });

  it('checks badges and contacts', () => {
    expect(
      issues({
        badges: [{ action: 'add', employeeName: 'Ann Lee', badgeNumber: '12 34' }],
        contacts: [
          { action: 'add', name: 'Bo' },
          { action: 'update', name: 'Cy', email: 'not-mail', phone: '12' },
        ],
      }),
    ).toEqual({
      'badges.0.badgeNumber': 'Letters, numbers and dashes only',
      'contacts.0.email': CHANGE_FORM_MESSAGES.contactDetails,
      'contacts.1.email': CHANGE_FORM_MESSAGES.invalidEmail,
      'contacts.1.phone': CHANGE_FORM_MESSAGES.invalidPhone,
    });
  });

  it('describes and summarizes what was sent, leaving empty sections out', () => {
    const form = ChangeFormSchema.parse({
      unitsToAdd: [{ name: ' 101 ' }, { name: '102' }],
      unitsToRename: [{ from: '7', to: '7A' }],
      badges: [{ action: 'deactivate', employeeName: 'Ann Lee', badgeNumber: '88' }],
      contacts: [{ action: 'add', name: 'Bo Diaz', email: 'BO@Example.com', role: 'Maintenance' }],
      note: 'Thanks',
    });
    expect(changeFormDescription(form)).toBe(
      'Change form: 2 units to add, 1 unit to rename, 1 badge change, 1 contact change',
    );
    const text = changeFormSummary(form, {
      propertyName: 'Maple Grove',
      customerNumber: 'C100',
      sentBy: 'Pat Manager',
      sentByEmail: 'manager@demo.test',
    });
    expect(text).toBe(
      [
        'Change form for Maple Grove (customer number C100)',
        'Sent by Pat Manager <manager@demo.test>',
        '',
        'Units to add:',
        '- 101',
        '- 102',
        '',
        'Units to rename:',
        '- 7 -> 7A',
        '',
        'Badges:',
        '- Deactivate: Ann Lee (badge 88)',
        '',
        'Contacts:',
        '- Add: Bo Diaz (Maintenance, bo@example.com)',
        '',
        'Note:',
        'Thanks',
      ].join('\n'),
    );
    expect(changeFormDescription(ChangeFormSchema.parse({ note: 'x' }))).toBe('Change form: note');
  });
});
