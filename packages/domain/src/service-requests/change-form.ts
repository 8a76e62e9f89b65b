import * as z from 'zod/mini';
import { BADGE_NUMBER_MAX } from '../badges.ts';
import { unitNameProblem } from '../key-control.ts';
import { PHONE_PATTERN } from '../staff-form.ts';

/**
 * The change form (spec 000 §2.3 "change form add", §7.3 property `send-change-form`; decision 0064): a customer lists
 * a property's changes — units to add, rename or remove, badges, contact changes and a free note — and the provider gets
 * them as a service request of the type "Change Form" (SR_TYPE.changeForm) with the summary as its first note, and an e-mail to support.
 */

/** Rows per list: a property's whole unit list fits (the largest demo systems have a few hundred hooks). */
export const CHANGE_FORM_MAX_ROWS = 300;
export const CHANGE_FORM_NOTE_MAX = 4000;
const NAME_MAX = 100;
const EMAIL_MAX = 254;

export const CHANGE_FORM_MESSAGES = {
  required: 'Required',
  nothingToSend: 'List at least one change or write a note',
  duplicateUnit: 'This unit is listed twice',
  sameName: 'The new name is the same as the current one',
  invalidEmail: 'Invalid e-mail address',
  invalidPhone: 'Invalid phone number',
  contactDetails: 'Give an e-mail address or a phone number',
  tooMany: `At most ${CHANGE_FORM_MAX_ROWS} rows`,
  /** Spec 000 §8 "send e-mail failed": the page's message when the form could not be sent. */
  sendFailed: 'Send e-mail failed',
} as const;

/** The page's message once the request exists and the e-mail to support is queued. */
export const changeFormSentMessage = (serviceRequestId: number) =>
  `E-mail sent: support has your changes as service request #${serviceRequestId}`;

