// @vitest-environment jsdom
import type { Me } from '@kc/domain/auth';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { StaffForm } from './staff-form.tsx';
import { json, withSignedInSession } from '#web/test/api-stub.ts';

// jsdom has no scrollIntoView; Mantine's combobox scrolls the selected option into view.
if (!('scrollIntoView' in Element.prototype) || typeof Element.prototype.scrollIntoView !== 'function')
  Element.prototype.scrollIntoView = () => {};

const manager: Me = {
  id: 4,
  pool: 'external',
  name: 'Carlos',
  email: 'manager@demo.test',
  role: 203,
  commercialLevel: 4,
  isInternalUser: false,
  isExternalUser: true,
  isStaff: true,
  accessRights: { SiteLogin_CREATE: true },
  corporation: { id: 1, name: 'Summit' },
  entityLevels: [],
  impersonator: null,
};
const roles = [
  { id: 1, name: 'External Property Key-Out Reports', roleId: 205, commercialLevel: 4 },
  { id: 5, name: 'Property Manager', roleId: 203, commercialLevel: 4 },
];

const admin: Me = {
  ...manager,
  id: 9,
  pool: 'internal',
  name: 'Thomas',
  email: 'superadmin@demo.test',
  role: 106,
  commercialLevel: 0,
  isInternalUser: true,
  isExternalUser: false,
  accessRights: { SiteLogin_CREATE: true, 'Staff-Region_UPDATE': true },
  corporation: null,
};

function renderForm(
  fetchMock: ReturnType<typeof vi.fn>,
  options: { me?: Me; level?: 'property' | 'region'; levelRoles?: typeof roles; onSaved?: () => void } = {},
) {
  vi.stubGlobal('fetch', fetchMock);
  const level = options.level ?? 'property';
  const root = createRootRoute({
    component: () => (
      <StaffForm
        me={options.me ?? manager}
        context={{ level, id: 1 }}
        contextName="Maple Grove"
        detail={null}
        roles={options.levelRoles ?? roles}
        emailDomains={['demo.test']}
        ssoAvailable={false}
        choiceSource={() => (level === 'property' ? { mine: true } : { parentId: 7 })}
        onSaved={options.onSaved ?? (() => {})}
        onRemoved={() => {}}
      />
    ),
  });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
  return renderWithProviders(<RouterProvider router={router} />);
}

async function chooseRole(name: string) {
  const input = await screen.findByRole('combobox', { name: /Access level/ });
  fireEvent.click(input);
  fireEvent.click(await screen.findByRole('option', { name, hidden: true }));
}

withSignedInSession();

describe('StaffForm (property level, customer manager)', () => {
  it('shows the domain rule in place and in the popup without calling the API', async () => {
    const fetchMock = vi.fn();
    renderForm(fetchMock);
    fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }), { target: { value: 'Dana Lee' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^E-mail/ }), { target: { value: 'dana@other.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const popup = await screen.findByTestId('form-errors');
    expect(popup.textContent).toContain('E-mail: E-mail must end with one of: @demo.test');
    expect(popup.textContent).toContain('Access level: Required');
    expect(fetchMock).not.toHaveBeenCalled();
  }, 20_000);

  it('reloads the checklist when the level changes, with the cherry-picking warning, and puts a 409 on the e-mail', async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/staff-permission/role/203')
        return json(200, [{ id: 'Badge_UPDATE', permName: 'Create/Modify Badge', checked: true }]);
      if (url === '/api/staff-permission/role/205')
        return json(200, [{ id: 'Activity_READ', permName: 'View Activities', checked: true }]);
      if (url === '/api/staff' && init?.method === 'POST') {
        return json(409, {
          status: 409,
          code: 'CONFLICT',
          message: 'E-mail already in use',
          fieldErrors: [{ field: 'email', message: 'E-mail already in use' }],
        });
      }
      return json(404, { status: 404, code: 'NOT_FOUND', message: 'Not found', fieldErrors: [] });
    });
    renderForm(fetchMock);
    await chooseRole('Property Manager');
    expect(await screen.findByRole('checkbox', { name: 'Create/Modify Badge' })).toBeTruthy();
    expect(screen.queryByTestId('cherry-picking-warning')).toBeNull();
    await chooseRole('External Property Key-Out Reports');
    expect(await screen.findByTestId('cherry-picking-warning')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Create/Modify Badge' })).toBeNull());
    expect(await screen.findByRole('checkbox', { name: 'View Activities' })).toBeTruthy();
    await chooseRole('Property Manager');

    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Dana Lee' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^E-mail/ }), { target: { value: 'manager@demo.test' } });
    await screen.findByRole('checkbox', { name: 'Create/Modify Badge' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const popup = await screen.findByTestId('form-errors');
    expect(popup.textContent).toContain('E-mail: E-mail already in use');
    const post = fetchMock.mock.calls.find(([url, init]) => url === '/api/staff' && init?.method === 'POST');
    expect(JSON.parse(post?.[1]?.body as string)).toMatchObject({
      email: 'manager@demo.test',
      accessRoleId: 5,
      context: { level: 'property', id: 1 },
    });
    expect(JSON.parse(post?.[1]?.body as string)).not.toHaveProperty('propertyIds');
    expect(within(screen.getByRole('form')).getAllByText('E-mail already in use').length).toBeGreaterThan(0);
  }, 20_000);
});

describe('StaffForm (region level, provider administrator)', () => {
  it('shows the level role read-only and creates the login with it (spec 000 §2.6)', async () => {
    const onSaved = vi.fn();
    const created = { id: 77, name: 'Rhea Regional', email: 'rhea@demo.test', version: 1 };
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/staff' && init?.method === 'POST') return json(201, created);
      if (url.startsWith('/api/regions?'))
        return json(200, {
          items: [
            {
              id: 1,
              name: 'Texas',
              corporation: null,
              division: null,
              region: null,
              city: null,
              state: null,
              disabled: false,
            },
          ],
          total: 1,
          page: 1,
          perPage: 100,
        });
      return json(404, { status: 404, code: 'NOT_FOUND', message: 'Not found', fieldErrors: [] });
    });
    renderForm(fetchMock, {
      me: admin,
      level: 'region',
      levelRoles: [{ id: 3, name: 'External Region', roleId: 202, commercialLevel: 3 }],
      onSaved,
    });
    const role = await screen.findByTestId('staff-level-role');
    expect((role as HTMLInputElement).value).toBe('External Region');
    expect((role as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByRole('combobox', { name: /Access level/ })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Rhea Regional' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^E-mail/ }), { target: { value: 'rhea@demo.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/staff' && init?.method === 'POST')).toBe(true),
    );
    const post = fetchMock.mock.calls.find(([url, init]) => url === '/api/staff' && init?.method === 'POST');
    expect(JSON.parse(post?.[1]?.body as string)).toMatchObject({
      accessRoleId: 3,
      regionIds: [1],
      context: { level: 'region', id: 1 },
    });
  }, 20_000);
});
