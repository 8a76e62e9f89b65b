import type { AddressOut } from '@kc/domain/addresses';
import type { Entity, PropertyDetail } from '@kc/domain/hierarchy';
import type { PurchaseOrder } from '@kc/domain/purchase-orders/views';

/** One level of the order's hierarchy as the form shows it, read-only (spec 001 §3 property information). */
export interface Party {
  level: 'property' | 'region' | 'division' | 'corporation';
  id: number;
  name: string;
  legalEntityName?: string | null;
  propertyCode?: string | null;
  /** Property only: undefined elsewhere, null while none is assigned. */
  customerNumber?: string | null;
  address?: AddressOut | null;
  phone?: string | null;
  fax?: string | null;
  primaryContact?: { name: string; email: string | null } | null;
}

/** A new order: the property and region as the hierarchy pages read them, division and corporation by name. */
export function partiesFromEntities(property: PropertyDetail, region: Entity | undefined): Party[] {
  const parties: Party[] = [
    {
      level: 'property',
      id: property.id,
      name: property.name,
      legalEntityName: property.legalEntityName,
      propertyCode: property.propertyCode,
      customerNumber: property.accounting.accountingCustomerNumber,
      address: property.address,
      phone: property.phoneNumber,
      fax: property.faxNumber,
      primaryContact: property.primaryContact,
    },
  ];
  if (region)
    parties.push({
      level: 'region',
      id: region.id,
      name: region.name,
      legalEntityName: region.legalEntityName,
      address: region.address,
      phone: region.phoneNumber,
      primaryContact: region.primaryContact,
    });
  if (property.division) parties.push({ level: 'division', ...property.division });
  if (property.corporation) parties.push({ level: 'corporation', ...property.corporation });
  return parties;
}

/** An existing order: the property information the API answers with it. */
export function partiesFromOrder(order: PurchaseOrder): Party[] {
  const { property, region, division, corporation } = order.propertyInformation;
  const contact = property.propertyContactInformation;
  return [
    {
      level: 'property',
      id: property.id,
      name: property.name,
      legalEntityName: property.legalEntityName,
      propertyCode: property.propertyCode,
      customerNumber: property.accountingCustomerNumber,
      address: property.physicalAddress,
      phone: contact.phone,
      fax: contact.fax,
      primaryContact: contact.primaryContact,
    },
    {
      level: 'region',
      id: region.id,
      name: region.name,
      legalEntityName: region.legalEntityName,
      address: region.physicalAddress,
      phone: region.phone,
      primaryContact: region.primaryContact,
    },
    ...(division ? [{ level: 'division' as const, ...division }] : []),
    { level: 'corporation', ...corporation },
  ];
}
