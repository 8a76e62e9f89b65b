import { OPT_OUT_MESSAGES } from '@kc/domain/notifications/messages';

/** English strings of the opt-out pages: the 'opt-out' namespace (messages shared with the API from domain). */
export const enOptOut = {
  optOut: {
    ...OPT_OUT_MESSAGES,
    pages: {
      residentOptOut: 'Resident E-mail Opt-Out',
      keysOutOptOut: 'Keys-Out E-mail Opt-Out',
      inactiveEmployeesOptOut: 'Inactive Employees E-mail Opt-Out',
    },
    lead: 'This link stops these e-mails:',
    what: 'E-mails',
    property: 'Property',
    unit: 'Unit',
    address: 'Sent to',
    otherEmails: 'Other e-mails from the property are not affected.',
    retry: 'Try again',
    doneTitle: 'You are opted out',
    alreadyTitle: 'Already opted out',
    invalidTitle: 'Link not valid',
    errorTitle: 'Something went wrong',
    signIn: 'Go to sign in',
  },
} as const;
