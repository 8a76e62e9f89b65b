/** English strings of the customer search pages: the 'search' namespace, loaded with this feature's chunk (decision 0025). */
export const enSearch = {
  search: {
    title: 'Search',
    resultsTitle: 'Search results',
    description: 'Corporations, divisions, regions, properties (name, code, customer number, address) and site logins.',
    label: 'Search for',
    placeholder: 'Name, customer number, address or e-mail',
    submit: 'Search',
    tooShort: 'Type at least 2 characters.',
    forQuery: 'Results for "{{query}}"',
    none: 'Nothing matches "{{query}}". Check the spelling, or try a customer number, street or e-mail.',
    groups: {
      corporations: 'Corporations',
      divisions: 'Divisions',
      regions: 'Regions',
      properties: 'Properties',
      siteLogins: 'Site logins',
    },
    count_one: '{{count}} result',
    count_other: '{{count}} results',
  },
} as const;
