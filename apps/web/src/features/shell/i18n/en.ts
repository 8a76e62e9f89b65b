import { enPages } from './en-pages.ts';

/**
 * English strings of the pages for business areas not built yet (their titles and what the area will do): the 'shell'
 * namespace, loaded with those pages
 * (decisions 0025, 0050). The header and navigation strings stay in 'common' (lib/i18n/en.ts): shared components use them.
 */
export const enShell = {
  pages: enPages,
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
};
