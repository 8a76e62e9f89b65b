import { useTranslation } from 'react-i18next';

/** Strings of the key-control pages (units, scanning, key map, last communication, property verification). */
export const enKeyControl = {
  keycontrol: {
    title: 'Key Control',
    backToProperty: 'Back to property',
    backToAdministration: 'Back to administration',
    backToScanning: 'Back to scanning',
    loadFailed: 'Could not load this page. Try again.',
    units: {
      title: 'Unit List',
      description: 'Units whose keys hang in the cabinets: at most 10 letters, numbers, spaces, dashes or periods.',
      name: 'Unit',
      group: 'Group',
      building: 'Building',
      notes: 'Notes',
      add: 'Add unit',
      edit: 'Edit unit',
      save: 'Save',
      cancel: 'Cancel',
      delete: 'Delete',
      deleteConfirm: 'Delete unit {{name}}?',
      locked: 'On a finalized cabinet',
      upload: 'Upload .txt',
      uploadHint: 'A text file with one unit per line.',
      uploaded_one: '{{count}} unit added',
      uploaded_other: '{{count}} units added',
      uploadFailed: 'Error uploading units or serial numbers',
      empty: 'No units yet. Add one or upload a .txt list.',
      count_one: '{{count}} unit',
      count_other: '{{count}} units',
      actions: 'Actions',
    },
    scanning: {
      title: 'Scanning',
      datalog: 'Datalog',
      type: 'Type',
      hooks: 'Hooks',
      tags: 'Tags',
      lastCommunication: 'Last communication',
      status: 'Status',
      finalized: 'Finalized',
      open: 'Open',
      never: 'Never',
      panel: 'Panels',
      units: 'Units & tags',
      keymap: 'Key map',
      empty: 'This property has no datalogs yet.',
      lettered: 'Lettered panels',
      nonLettered: 'Non-lettered panels',
      touch: 'Touch',
      gen10: 'Gen 10',
    },
    panel: {
      title: 'Scanning Panels',
      settings: 'Cabinet',
      nonLetteredLabel: 'Non-lettered panels (show group numbers)',
      typeLabel: 'Datalog type',
      position: 'Panel',
      range: 'Hooks',
      scanned: 'Scanned',
      notScanned: 'Not scanned',
      addPanel: 'Add panel',
      removePanel: 'Remove',
      scan: 'Mark scanned',
      finalize: 'Finalize',
      noAdmins: 'No Admins (leave tags without a unit empty)',
      finalizeConfirm: 'Finalize datalog {{number}}? Hooks are paired with tags at random and panels, tags and units can no longer be edited.',
      finalizedNotice: 'Finalized on {{date}}: panels, key tags and units are locked.',
      finalizedLocked: 'Finalized: panels, key tags and units are locked.',
      empty: 'No panels yet. Add the first panel.',
      saved: 'Saved',
    },
    tags: {
      title: 'Scanning Units',
      tag: 'Key tag',
      hook: 'Hook',
      unit: 'Unit',
      addRow: 'Add tag',
      save: 'Save tags',
      saved: 'Key tags saved',
      noUnit: '(empty)',
      hint: 'Tags are 4 digits and never in the 9000 series. Leave the hook empty to use the next free one.',
      empty: 'No key tags yet.',
      remove: 'Remove',
    },
    keymap: {
      title: 'Key Map',
      building: 'Building',
      unit: 'Unit',
      keyHook: 'Key Hook',
      keyTag: 'Key Tag',
      print: 'Print',
      datalog: 'Datalog',
      empty: 'No key tags on this datalog yet.',
      noDatalog: 'This property has no datalog yet.',
      warning: 'CONFIDENTIAL: this key map links units to key tags. Keep it locked away and destroy it when no longer needed.',
      rows_one: '{{count}} key',
      rows_other: '{{count}} keys',
    },
    lastComm: {
      title: 'Last Communication',
      active: 'Active',
      inactive: 'Inactive',
      late: 'Late (over 3 days)',
      propertyStatus: 'Property status',
      explain: 'A datalog is active when it communicated in the last 90 days.',
    },
    verification: {
      title: 'New Property Setup',
      intro: '{{name}} is waiting for its unit list. Enter or upload the units, review them, then confirm.',
      done: 'The unit list of {{name}} is confirmed. Thank you!',
      continue: 'Enter units',
      unitsTitle: 'New Property Setup: Units',
      review: 'Review the {{count}} units below, then confirm.',
      confirm: 'Confirm unit list',
      confirmed: 'Unit list confirmed',
      needUnits: 'Add at least one unit first.',
      toOverview: 'Go to overview',
    },
    noProperty: 'Choose a property first.',
  },
} as const;

export type KeyControlCatalogue = typeof enKeyControl;
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type KeyControlKey = Leaves<KeyControlCatalogue>;
type PluralBase<K> = K extends `${infer B}_one` ? B : never;
type Translate = (key: KeyControlKey | PluralBase<KeyControlKey>, options?: Record<string, unknown>) => string;

/** Typed lookups in this catalogue without widening the app-wide i18next resource type. */
export function useKeyControlT(): Translate {
  const { t } = useTranslation();
  return t as unknown as Translate;
}