const text = (max: number) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, CHANGE_FORM_MESSAGES.required), z.maxLength(max, `At most ${max} characters`));
const optionalText = (max: number) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters`))),
    z.transform((v) => v ?? ''),
  );
/** A new unit name: the rules of spec 001 §5 (key-control.ts). */
const unitName = z.string().check(
  z.trim(),
  z.superRefine((v, ctx) => {
    const problem = unitNameProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
);
/** A unit the property has now: named as the customer knows it (no pattern: older names may not follow today's). */
const currentUnit = text(40);
const email = z.pipe(
  optionalText(EMAIL_MAX),
  z.transform((v) => v.toLowerCase()),
);
const phone = optionalText(25);
const rows = <T extends z.ZodMiniType>(row: T) =>
  z._default(z.array(row).check(z.maxLength(CHANGE_FORM_MAX_ROWS, CHANGE_FORM_MESSAGES.tooMany)), []);

export const BADGE_CHANGE_ACTIONS = ['add', 'deactivate'] as const;
export const CONTACT_CHANGE_ACTIONS = ['add', 'update', 'remove'] as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const ChangeFormSchema = z
  .object({
    unitsToAdd: rows(z.object({ name: unitName })),
    unitsToRename: rows(z.object({ from: currentUnit, to: unitName })),
    unitsToRemove: rows(z.object({ name: currentUnit })),
    badges: rows(
      z.object({
        action: z.enum(BADGE_CHANGE_ACTIONS),
        employeeName: text(NAME_MAX),
        badgeNumber: optionalText(BADGE_NUMBER_MAX),
      }),
    ),
    contacts: rows(
      z.object({
        action: z.enum(CONTACT_CHANGE_ACTIONS),
        name: text(NAME_MAX),
        email,
        phone,
        role: optionalText(NAME_MAX),
      }),
    ),
    note: optionalText(CHANGE_FORM_NOTE_MAX),
  })
  .check(
    z.superRefine((form, ctx) => {
      const issue = (path: (string | number)[], message: string) =>
        ctx.issues.push({ code: 'custom', input: form, path, message });
      if (changeCount(form) === 0 && form.note === '') issue(['note'], CHANGE_FORM_MESSAGES.nothingToSend);
      const seen = new Map<string, number>();
      form.unitsToAdd.forEach((u, i) => {
        const key = u.name.toLowerCase();
        if (key !== '' && seen.has(key)) issue(['unitsToAdd', i, 'name'], CHANGE_FORM_MESSAGES.duplicateUnit);
        seen.set(key, i);
      });
      form.unitsToRename.forEach((u, i) => {
        if (u.to !== '' && u.from.toLowerCase() === u.to.toLowerCase())
          issue(['unitsToRename', i, 'to'], CHANGE_FORM_MESSAGES.sameName);
      });
      form.badges.forEach((b, i) => {
        if (b.badgeNumber !== '' && !/^[0-9A-Za-z-]+$/.test(b.badgeNumber))
          issue(['badges', i, 'badgeNumber'], 'Letters, numbers and dashes only');
      });
      form.contacts.forEach((c, i) => {
        if (c.email !== '' && !EMAIL_PATTERN.test(c.email))
          issue(['contacts', i, 'email'], CHANGE_FORM_MESSAGES.invalidEmail);
        if (c.phone !== '' && !PHONE_PATTERN.test(c.phone))
          issue(['contacts', i, 'phone'], CHANGE_FORM_MESSAGES.invalidPhone);
        if (c.action === 'add' && c.email === '' && c.phone === '')
          issue(['contacts', i, 'email'], CHANGE_FORM_MESSAGES.contactDetails);
      });
    }),
  );
export type ChangeFormInput = z.input<typeof ChangeFormSchema>;
export type ChangeForm = z.output<typeof ChangeFormSchema>;

/** What the API answers: the request it created and the message the page shows. */
export const ChangeFormResultSchema = z.object({
  serviceRequestId: z.int(),
  message: z.string(),
});
export type ChangeFormResult = z.infer<typeof ChangeFormResultSchema>;

type Counted = Pick<ChangeForm, 'unitsToAdd' | 'unitsToRename' | 'unitsToRemove' | 'badges' | 'contacts'>;
/** How many changes the form lists (the note aside). */
export function changeCount(form: Counted): number {
  return (
    form.unitsToAdd.length +
    form.unitsToRename.length +
    form.unitsToRemove.length +
    form.badges.length +
    form.contacts.length
  );
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The request's one-line description: "Change form: 2 units to add, 1 badge change" (or "Change form: note"). */
export function changeFormDescription(form: ChangeForm): string {
  const parts = [
    form.unitsToAdd.length && plural(form.unitsToAdd.length, 'unit') + ' to add',
    form.unitsToRename.length && plural(form.unitsToRename.length, 'unit') + ' to rename',
    form.unitsToRemove.length && plural(form.unitsToRemove.length, 'unit') + ' to remove',
    form.badges.length && plural(form.badges.length, 'badge change'),
    form.contacts.length && plural(form.contacts.length, 'contact change'),
  ].filter((p): p is string => typeof p === 'string');
  return `Change form: ${parts.length ? parts.join(', ') : 'note'}`;
}

const BADGE_ACTION_LABEL: Record<(typeof BADGE_CHANGE_ACTIONS)[number], string> = {
  add: 'Add',
  deactivate: 'Deactivate',
};
const CONTACT_ACTION_LABEL: Record<(typeof CONTACT_CHANGE_ACTIONS)[number], string> = {
  add: 'Add',
  update: 'Update',
  remove: 'Remove',
};

/**
 * The plain-text summary: the request's first note and the body of the e-mail to support. Sections without rows are
 * left out; every line names what to do, so the text reads the same in a mail client and in the notes thread.
 */
export function changeFormSummary(
  form: ChangeForm,
  about: { propertyName: string; customerNumber: string | null; sentBy: string; sentByEmail: string | null },
): string {
  const lines: string[] = [
    `Change form for ${about.propertyName}${about.customerNumber ? ` (customer number ${about.customerNumber})` : ''}`,
    `Sent by ${about.sentBy}${about.sentByEmail ? ` <${about.sentByEmail}>` : ''}`,
  ];
  const section = (title: string, items: string[]) => {
    if (items.length) lines.push('', `${title}:`, ...items.map((i) => `- ${i}`));
  };
  section(
    'Units to add',
    form.unitsToAdd.map((u) => u.name),
  );
  section(
    'Units to rename',
    form.unitsToRename.map((u) => `${u.from} -> ${u.to}`),
  );
  section(
    'Units to remove',
    form.unitsToRemove.map((u) => u.name),
  );
  section(
    'Badges',
    form.badges.map(
      (b) => `${BADGE_ACTION_LABEL[b.action]}: ${b.employeeName}${b.badgeNumber ? ` (badge ${b.badgeNumber})` : ''}`,
    ),
  );
  section(
    'Contacts',
    form.contacts.map((c) => {
      const details = [c.role, c.email, c.phone].filter((d) => d !== '');
      return `${CONTACT_ACTION_LABEL[c.action]}: ${c.name}${details.length ? ` (${details.join(', ')})` : ''}`;
    }),
  );
  if (form.note) lines.push('', 'Note:', form.note);
  return lines.join('\n');
}
