import {
  ChangeFormSchema,
  type BADGE_CHANGE_ACTIONS,
  type CONTACT_CHANGE_ACTIONS,
  type ChangeFormInput,
} from '@kc/domain/service-requests/change-form';
import type { FormErrors } from '#web/components/form-error-popup.tsx';

// The change form's values as the page edits them (one list per section) and the rules' errors by field path
// (`unitsToAdd.0.name`, as Mantine's form and the API's field errors name them).

export interface ChangeFormValues {
  unitsToAdd: { name: string }[];
  unitsToRename: { from: string; to: string }[];
  unitsToRemove: { name: string }[];
  badges: { action: (typeof BADGE_CHANGE_ACTIONS)[number]; employeeName: string; badgeNumber: string }[];
  contacts: {
    action: (typeof CONTACT_CHANGE_ACTIONS)[number];
    name: string;
    role: string;
    email: string;
    phone: string;
  }[];
  note: string;
}
export type ChangeFormSection = Exclude<keyof ChangeFormValues, 'note'>;
export const CHANGE_FORM_SECTIONS: ChangeFormSection[] = [
  'unitsToAdd',
  'unitsToRename',
  'unitsToRemove',
  'badges',
  'contacts',
];

export const EMPTY_CHANGE_FORM: ChangeFormValues = {
  unitsToAdd: [],
  unitsToRename: [],
  unitsToRemove: [],
  badges: [],
  contacts: [],
  note: '',
};

/** A new, empty row of a section. */
export function emptyRow<S extends ChangeFormSection>(section: S): ChangeFormValues[S][number] {
  const rows: { [K in ChangeFormSection]: ChangeFormValues[K][number] } = {
    unitsToAdd: { name: '' },
    unitsToRename: { from: '', to: '' },
    unitsToRemove: { name: '' },
    badges: { action: 'add', employeeName: '', badgeNumber: '' },
    contacts: { action: 'add', name: '', role: '', email: '', phone: '' },
  };
  return rows[section];
}

export const toChangeFormBody = (values: ChangeFormValues): ChangeFormInput => values;

/** The domain schema is the one set of rules: it runs here on every change and again on the server. */
export function validateChangeForm(values: ChangeFormValues): FormErrors {
  const parsed = ChangeFormSchema.safeParse(toChangeFormBody(values));
  if (parsed.success) return {};
  const errors: FormErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

/** How many changes are listed (the count under the send button). */
export const listedChanges = (values: ChangeFormValues): number =>
  CHANGE_FORM_SECTIONS.reduce((n, s) => n + values[s].length, 0);

/**
 * The label of a field path for the error popup ("Units to add 2 · Unit name"), from the section's and field's
 * labels; a path it does not know reads as it is.
 */
export function fieldLabel(
  path: string,
  labels: { section: (s: ChangeFormSection) => string; field: (f: string, s?: ChangeFormSection) => string },
): string {
  const [section, index, field] = path.split('.');
  if (section === 'note') return labels.field('note');
  if (!section || !(CHANGE_FORM_SECTIONS as string[]).includes(section) || index === undefined) return path;
  const row = `${labels.section(section as ChangeFormSection)} ${Number(index) + 1}`;
  return field ? `${row} · ${labels.field(field, section as ChangeFormSection)}` : row;
}
