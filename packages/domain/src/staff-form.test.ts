import { describe, expect, it } from 'vitest';
import {
  emailDomainMessage,
  emailInDomains,
  PhoneSchema,
  StaffCreateSchema,
  StaffNameSchema,
  STAFF_MESSAGES,
} from './staff-form.ts';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('staff form rules', () => {
  it("accepts names of 2–100 letters (accents too), spaces and . ' - ,", () => {
    for (const ok of ['Al', "Zoë O'Neil-Smith", 'José María Núñez, Jr.', 'Renée'])
      expect(StaffNameSchema.safeParse(ok).success, ok).toBe(true);
    expect(messages(StaffNameSchema.safeParse('A'))).toEqual([STAFF_MESSAGES.minLength]);
    expect(messages(StaffNameSchema.safeParse('x'.repeat(101)))).toEqual([STAFF_MESSAGES.maxLength]);
    expect(messages(StaffNameSchema.safeParse('Bob <b>'))).toEqual([STAFF_MESSAGES.invalidCharacters]);
    expect(messages(StaffNameSchema.safeParse('-Bob'))).toEqual([STAFF_MESSAGES.invalidCharacters]);
    expect(messages(StaffNameSchema.safeParse(''))).toContain(STAFF_MESSAGES.required);
  });

  it('accepts empty phones and ten digits with an optional +1 and separators', () => {
    for (const ok of ['', '5125550142', '512-555-0142', '(512) 555-0142', '+1 512.555.0142', '1-512-555-0142'])
      expect(PhoneSchema.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['555-0142', '+44 20 7946 0958', '512555014a', '51255501422'])
      expect(messages(PhoneSchema.safeParse(bad)), bad).toEqual([STAFF_MESSAGES.invalidPhone]);
    expect(PhoneSchema.parse('')).toBeNull();
  });

  it('checks e-mail domains and lists them in the message', () => {
    expect(emailInDomains('a@demo.test', [])).toBe(true);
    expect(emailInDomains('a@Demo.Test', ['demo.test'])).toBe(true);
    expect(emailInDomains('a@sub.demo.test', ['demo.test'])).toBe(false);
    expect(emailDomainMessage(['a.com', 'b.com'])).toBe('E-mail must end with one of: @a.com, @b.com');
  });

  it('requires the access role, primary-contact answer and context', () => {
    const r = StaffCreateSchema.safeParse({ name: 'Al Green', email: 'AL@X.TEST' });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'accessRoleId',
      'context',
      'isPrimaryContact',
    ]);
    const ok = StaffCreateSchema.parse({
      name: 'Al Green',
      email: ' AL@X.TEST ',
      accessRoleId: 1,
      isPrimaryContact: false,
      context: { level: 'property', id: 3 },
    });
    expect(ok.email).toBe('al@x.test');
  });
});
