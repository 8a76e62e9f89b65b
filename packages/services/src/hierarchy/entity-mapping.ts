import type { Entity, EntityLevel, PropertyDetail } from '@kc/domain/hierarchy';

const ref = { select: { id: true, name: true } } as const;
const contact = { select: { id: true, name: true, email: true, phoneNumber: true } } as const;

export const ENTITY_INCLUDE = {
  corporation: { address: true, primaryContact: contact },
  division: { address: true, primaryContact: contact, corporation: ref },
  region: { address: true, primaryContact: contact, corporation: ref, division: ref },
  property: {
    physicalAddress: true,
    billToAddress: true,
    primaryContact: contact,
    corporation: ref,
    division: ref,
    region: ref,
  },
} as const;

interface AddressRow {
  id: number;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
}
interface Row {
  id: number;
  name: string;
  legalEntityName: string | null;
  phoneNumber: string | null;
  disabled: boolean;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  emailDomains?: string[];
  address?: AddressRow | null;
  physicalAddress?: AddressRow | null;
  primaryContact: { id: number; name: string; email: string; phoneNumber: string | null } | null;
  corporation?: { id: number; name: string };
  division?: { id: number; name: string } | null;
  region?: { id: number; name: string };
}

const address = (a: AddressRow | null | undefined) =>
  a
    ? {
        id: a.id,
        addressLine1: a.addressLine1,
        addressLine2: a.addressLine2,
        city: a.city,
        state: a.state,
        zip: a.zip,
        country: a.country,
      }
    : null;

export function toEntity(level: EntityLevel, r: Row): Entity {
  return {
    id: r.id,
    level,
    name: r.name,
    legalEntityName: r.legalEntityName,
    phoneNumber: r.phoneNumber,
    address: address(r.address ?? r.physicalAddress),
    primaryContact: r.primaryContact,
    corporation: r.corporation ?? (level === 'corporation' ? null : null),
    division: r.division ?? null,
    region: r.region ?? null,
    ...(r.emailDomains ? { emailDomains: r.emailDomains } : {}),
    disabled: r.disabled,
    version: r.version,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

interface PropertyRow extends Row {
  propertyCode: string | null;
  faxNumber: string | null;
  contactEmail: string | null;
  canceled: boolean;
  paymentDelinquent: boolean;
  temporaryAccessDate: Date | null;
  customerUnitEntry: boolean;
  cancellationReasonId: number | null;
  accountingCustomerNumber: string | null;
  erpId: string | null;
  billingMethodId: number | null;
  billingEmail: string | null;
  billToAddress: AddressRow | null;
  propertyManagementSystemId: number | null;
  serverPlatformId: number | null;
  warrantyDate: Date | null;
}

export function toProperty(r: PropertyRow): PropertyDetail {
  return {
    ...toEntity('property', r),
    propertyCode: r.propertyCode,
    faxNumber: r.faxNumber,
    contactEmail: r.contactEmail,
    htInfo: {
      canceled: r.canceled,
      paymentDelinquent: r.paymentDelinquent,
      temporaryAccessDate: r.temporaryAccessDate?.toISOString() ?? null,
      customerUnitEntry: r.customerUnitEntry,
      cancellationReasonId: r.cancellationReasonId,
    },
    accounting: {
      accountingCustomerNumber: r.accountingCustomerNumber,
      erpId: r.erpId,
      billingMethodId: r.billingMethodId,
      billingEmail: r.billingEmail,
      billToAddress: address(r.billToAddress),
      propertyManagementSystemId: r.propertyManagementSystemId,
      serverPlatformId: r.serverPlatformId,
      warrantyDate: r.warrantyDate?.toISOString().slice(0, 10) ?? null,
    },
  };
}
