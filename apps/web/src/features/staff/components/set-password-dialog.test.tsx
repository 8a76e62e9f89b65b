// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { SetPasswordDialog } from './set-password-dialog.tsx';
import { json, withSignedInSession } from '#web/test/api-stub.ts';

withSignedInSession();

describe('SetPasswordDialog', () => {
  it('asks for a password and a matching confirmation in place, and never submits the form around it', async () => {
    const fetchMock = vi.fn(async () =>
      json(400, {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Some fields are missing or invalid',
        fieldErrors: [{ field: 'password', message: 'Must be at least 8 characters' }],
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const outerSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    renderWithProviders(
      <form onSubmit={outerSubmit}>
        <SetPasswordDialog email="dana@demo.test" opened onClose={() => {}} />
      </form>,
    );
    const submit = await screen.findByRole('button', { name: 'Set password' });
    fireEvent.click(submit);
    expect(await screen.findByText('Required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Temporary password'), { target: { value: 'abc' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'abd' } });
    fireEvent.click(submit);
    expect(await screen.findByText('The passwords do not match')).toBeTruthy();
    expect(screen.queryByText('Required')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'abc' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Must be at least 8 characters')).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(outerSubmit).not.toHaveBeenCalled();
  }, 20_000);
});
