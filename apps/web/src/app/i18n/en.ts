import { MESSAGES } from '@kc/domain/messages';

/** Every string the web client shows. The server's user-facing messages come from the shared catalogue. */
export const en = {
  app: {
    name: 'Key Control Portal',
    tagline: 'Key cabinets, key tags and access control for your properties',
    logoAlt: 'Key Control Portal home',
  },
  common: {
    loading: 'Loading…',
  },
  auth: {
    title: 'Sign in',
    subtitle: 'Use the e-mail address and password of your portal account.',
    email: 'E-mail',
    emailPlaceholder: 'you@company.com',
    password: 'Password',
    passwordPlaceholder: 'Your password',
    showPassword: 'Show the characters typed',
    submit: 'Sign in',
    failedTitle: 'Sign-in failed',
    help: 'Trouble signing in? Contact your account manager or our support team.',
    documentTitle: 'Sign in',
  },
  shell: {
    welcome: 'Welcome {{name}}',
    logout: 'Logout',
    home: 'Home',
  },
  landing: {
    roleLabel: 'Your role',
    internalStaff: 'Internal staff',
    customerStaff: 'Customer staff',
    signedInAs: 'Signed in as',
    comingTitle: 'What comes next',
    comingText:
      'The business areas of the portal (customers, properties, orders, requests and reports) are being added. They will appear in the navigation as they become available.',
    accessTitle: 'Your access',
    corporation: 'Corporation',
    noEntities: 'No properties, regions or divisions are linked to your login yet. Contact your administrator.',
    moreEntities: 'and {{count}} more',
    entity: {
      Corporation: 'Corporation',
      Division: 'Division',
      Region: 'Region',
      Property: 'Property',
    },
  },
  dashboard: {
    title: 'Dashboard',
    welcome: 'Welcome back, {{name}}.',
    intro: 'This is the starting point for managing customers, orders, service and inventory.',
  },
  overview: {
    title: 'Overview',
    welcome: 'Welcome back, {{name}}.',
    intro: 'This is the starting point for your properties, key activity and reports.',
  },
  notFound: {
    title: 'Page Not Found',
    text: 'The page you asked for does not exist or has moved.',
    home: 'Go to the home page',
  },
  errorPage: {
    title: 'Something went wrong',
    text: 'The page could not be shown. Reloading usually helps; if it keeps happening, contact support.',
    chunkText: 'A newer version of the portal is available. Reload the page to continue.',
    reload: 'Reload page',
  },
  errors: {
    ...MESSAGES,
    apiErrorTitle: 'api error',
  },
};

export type Catalogue = typeof en;
