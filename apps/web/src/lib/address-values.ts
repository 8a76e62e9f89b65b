import type { AddressOut } from '@kc/domain/addresses';

/** An address as a form edits it: every field a string (the hierarchy's entity forms, the purchase-order form). */
export interface AddressValues {
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

export const EMPTY_ADDRESS: Readonly<AddressValues> = {
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  zip: '',
  country: 'United States',
};

/** The form's values of a stored address (the empty address for none). */
export const addressValues = (a: AddressOut | null | undefined): AddressValues =>
  a
    ? {
        addressLine1: a.addressLine1,
        addressLine2: a.addressLine2 ?? '',
        city: a.city,
        state: a.state,
        zip: a.zip,
        country: a.country,
      }
    : { ...EMPTY_ADDRESS };
