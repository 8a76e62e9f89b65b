// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { RestrictionsPage } from './restrictions-page.tsx';
import { json, withSignedInSession } from '#web/test/api-stub.ts';

withSignedInSession();

describe('RestrictionModal', () => {
  it('asks for at least one badge and one unit in place and never posts', async () => {
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
      url.endsWith('/choices')
        ? json(200, { badges: [{ id: 4, badgeNumber: '0042', employeeName: 'Ana Ruiz' }], units: [] })
        : json(200, []),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<RestrictionsPage propertyId={1} back={null} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Add restriction' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Night shift' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save restriction' }));

    // Each hint shows twice: once as the field's description, once as its error.
    expect(await within(dialog).findAllByText('At least one active badge')).toHaveLength(2);
    expect(within(dialog).getAllByText('At least one unit')).toHaveLength(2);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  }, 20_000);
});
