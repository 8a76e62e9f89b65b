// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CHANGE_FORM_MESSAGES } from '@kc/domain/service-requests/change-form';
import { json, withSignedInSession } from '#web/test/api-stub.ts';
import { renderInRouter } from '#web/test/render.tsx';
import { fieldLabel } from '../api/change-form-values.ts';
import { ChangeFormPage } from './change-form-page.tsx';

withSignedInSession();
/** Each test draws a whole page several times: on a busy 2-core machine that takes seconds. */
const SLOW_PAGE_MS = 20_000;

const open = async () => {
  renderInRouter(<ChangeFormPage propertyId={12} propertyName="Maple Grove" />);
  await screen.findByRole('button', { name: 'Add a unit' });
};
const addUnit = (name: string) => {
  fireEvent.click(screen.getByRole('button', { name: 'Add a unit' }));
  const inputs = within(screen.getByTestId('change-form-unitsToAdd')).getAllByLabelText(/Unit name/);
  fireEvent.change(inputs[inputs.length - 1]!, { target: { value: name } });
};
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send change form' }));

describe('ChangeFormPage', { timeout: SLOW_PAGE_MS }, () => {
  it('sends the listed changes and shows the request it created', async () => {
    const fetchMock = vi.fn(async () => json(201, { serviceRequestId: 41, message: 'E-mail sent: request #41' }));
    vi.stubGlobal('fetch', fetchMock);
    await open();
    addUnit('101');
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Thanks' } });
    expect(screen.getByText('1 change listed')).toBeTruthy();
    send();
    expect(await screen.findByText('E-mail sent: request #41')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/properties/12/send-change-form');
    expect(JSON.parse(init.body as string)).toMatchObject({ unitsToAdd: [{ name: '101' }], note: 'Thanks' });
  });

  it('checks the rules before sending and lists the problems by section and row', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await open();
    send();
    expect(await screen.findByText(`Note: ${CHANGE_FORM_MESSAGES.nothingToSend}`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    addUnit('A#1');
    expect(await screen.findByText('Only letters, numbers, spaces, dashes and periods')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's field errors in place, and the spec's failure message when sending failed", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        json(400, {
          status: 400,
          code: 'VALIDATION_FAILED',
          message: 'Invalid input',
          fieldErrors: [{ field: 'unitsToAdd.0.name', message: 'Taken' }],
        }),
      )
      .mockResolvedValueOnce(json(500, { status: 500, code: 'INTERNAL', message: 'Server Error', fieldErrors: [] }));
    vi.stubGlobal('fetch', fetchMock);
    await open();
    addUnit('101');
    send();
    expect(await screen.findByText('Units to add 1 · Unit name: Taken')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    send();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(CHANGE_FORM_MESSAGES.sendFailed));
  });

  it('names a field path for the error popup', () => {
    const labels = { section: (s: string) => s.toUpperCase(), field: (f: string, s?: string) => `${f}@${s}` };
    expect(fieldLabel('contacts.2.email', labels)).toBe('CONTACTS 3 · email@contacts');
    expect(fieldLabel('note', labels)).toBe('note@undefined');
    expect(fieldLabel('elsewhere', labels)).toBe('elsewhere');
  });
});
