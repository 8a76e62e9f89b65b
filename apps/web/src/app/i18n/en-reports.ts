import { useTranslation } from 'react-i18next';

/** Strings of the key-control report pages (issue 7). */
export const enReports = {
  reports: {
    title: 'Reports',
    homeDescription: 'Key activity of {{property}}. Choose a report.',
    noProperty: 'No property selected. Choose a property in the header first.',
    back: 'Back to reports',
    backGeneric: 'Back',
    propertyLink: 'Property: {{name}}',
    kinds: {
      'keys-out': 'Keys Out',
      'report-by-unit': 'Report by Unit',
      'report-by-activity': 'Report by Activity',
      'report-by-employee': 'Report by Employee',
      'custom-report': 'Custom Report',
      'tag-search': 'Tag Search',
      exception: 'Exception Report',
      transaction: 'Transaction Report',
      'empty-hooks': 'Empty Hooks',
    },
    descriptions: {
      'keys-out': 'Every key that is out right now, who took it and since when.',
      'report-by-unit': 'Key activity of chosen units over a date range.',
      'report-by-activity': 'Transactions of chosen activities over a date range.',
      'report-by-employee': 'Key activity of chosen employees over a date range.',
      'custom-report': 'Combine date range, units, employees, activities and exception codes.',
      'tag-search': 'The history of one key tag.',
      exception: 'Denied access, wrong PINs, doors left open and other exceptions.',
      transaction: 'Every transaction over a date range.',
      'empty-hooks': 'Hooks without a tag and tags without a unit.',
    },
    open: 'Open',
    criteria: {
      title: 'Search criteria',
      units: 'Units',
      employees: 'Employees',
      activities: 'Activities',
      exceptionCodes: 'Exception codes',
      tag: 'Key tag',
      viewReport: 'View report',
      close: 'Close',
      edit: 'Search criteria',
      moreChosen: '+{{count}} more',
    },
    range: {
      label: 'Date range',
      from: 'From',
      to: 'To',
      allDates: 'All dates',
      fromTo: '{{from}} – {{to}}',
      presets: { today: 'Today', yesterday: 'Yesterday', lastWeek: 'Last week', lastMonth: 'Last month', allDates: 'All dates' },
      confirmAllTitle: 'Report on all dates?',
      confirmAllText: 'All dates can return a very large number of rows and take longer to load. Continue?',
      confirm: 'Use all dates',
      cancel: 'Cancel',
    },
    'dateRangeFrom afterTo': 'From must be on or before To',
    'dateRangeTo beforeFrom': 'To must be on or after From',
    columns: {
      time: 'Time', outSince: 'Out since', propertyUnitName: 'Unit', employeeName: 'Employee', badgeNumber: 'Badge',
      activity: 'Activity', exception: 'Exception', enteredWorkOrderNumber: 'Work order', keyReceiptId: 'Key receipt',
      keyHook: 'Key hook', keyTagNumber: 'Key tag', datalogNumber: 'Datalog',
    },
    groups: { error: 'Error', warning: 'Warning', info: 'Info', special: 'Special', ok: 'OK', none: '' },
    results_one: '{{count}} result',
    results_other: '{{count}} results',
    noRows: 'No rows match these criteria.',
    exportExcel: 'Export to Excel',
    exporting: 'Exporting…',
    print: 'Print',
    showMore: 'Show details',
    showLess: 'Hide details',
    receipt: {
      title: 'Key receipt {{id}}',
      open: 'Open key receipt {{id}}',
      dateCreated: 'Date',
      vendorRepName: 'Vendor rep',
      vendorName: 'Vendor',
      employeeName: 'Employee',
      verifiedNumber: 'Verified number',
      transactions: 'Transactions',
      back: 'Back',
      close: 'Close',
      lookupTitle: 'Key Receipt',
      receiptId: 'Receipt number',
      show: 'Show receipt',
    },
    internalTitle: { transactions: 'Transactions', exceptions: 'Exceptions' },
  },
} as const;

export type ReportsCatalogue = typeof enReports;
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type ReportsKey = Leaves<ReportsCatalogue>;
type PluralBase<K> = K extends `${infer B}_one` ? B : never;
type Translate = (key: ReportsKey | PluralBase<ReportsKey>, options?: Record<string, unknown>) => string;

/** Typed lookups in this catalogue without widening the app-wide i18next resource type. */
export function useReportsT(): Translate {
  const { t } = useTranslation();
  return t as unknown as Translate;
}
