import type { PropertyDetail } from '@kc/domain/hierarchy';
import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS } from '#web/lib/address-values.ts';
import { initialValues } from './entity-form.ts';
import {
  accountingBody,
  accountingInitialValues,
  customerNumberBody,
  flagsBody,
  flagsInitialValues,
  serverFieldErrors,
  validateAccounting,
  validateCustomerNumber,
  validateFlags,
} from './property-account-form.ts';

const htInfo: PropertyDetail['htInfo'] = {
  canceled: false,
  paymentDelinquent: true,
  customerUnitEntry: false,
  temporaryAccessDate: '2026-11-01T00:00:00.000Z',
  cancellationReasonId: 3,
};
const billTo = {
  id: 8,
  addressLine1: '1 Main St',
  addressLine2: null,
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  country: 'United States',
};
const accounting: PropertyDetail['accounting'] = {
  accountingCustomerNumber: 'C100',
  erpId: null,
  billingMethodId: 1,
  billingEmail: null,
  billToAddress: billTo,
  propertyManagementSystemId: null,
  serverPlatformId: 2,
  warrantyDate: '2027-03-04T00:00:00.000Z',
};
const addressOf = (address: PropertyDetail['accounting']['billToAddress']) =>
  initialValues({ name: '', legalEntityName: null, phoneNumber: null, address });

describe('property account flags', () => {
  it('sends the reason only while canceled and the date as the start of its UTC day', () => {
    const values = flagsInitialValues(htInfo);
    expect(values).toMatchObject({ cancellationReasonId: '3', temporaryAccessDate: '2026-11-01' });
    expect(flagsBody(values, 4)).toEqual({
      canceled: false,
      cancellationReasonId: null,
      paymentDelinquent: true,
      customerUnitEntry: false,
      temporaryAccessDate: '2026-11-01T00:00:00.000Z',
      version: 4,
    });
    expect(flagsBody({ ...values, canceled: true, temporaryAccessDate: '' }, 4)).toMatchObject({
      cancellationReasonId: 3,
      temporaryAccessDate: null,
    });
    expect(validateFlags(values, 4)).toEqual({});
  });
});

describe('property accounting info', () => {
  it('leaves an unchanged bill-to address out, sends a changed one, and null when the box is cleared', () => {
    const values = accountingInitialValues(accounting);
    expect(values).toMatchObject({
      billingMethodId: '1',
      serverPlatformId: '2',
      warrantyDate: '2027-03-04',
      hasBillTo: true,
    });
    const original = addressOf(billTo);
    expect(accountingBody(values, { values: original, original }, 4)).toEqual({
      billingMethodId: 1,
      billingEmail: '',
      propertyManagementSystemId: null,
      serverPlatformId: 2,
      warrantyDate: '2027-03-04',
      version: 4,
    });
    const moved = { ...original, address: { ...original.address, city: 'Dallas' } };
    expect(accountingBody(values, { values: moved, original }, 4).billToAddress).toMatchObject({ city: 'Dallas' });
    expect(accountingBody({ ...values, hasBillTo: false }, { values: original, original }, 4).billToAddress).toBeNull();
  });

  it("checks the body with the domain schema, the address's messages on the address block's fields", () => {
    const values = { ...accountingInitialValues(accounting), billingEmail: 'not an e-mail' };
    const typed = { ...addressOf(null), address: { ...EMPTY_ADDRESS, city: 'Austin', state: 'ZZ' } };
    expect(validateAccounting(accountingBody(values, { values: typed }, 4))).toEqual({
      fields: { billingEmail: 'Invalid e-mail address' },
      address: { 'address.addressLine1': 'Required', 'address.state': 'Not a state code', 'address.zip': 'Required' },
    });
    const fine = accountingBody({ ...values, billingEmail: 'bill@demo.test' }, { values: addressOf(billTo) }, 4);
    expect(validateAccounting(fine)).toEqual({ fields: {}, address: {} });
  });

  it("shows the server's field errors on the dialog's fields (an address's on the bill-to box)", () => {
    expect(
      serverFieldErrors([
        { field: 'billToAddress.city', message: 'Required' },
        { field: 'billingEmail', message: 'Required for this billing method' },
      ]),
    ).toEqual({ billToAddress: 'Required', billingEmail: 'Required for this billing method' });
  });
});

describe('property customer number', () => {
  it('is required and sent trimmed', () => {
    expect(validateCustomerNumber('  ', 4)).toEqual({ accountingCustomerNumber: 'Required' });
    expect(validateCustomerNumber('C-7', 4)).toEqual({});
    expect(customerNumberBody(' C-7 ', 4)).toEqual({ accountingCustomerNumber: 'C-7', version: 4 });
  });
});
