// @vitest-environment jsdom
import type { MyProperty } from '@kc/domain/property-summary';
import { act, renderHook } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '#web/lib/i18n/i18n.ts';
import { useOpenInvoices } from './nav-buttons.tsx';

const property = (accountingCustomerNumber: string | null): MyProperty => ({
  id: 9,
  name: 'Cedar Springs',
  regionId: 1,
  regionName: 'Texas',
  accountingCustomerNumber,
  htInfo: { canceled: false, paymentDelinquent: false, temporaryAccessDate: null, customerUnitEntry: false },
});

afterEach(() => vi.restoreAllMocks());

describe('Invoices', () => {
  it('shows the noCustomerNumber error toast when the property has no customer number', () => {
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { result } = renderHook(() => useOpenInvoices({ property: property(null), summary: null }));
    act(() => result.current());
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', title: 'No customer number' }));
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the customer portal for the customer number in a new tab', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { result } = renderHook(() => useOpenInvoices({ property: property('C10009'), summary: null }));
    act(() => result.current());
    expect(open).toHaveBeenCalledWith(expect.stringContaining('customer=C10009'), '_blank', 'noopener,noreferrer');
  });
});
