// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { LoginForm } from './login-form.tsx';
import { json } from '#web/test/api-stub.ts';
import { loadQueryClient } from '#web/lib/query-client-loader.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginForm', () => {
  it('shows field errors in place without calling the API', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<LoginForm onSignedIn={() => {}} />);
    fill('not-an-address', '');
    expect(await screen.findByText('Invalid e-mail address')).toBeTruthy();
    expect(screen.getByText('Required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the wrong-credentials message in an alert', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        json(401, {
          status: 401,
          code: 'INVALID_CREDENTIALS',
          message: 'Your e-mail address or password is incorrect',
          fieldErrors: [],
        }),
      ),
    );
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
    fill('manager@demo.test', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toContain('Your e-mail address or password is incorrect');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('stores the session and loads the user on success', async () => {
    const me = {
      id: 1,
      pool: 'external',
      name: 'Pat Manager',
      email: 'manager@demo.test',
      role: 203,
      commercialLevel: 4,
      isInternalUser: false,
      isExternalUser: true,
      isStaff: true,
      accessRights: {},
      corporation: null,
      entityLevels: [],
      impersonator: null,
    };
    const fetchMock = vi.fn(async (url: string) =>
      url === '/api/auth/sign-in'
        ? json(200, { accessToken: 'a', idToken: 'i', refreshToken: 'r'.repeat(40), expiresIn: 900 })
        : json(200, me),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
    fill('manager@demo.test', 'DemoPass!2026');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    // The app's own client, loaded by the sign-in (decision 0057), holds the signed-in person.
    const queryClient = await loadQueryClient();
    expect(queryClient.getQueryData(['auth', 'me'])).toMatchObject({ name: 'Pat Manager' });
    expect(JSON.parse(localStorage.getItem('kc.session') ?? '{}').accessToken).toBe('a');
  });
});
