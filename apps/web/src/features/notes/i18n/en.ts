/** English strings of the notes panel: the 'notes' namespace, loaded with this feature's chunk (decision 0025). */
export const enNotes = {
  notes: {
    title: 'Notes',
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
  },
} as const;
