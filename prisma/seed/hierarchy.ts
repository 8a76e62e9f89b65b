// Area "hierarchy": three customers' corporations, divisions, regions and properties, with their addresses.
import type { Db } from '@kc/services/db/client';
import {
  createAddress as insertAddress,
  createCorporation,
  createDivision,
  createProperty,
  createRegion,
} from '@kc/services/fixtures/hierarchy';
import { CORPORATIONS, STREET_NAMES, STREET_SUFFIXES, type City } from './catalog.ts';
import type { Rng } from './random.ts';

export interface SeededProperty {
  id: number;
  name: string;
  corporationId: number;
  divisionId: number;
  regionId: number;
  /** A new install still waiting for the customer's unit list: no units, tags or history yet. */
  awaitingUnitEntry: boolean;
  canceled: boolean;
  plannedUnits: number;
  city: string;
  areaCode: string;
}

export interface SeededRegion {
  id: number;
  name: string;
  divisionId: number;
  properties: SeededProperty[];
}
export interface SeededDivision {
  id: number;
  name: string;
  regions: SeededRegion[];
}
export interface SeededCorporation {
  id: number;
  name: string;
  domain: string;
  divisions: SeededDivision[];
}

export interface SeededHierarchy {
  corporations: SeededCorporation[];
  properties: SeededProperty[];
}

const DAY = 86_400_000;

export const phone = (rng: Rng, areaCode: string): string => `(${areaCode}) 555-01${rng.digits(2)}`;

const slug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/^the /, '')
    .replace(/[^a-z0-9]+/g, '');

async function createAddress(prisma: Db, rng: Rng, city: City): Promise<number> {
  const { id } = await insertAddress(prisma, {
    addressLine1: `${rng.int(100, 9800)} ${rng.pick(STREET_NAMES)} ${rng.pick(STREET_SUFFIXES)}`,
    addressLine2: rng.chance(0.15) ? `Suite ${rng.int(100, 400)}` : null,
    city: city.city,
    state: city.state,
    zip: city.zip,
    country: city.country ?? 'United States',
  });
  return id;
}

/**
 * Account states the client must handle, all in the first corporation's first region but never as the first
 * property of a login: index 1 awaits customer unit entry, 2 is payment delinquent, 3 is canceled and on
 * temporary access since five days ago.
 */
function accountState(corporationIndex: number, regionIndex: number, propertyIndex: number, now: Date) {
  const first = corporationIndex === 0 && regionIndex === 0;
  return {
    customerUnitEntry: first && propertyIndex === 1,
    paymentDelinquent: first && propertyIndex === 2,
    canceled: first && propertyIndex === 3,
    temporaryAccessDate: first && propertyIndex === 3 ? new Date(now.getTime() - 5 * DAY) : null,
  };
}

export async function seedHierarchy(prisma: Db, rng: Rng, now: Date): Promise<SeededHierarchy> {
  const corporations: SeededCorporation[] = [];
  const properties: SeededProperty[] = [];
  let propertyNumber = 0;

  for (const [ci, plan] of CORPORATIONS.entries()) {
    const corporation = await createCorporation(prisma, {
      name: plan.name,
      legalEntityName: plan.legalEntityName,
      emailDomains: plan.emailDomains,
      phoneNumber: phone(rng, plan.headquarters.areaCode),
      addressId: await createAddress(prisma, rng, plan.headquarters),
    });
    const seededCorporation: SeededCorporation = {
      id: corporation.id,
      name: plan.name,
      domain: plan.emailDomains[0]!,
      divisions: [],
    };
    corporations.push(seededCorporation);
    let regionIndex = 0;

    for (const divisionPlan of plan.divisions) {
      const division = await createDivision(prisma, {
        corporationId: corporation.id,
        name: divisionPlan.name,
        legalEntityName: `${plan.legalEntityName.replace(/,? (LLC|Inc\.|L\.P\.)$/, '')} ${divisionPlan.name}`,
        phoneNumber: phone(rng, plan.headquarters.areaCode),
        addressId: await createAddress(prisma, rng, divisionPlan.regions[0]!.cities[0]!),
      });
      const seededDivision: SeededDivision = { id: division.id, name: divisionPlan.name, regions: [] };
      seededCorporation.divisions.push(seededDivision);

      for (const regionPlan of divisionPlan.regions) {
        const hub = regionPlan.cities[0]!;
        const region = await createRegion(prisma, {
          corporationId: corporation.id,
          divisionId: division.id,
          name: regionPlan.name,
          phoneNumber: phone(rng, hub.areaCode),
          addressId: await createAddress(prisma, rng, hub),
        });
        const seededRegion: SeededRegion = {
          id: region.id,
          name: regionPlan.name,
          divisionId: division.id,
          properties: [],
        };
        seededDivision.regions.push(seededRegion);

        for (const [pi, name] of regionPlan.properties.entries()) {
          propertyNumber += 1;
          // Exactly one Canadian property: Harbourfront Lofts, Toronto.
          const domestic = regionPlan.cities.filter((c) => !c.country);
          const city =
            name === 'Harbourfront Lofts' ? regionPlan.cities.find((c) => c.country)! : domestic[pi % domestic.length]!;
          const state = accountState(ci, regionIndex, pi, now);
          const property = await createProperty(prisma, {
            corporationId: corporation.id,
            divisionId: division.id,
            regionId: region.id,
            name,
            legalEntityName: `${name.replace(/^The /, '')} Owner, LLC`,
            propertyCode: `${plan.code}-${String(propertyNumber).padStart(3, '0')}`,
            erpId: `ERP${String(204_100 + propertyNumber * 7).padStart(6, '0')}`,
            accountingCustomerNumber: `C${10_000 + propertyNumber}`,
            physicalAddressId: await createAddress(prisma, rng, city),
            phoneNumber: phone(rng, city.areaCode),
            faxNumber: rng.chance(0.3) ? phone(rng, city.areaCode) : null,
            contactEmail: `office.${slug(name)}@${plan.emailDomains[0]}`,
            warrantyDate: new Date(now.getTime() + rng.int(-200, 700) * DAY),
            ...state,
          });
          const seeded: SeededProperty = {
            id: property.id,
            name,
            corporationId: corporation.id,
            divisionId: division.id,
            regionId: region.id,
            awaitingUnitEntry: state.customerUnitEntry,
            canceled: state.canceled,
            plannedUnits: rng.int(60, 260),
            city: city.city,
            areaCode: city.areaCode,
          };
          seededRegion.properties.push(seeded);
          properties.push(seeded);
        }
        regionIndex += 1;
      }
    }
  }
  return { corporations, properties };
}
