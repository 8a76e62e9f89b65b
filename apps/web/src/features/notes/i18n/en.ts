/** English strings of the notes panel: the 'notes' namespace, loaded with this feature's chunk (decision 0025). */
export const enNotes = {
  notes: {
    title: 'Notes',
    pageTitle: 'Unit Notes',
    empty: 'No notes yet. Add the first one below.',
    add: 'Add note',
    addTop: 'Add as top note',
    placeholder: 'Write a note…',
    top: 'Top note',
    delete: 'Delete',
    deleteTitle: 'Delete this note?',
    deleteConfirm: 'The note disappears from this page (the audit log keeps it).',
    confirm: 'Delete',
    cancel: 'Cancel',
    by: '{{name}} · {{time}}',
    unit: {
      description: 'Notes about unit {{unit}} at {{property}}: who wrote them and when.',
      back: 'Unit List',
      notFound: 'This unit was not found, or it is not at one of your properties.',
      readOnly: 'You can read these notes; adding notes needs the Modify Property Unit and Notes right.',
    },
  },
} as const;
