/** The opt-out pages' messages (spec 000 §8 names them; the wording is ours where it gives none). */
export const OPT_OUT_MESSAGES = {
  confirmQuestion: 'Stop these e-mails?',
  confirmButton: 'Stop these e-mails',
  optedOut: 'You have been opted out. You will not receive these e-mails any more.',
  alreadyOptedOut: 'You have already opted out of these e-mails.',
  somethingWentWrong: 'Something went wrong with opting out. Please try again.',
  contactInfoLoadError: 'We could not load your contact information. Please try again later.',
  linkInvalid: 'This opt-out link is not valid or has expired.',
  linkInvalidHint: 'Use the link in a more recent e-mail, or ask the property to stop the e-mails for you.',
} as const;
