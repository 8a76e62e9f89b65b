// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STALE_VERSION_MESSAGE } from '@kc/domain/hierarchy';
import { propertyDetail } from '#web/test/fixtures.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { PropertyAccountCard } from './property-account.tsx';
import { json, withSignedInSession } from '#web/test/api-stub.ts';

const property = propertyDetail({
  htInfo: {
    canceled: false,
    paymentDelinquent: true,
    customerUnitEntry: false,
    temporaryAccessDate: '2026-11-01T00:00:00.000Z',
    cancellationReasonId: null,
  },
  accounting: {
    accountingCustomerNumber: 'C100',
    erpId: null,
    billingMethodId: 2,
    billingEmail: 'bill@demo.test',
    billToAddress: null,
    propertyManagementSystemId: 1,
    serverPlatformId: null,
    warrantyDate: null,
  },
});

withSignedInSession();

describe('PropertyAccountCard', () => {
  it('is read-only without the right', () => {
    renderWithProviders(<PropertyAccountCard property={property} canEdit={false} />);
    const card = screen.getByTestId('property-account');
    expect(card.textContent).toContain('C100');
    expect(card.textContent).toContain('E-mail invoice');
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('sends the flags with the loaded version and explains a version conflict (409)', async () => {
    const fetchMock = vi.fn(async () =>
      json(409, {
        status: 409,
        code: 'CONFLICT',
        message: STALE_VERSION_MESSAGE,
        fieldErrors: [{ field: 'version', message: STALE_VERSION_MESSAGE }],
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<PropertyAccountCard property={property} canEdit />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit account flags' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Customer unit entry' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/Someone else changed this property/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Reload' })).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/properties/12/ht-info');
    expect(JSON.parse(init.body as string)).toMatchObject({
      version: 4,
      customerUnitEntry: true,
      paymentDelinquent: true,
      temporaryAccessDate: '2026-11-01T00:00:00.000Z',
    });
  }, 20_000);

  it("checks the customer number with the domain rule in place, and puts the server's field error on its field", async () => {
    const fetchMock = vi.fn(async () =>
      json(400, {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Some fields are missing or invalid',
        fieldErrors: [{ field: 'accountingCustomerNumber', message: 'Already used by another property' }],
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<PropertyAccountCard property={property} canEdit />);
    fireEvent.click(screen.getByRole('button', { name: 'Set customer number' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByRole('textbox', { name: /Customer number/ });
    fireEvent.change(input, { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: 'C200' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Already used by another property')).toBeTruthy();
    expect(within(dialog).queryByText('Required')).toBeNull();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, JSON.parse(init.body as string)]).toEqual([
      '/api/properties/12/customer-number',
      { accountingCustomerNumber: 'C200', version: 4 },
    ]);
  }, 20_000);

  it('asks before removing the temporary access date', async () => {
    const fetchMock = vi.fn(async () =>
      json(200, { ...property, version: 5, htInfo: { ...property.htInfo, temporaryAccessDate: null } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<PropertyAccountCard property={property} canEdit />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove temporary access date' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Temporary access of Maple Grove (since 11/01/2026) ends now.');
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove temporary access date' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method]).toEqual(['/api/properties/12/temporary-access-date', 'DELETE']);
  }, 20_000);
});
