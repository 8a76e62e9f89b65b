import { MESSAGES } from '@kc/domain/messages';
import { enPages } from './en-pages.ts';

/**
 * The 'common' namespace: strings of the entry chunk (shell, sign-in, account states, help, errors) and of the shared
 * components. A feature's own strings live in features/<area>/i18n/en.ts (decision 0025). The server's user-facing
 * messages come from the shared catalogue.
 */
export const en = {
  app: {
    name: 'Key Control Portal',
    tagline: 'Key cabinets, key tags and access control for your properties',
    logoAlt: 'Key Control Portal home',
  },
  session: {
    changePasswordLink: 'Change password',
    endImpersonation: 'End Impersonation',
    idle: {
      title: 'Are you still there?',
      text: 'You have been inactive for a while. For your security you will be logged out in',
      stay: 'Stay Logged In',
      logout: 'Logout',
      countdownLabel: 'Time left before logout',
    },
  },
  common: {
    loading: 'Loading…',
    close: 'Close',
    back: 'Back',
    clear: 'Clear',
  },
  pagination: {
    first: 'First page',
    previous: 'Previous page',
    next: 'Next page',
    last: 'Last page',
  },
  table: {
    sortBy: 'Sort by {{column}}',
    sortLabel: 'Sort by',
    sortNone: 'As listed',
    sortAsc: '{{column}} (ascending)',
    sortDesc: '{{column}} (descending)',
    details: 'Details',
    page: 'Page {{page}}',
    first: 'First page',
    previous: 'Previous page',
    next: 'Next page',
    last: 'Last page',
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
    customerNumber: 'Customer # {{number}}',
    logout: 'Logout',
    home: 'Home',
    mainNavigation: 'Main navigation',
    footerNavigation: 'Quick navigation',
    openMenu: 'Open menu',
    menu: 'Menu',
    endImpersonationSlot: 'Impersonation controls',
    search: {
      label: 'Search customers',
      placeholder: 'Search customers…',
    },
    levelSelector: {
      property: 'Property',
      region: 'Region',
      division: 'Division',
      loading: 'Loading…',
      empty: 'Nothing to choose',
    },
    nav: {
      dashboard: 'Dashboard',
      invoices: 'Invoices',
      reports: 'Reports',
      search: 'Search',
      corporations: 'Corporations',
      alerts: 'Alerts',
      ordersAccounting: 'Orders (accounting)',
      orders: 'Orders',
      inventory: 'Inventory',
      requests: 'Requests',
      support: 'Support',
      supplies: 'Supplies/More',
      admin: 'Admin',
      opensInNewTab: '(opens in a new tab)',
    },
    footer: {
      home: 'Home',
      search: 'Search',
      corporations: 'Customers',
      purchaseOrders: 'Orders',
      overview: 'Overview',
      reports: 'Reports',
      employees: 'Employees',
      supplies: 'Supplies',
    },
    sidebar: {
      inventory: 'Inventory',
      serviceRequests: 'Service Requests',
      purchaseOrders: 'Purchase Orders',
      administration: 'Administration',
      alerts: 'Alerts',
      support: 'Support/FAQs',
      emailSupport: 'Email Support',
      logout: 'Logout',
      selectedProperty: 'Selected property',
      customerNumber: 'Customer #',
      region: 'Region',
      noCustomerNumber: 'No customer number yet',
      contactUs: 'Contact us',
      supportLine: 'Support',
      salesLine: 'Sales',
      billingLine: 'Billing',
      hours: 'Support hours',
      copyright: '© {{year}} {{company}} All rights reserved.',
      emailSubject: 'Support request: {{property}}',
    },
  },
  notAvailable: {
    badge: 'Not available yet',
    lead: 'This part of the portal is not available yet.',
    willDo: 'What it will do',
    meanwhile: 'In the meantime, contact our support team for anything you need here.',
    backHome: 'Back to the home page',
    backLogin: 'Go to sign in',
  },
  areas: {
    corporations: {
      title: 'Corporations',
      description:
        'Find any customer corporation, see its divisions, regions and properties, keep its contacts and e-mail domains up to date, and manage its corporate site logins.',
    },
    divisions: {
      title: 'Divisions',
      description:
        'See a division with its regions and properties, edit its details and contact, add regions and manage its site logins.',
    },
    regions: {
      title: 'Regions',
      description:
        'See a region with its properties, edit its details and contact, add properties and manage its site logins.',
    },
    properties: {
      title: 'Properties',
      description:
        "Keep a property's details, units, activities, work orders and site logins in one place, including inactive logins and product updates.",
    },
    keyControl: {
      title: 'Key control systems',
      description:
        'Scan key panels and units, check key maps, review cabinet transactions and exceptions, and see when each datalog last communicated.',
    },
    purchaseOrders: {
      title: 'Purchase orders',
      description:
        'Create, approve, track and look up purchase orders from new order to installation, with accounting status and verified orders.',
    },
    serviceRequests: {
      title: 'Service requests',
      description:
        'Log, assign and follow service requests for each property, and report on open and closed requests by year and technician.',
    },
    shippingOrders: {
      title: 'Shipping orders',
      description:
        'Prepare system, service and supply (ESOF) shipping orders, print, ship or void them, and confirm what went out.',
    },
    internalUsers: {
      title: 'Internal users',
      description: "Add and edit the provider's own staff logins and their roles.",
    },
    inventory: {
      title: 'Inventory',
      description: 'Count equipment, look up serial numbers, and scan new, returned, RMA and destroyed equipment.',
    },
    calendar: {
      title: 'Calendar',
      description:
        'Plan installs, service visits, on-call duty and time off on a shared calendar with holidays marked.',
    },
    search: {
      title: 'Search',
      description: 'Search every corporation, division, region and property by name, customer number or address.',
    },
    tools: {
      title: 'Tools',
      description: 'Configure systems, generate magic codes and manage HT Express installations.',
    },
    productionQueue: {
      title: 'Production queue',
      description: 'See the systems waiting to be built and shipped, in order.',
    },
    internalReports: {
      title: 'Internal reports',
      description: 'Cancellation, past-due datalog and platinum datalog reports for account follow-up.',
    },
    news: { title: 'News', description: 'Edit the special news shown to every portal user.' },
    printing: { title: 'Printing', description: 'Print-ready views of orders, agreements and receipts.' },
    administration: {
      title: 'Administration',
      description:
        'Edit your corporation, divisions, regions and properties, add and edit site logins, and search employee badges.',
    },
    propertyData: {
      title: 'Your property',
      description: "See your cabinet's communication status, units, activities, vendors and work orders.",
    },
    exceptionAlerts: {
      title: 'Alerts',
      description: 'Review key exceptions and set up key activity e-mails for your team.',
    },
    propertyVerification: {
      title: 'New property setup',
      description:
        "Confirm your property's units and contact so your new key control system can be configured before it ships.",
    },
    propertyReports: {
      title: 'Reports',
      description:
        'Keys out, activity by unit, employee or activity, custom reports, tag search, exceptions, transactions and empty hooks.',
    },
    keyReceipts: {
      title: 'Key receipts',
      description: 'Print and keep receipts when keys are handed to residents or vendors.',
    },
    badges: {
      title: 'Employees',
      description: 'Add employees, issue and deactivate badges, and set when each badge may open the cabinet.',
    },
    unitNotes: { title: 'Unit notes', description: "Keep notes about a unit's keys for your team." },
    residentEmails: {
      title: 'Resident e-mails',
      description: 'Manage the addresses that receive key activity e-mails.',
    },
    changeForm: { title: 'Change form', description: 'Send us changes to your units, keys or contacts.' },
    supplies: { title: 'Supplies', description: 'Order key tags, rings, seals and other supplies for your cabinet.' },
    optOut: {
      title: 'E-mail preferences',
      description: 'Stop automated e-mails from a link in the e-mail itself, without signing in.',
    },
    warranty: {
      title: 'Warranty',
      description: 'Approve or decline the extended warranty offered for your property, from the link in our e-mail.',
    },
    newUser: { title: 'New user', description: 'Move an account from the previous portal and choose a password.' },
  },
  pages: enPages,
  accountState: {
    canceledTitle: 'Property subscription canceled',
    canceledText:
      "The key control subscription for {{property}} has been canceled, so the portal's features are turned off for it. To reinstate the account, call our billing team; reinstatement takes up to 2 business days, and we can grant temporary access for 2 weeks in the meantime.",
    delinquentTitle: 'Payment delinquent',
    delinquentText:
      "The account for {{property}} is past due, so the portal's features are stopped until payment is received. Call our billing team to bring the account current; access returns within 2 business days of payment.",
    temporaryTitle: 'Temporary access',
    temporaryText: 'This property has temporary access until {{date}} while its account is being reinstated.',
    callBilling: 'Call billing: {{phone}}',
    lockedTitle: 'Account locked for nonpayment',
    lockedText: 'This account is locked because of nonpayment. Contact our billing team to unlock it.',
    notLinkedTitle: 'Account not linked to the payment portal',
    notLinkedText:
      'This property is not linked to our payment portal yet, so invoices cannot be shown. Contact billing to link it.',
    accountCanceledTitle: 'Account canceled',
    accountCanceledText: 'This account has been canceled. Contact us if you believe this is a mistake.',
    accountErrorTitle: 'There is a problem with this account',
    accountErrorText: 'We could not open this account. Contact our support team and we will sort it out.',
    noCustomerNumberTitle: 'No customer number',
    noCustomerNumber:
      'This property has no customer number yet, so there is no invoice portal link for it. Contact billing.',
    entityNotFound: '{{entity}} Not Found',
    entityNotFoundText:
      'We could not find that {{entity}}. It may have been removed, or it may belong to an account you cannot see.',
    genericNotFound: 'Not Found',
    propertyByCustomerNumber: 'No property matches that customer number.',
    mobileTitle: 'Page Not Available for Mobile Devices',
    mobileText: 'This page needs a larger screen. Open it on a computer or tablet in landscape.',
    entities: {
      property: 'Property',
      region: 'Region',
      division: 'Division',
      corporation: 'Corporation',
      'purchase-order': 'Purchase Order',
      'service-request': 'Service Request',
      badge: 'Badge',
      user: 'User',
    },
  },
  help: {
    center: 'Help Center',
    signIn: 'Sign in to the portal',
    systems: 'Key control systems',
    touchHelp: 'Touch system help',
    gen10Help: 'Gen10 system help',
    systemTitle: '{{name}} system help',
    otherSystem: 'Looking for the {{name}} system?',
    guides: 'Step-by-step guides',
    faqs: 'Common questions',
    minutes_one: 'About {{count}} minute',
    minutes_other: 'About {{count}} minutes',
    stepCount_one: '{{count}} step',
    stepCount_other: '{{count}} steps',
    backTo: 'All {{name}} guides',
    systemBadge: '{{name}} system',
    before: 'Before you start',
    steps: 'Steps',
    stepLabel: 'Step {{number}}',
    onScreen: 'On screen',
    tips: 'Tips',
    troubleshooting: 'If it does not work',
    stillStuck: 'Still stuck? Call support at',
    propertyTitle: 'Support for {{name}}',
    propertyIntro: 'Guides for your key control system, and how to reach our support team about this property.',
    contactTitle: 'Talk to support',
    contactText: 'Have your customer number ready when you call: {{number}}.',
    callSupport: 'Call {{phone}}',
    emailSupport: 'E-mail support',
  },
  formErrors: {
    title: 'Please correct the following',
    ok: 'OK',
  },
  chunk: {
    title: 'A new version is available',
    text: 'Part of the portal could not be loaded, usually because it was just updated. Reload to continue.',
    reload: 'Reload',
  },
  landing: {
    roleLabel: 'Your role',
    internalStaff: 'Internal staff',
    customerStaff: 'Customer staff',
    signedInAs: 'Signed in as',
  },
  dashboard: {
    title: 'Dashboard',
    welcome: 'Welcome back, {{name}}.',
    intro: 'This is the starting point for managing customers, orders, service and inventory.',
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
