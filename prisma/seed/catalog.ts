// Fixed lists the demo data is drawn from. Phone numbers use the fictional 555-01xx range.

export interface City {
  city: string;
  state: string;
  zip: string;
  areaCode: string;
  country?: string;
}

export interface RegionPlan {
  name: string;
  cities: City[];
  properties: string[];
}

export interface CorporationPlan {
  name: string;
  legalEntityName: string;
  emailDomains: string[];
  code: string;
  headquarters: City;
  divisions: { name: string; regions: RegionPlan[] }[];
}

export const CORPORATIONS: CorporationPlan[] = [
  {
    name: 'Summit Residential Group',
    legalEntityName: 'Summit Residential Group, LLC',
    emailDomains: ['demo.test'],
    code: 'SRG',
    headquarters: { city: 'Dallas', state: 'TX', zip: '75201', areaCode: '214' },
    divisions: [
      {
        name: 'West Division',
        regions: [
          {
            name: 'Texas',
            cities: [
              { city: 'Austin', state: 'TX', zip: '78704', areaCode: '512' },
              { city: 'Dallas', state: 'TX', zip: '75206', areaCode: '214' },
              { city: 'Houston', state: 'TX', zip: '77006', areaCode: '713' },
              { city: 'San Antonio', state: 'TX', zip: '78209', areaCode: '210' },
            ],
            properties: [
              'Maple Grove Apartments',
              'The Reserve at Stone Creek',
              'Bluebonnet Village',
              'Willow Park Residences',
              'Cedar Ridge Apartments',
              'The Lofts at Riverwalk',
              'Oak Hollow Apartments',
            ],
          },
          {
            name: 'Mountain & Pacific',
            cities: [
              { city: 'Denver', state: 'CO', zip: '80203', areaCode: '303' },
              { city: 'Phoenix', state: 'AZ', zip: '85004', areaCode: '602' },
              { city: 'Salt Lake City', state: 'UT', zip: '84111', areaCode: '801' },
              { city: 'Las Vegas', state: 'NV', zip: '89123', areaCode: '702' },
            ],
            properties: [
              'Aspen Heights',
              'Canyon Crest',
              'Copper Creek Apartments',
              'Mesa Verde Apartments',
              'Sunset Ridge',
              'Palisades at the Park',
            ],
          },
        ],
      },
      {
        name: 'East Division',
        regions: [
          {
            name: 'Southeast',
            cities: [
              { city: 'Atlanta', state: 'GA', zip: '30308', areaCode: '404' },
              { city: 'Charlotte', state: 'NC', zip: '28203', areaCode: '704' },
              { city: 'Nashville', state: 'TN', zip: '37203', areaCode: '615' },
              { city: 'Orlando', state: 'FL', zip: '32801', areaCode: '407' },
            ],
            properties: [
              'Magnolia Terrace',
              'Sycamore Place',
              'Heritage Square',
              'Cobblestone Court',
              'Fox Run Apartments',
              'Cypress Cove',
              'Peachtree Commons',
            ],
          },
          {
            name: 'Northeast & Ontario',
            cities: [
              { city: 'Philadelphia', state: 'PA', zip: '19103', areaCode: '215' },
              { city: 'Boston', state: 'MA', zip: '02116', areaCode: '617' },
              { city: 'Hoboken', state: 'NJ', zip: '07030', areaCode: '201' },
              { city: 'Toronto', state: 'ON', zip: 'M5V 2T6', areaCode: '416', country: 'Canada' },
            ],
            properties: [
              'Parkview Towers',
              'The Summit at Cherry Hill',
              'Waterford Landing',
              'Ashford Green',
              'Harbourfront Lofts',
              'Kensington Place',
              'Brookstone Commons',
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Harborview Living',
    legalEntityName: 'Harborview Living Partners, L.P.',
    emailDomains: ['other.test'],
    code: 'HVL',
    headquarters: { city: 'Chicago', state: 'IL', zip: '60606', areaCode: '312' },
    divisions: [
      {
        name: 'Midwest Division',
        regions: [
          {
            name: 'Great Lakes',
            cities: [
              { city: 'Chicago', state: 'IL', zip: '60614', areaCode: '773' },
              { city: 'Milwaukee', state: 'WI', zip: '53202', areaCode: '414' },
              { city: 'Columbus', state: 'OH', zip: '43215', areaCode: '614' },
              { city: 'Grand Rapids', state: 'MI', zip: '49503', areaCode: '616' },
            ],
            properties: [
              'Harbor Pointe',
              'Lakeview Terrace',
              'Riverbend Flats',
              'Birchwood Crossing',
              'Meadowbrook Gardens',
              'Eagle Pointe',
            ],
          },
          {
            name: 'Plains',
            cities: [
              { city: 'Minneapolis', state: 'MN', zip: '55403', areaCode: '612' },
              { city: 'Kansas City', state: 'MO', zip: '64111', areaCode: '816' },
              { city: 'Omaha', state: 'NE', zip: '68102', areaCode: '402' },
            ],
            properties: [
              'Prairie Wind Apartments',
              'Stonegate Manor',
              'Highland Park Place',
              'Timber Ridge',
              'Hampton Court',
              'Wildflower Apartments',
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Lakeshore Communities',
    legalEntityName: 'Lakeshore Communities, Inc.',
    emailDomains: ['lakeshore.test'],
    code: 'LSC',
    headquarters: { city: 'Seattle', state: 'WA', zip: '98101', areaCode: '206' },
    divisions: [
      {
        name: 'Pacific Division',
        regions: [
          {
            name: 'Pacific Northwest',
            cities: [
              { city: 'Seattle', state: 'WA', zip: '98109', areaCode: '206' },
              { city: 'Tacoma', state: 'WA', zip: '98402', areaCode: '253' },
              { city: 'Portland', state: 'OR', zip: '97209', areaCode: '503' },
            ],
            properties: [
              'Rainier Vista',
              'Cascade Commons',
              'Evergreen Terrace',
              'Redwood Grove',
              'Lakeside Villas',
              'Pacific Crest',
            ],
          },
          {
            name: 'California',
            cities: [
              { city: 'San Diego', state: 'CA', zip: '92101', areaCode: '619' },
              { city: 'Sacramento', state: 'CA', zip: '95814', areaCode: '916' },
              { city: 'San Jose', state: 'CA', zip: '95112', areaCode: '408' },
            ],
            properties: [
              'Marina del Sol',
              'Golden Gate Residences',
              'Bayshore Apartments',
              'The Preserve at Pine Valley',
              'Vineyard Hills',
            ],
          },
        ],
      },
    ],
  },
];

export const STREET_NAMES = [
  'Oak Lawn',
  'Maple',
  'Cedar Springs',
  'Riverside',
  'Lakeshore',
  'Park',
  'Highland',
  'Main',
  'Elm',
  'Willow Creek',
  'Sunset',
  'Meadow',
  'Hillcrest',
  'Forest',
  'Spring Valley',
  'Washington',
  'Lincoln',
  'Jefferson',
  'Madison',
  'Harbor',
];
export const STREET_SUFFIXES = ['Ave', 'St', 'Blvd', 'Dr', 'Pkwy', 'Ln', 'Rd', 'Way'];

export const FIRST_NAMES = [
  'James',
  'Maria',
  'Robert',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Patricia',
  'Carlos',
  'Elizabeth',
  'Daniel',
  'Susan',
  'Jose',
  'Jessica',
  'Anthony',
  'Sarah',
  'Kevin',
  'Karen',
  'Brian',
  'Nancy',
  'Andre',
  'Lisa',
  'Marcus',
  'Angela',
  'Luis',
  'Michelle',
  'Tyrone',
  'Amanda',
  'Hector',
  'Stephanie',
  'Derek',
  'Rebecca',
  'Juan',
  'Laura',
  'Travis',
  'Monique',
  'Victor',
  'Heather',
  'Ray',
  'Denise',
  'Omar',
  'Tamara',
  'Wei',
  'Priya',
  'Kenji',
  'Fatima',
];
export const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
  'Hall',
  'Rivera',
  'Campbell',
  'Mitchell',
  'Carter',
  'Patel',
  'Chen',
  'Okafor',
  'Kowalski',
];

/** Common-area hooks most properties keep next to the units. */
export const COMMON_AREAS = ['OFFICE', 'POOL', 'FITNESS', 'MAINT', 'CLUBHOUSE', 'LAUNDRY', 'MAIL RM', 'GATE'];

/** Exception codes of spec 001 §9 the demo history draws from, weighted toward the common ones. */
export const EXCEPTION_CODES = [
  'W',
  'W',
  'W',
  'T',
  'T',
  'C',
  'O',
  'D',
  'D',
  'N',
  'L',
  'M',
  'Y',
  'R',
  'S',
  'E',
  'P',
  'B',
  'I',
];
