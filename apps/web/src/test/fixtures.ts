import type { PropertyDetail } from '@kc/domain/hierarchy';

/** A property as `GET /api/properties/{id}` answers it, for component tests; `over` changes what the test is about. */
export function propertyDetail(over: Partial<PropertyDetail> = {}): PropertyDetail {
  return {
    id: 12,
    level: 'property',
    name: 'Maple Grove',
    legalEntityName: null,
    phoneNumber: null,
    address: null,
    primaryContact: null,
    corporation: { id: 1, name: 'Summit' },
    division: { id: 2, name: 'West' },
    region: { id: 3, name: 'Texas' },
    disabled: false,
    version: 4,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    propertyCode: null,
    faxNumber: null,
    contactEmail: null,
    htInfo: {
      canceled: false,
      paymentDelinquent: false,
      customerUnitEntry: false,
      temporaryAccessDate: null,
      cancellationReasonId: null,
    },
    accounting: {
      accountingCustomerNumber: null,
      erpId: null,
      billingMethodId: null,
      billingEmail: null,
      billToAddress: null,
      propertyManagementSystemId: null,
      serverPlatformId: null,
      warrantyDate: null,
    },
    ...over,
  };
}
