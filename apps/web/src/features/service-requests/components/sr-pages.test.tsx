// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MAX_PINNED_MESSAGE } from '@kc/domain/service-requests/rules';
import type { ServiceRequest } from '@kc/domain/service-requests/schemas';
import { json, withSignedInSession } from '#web/test/api-stub.ts';
import { propertyDetail } from '#web/test/fixtures.ts';
import { renderInRouter } from '#web/test/render.tsx';
import { SrAddPage } from './sr-add-page.tsx';
import { SrDetailPage } from './sr-detail-page.tsx';

withSignedInSession();
/** Each test draws a whole page several times: on a busy 2-core machine that takes seconds. */
const SLOW_PAGE_MS = 20_000;

const TYPES = [
  { id: 9, name: 'Key cabinet repair', serviceKind: null, disabled: false },
  { id: 11, name: 'Other', serviceKind: null, disabled: false },
];
const TECHS = [
  { id: 4, name: 'Luis Ortega', shortName: 'Ortega', lastActivity: null, disabled: false, activeStatus: true },
];
const request = (over: Partial<ServiceRequest> = {}): ServiceRequest => ({
  id: 31,
  version: 3,
  property: { id: 12, name: 'Maple Grove', warrantyDate: '2027-03-31' },
  region: { id: 3, name: 'Texas' },
  division: null,
  corporation: { id: 1, name: 'Summit' },
  type: { id: 11, name: 'Other' },
  statusId: 1,
  statusName: 'Open',
  statusLastModified: '2026-11-20T15:00:00.000Z',
  assignee: null,
  contact: { name: 'Dana', phone: null, email: null },
  description: 'Cabinet door sticks',
  resolutionNote: null,
  source: 'internal',
  shippingOrderId: null,
  createdBy: { name: 'Luis Ortega' },
  createdAt: '2026-11-20T15:00:00.000Z',
  closedBy: null,
  closedAt: null,
  updatedAt: '2026-11-20T15:00:00.000Z',
  pinned: false,
  notes: [],
  ...over,
});
const property = propertyDetail();

/** A stubbed API: each call answered by the first route whose method and path match. */
function api(routes: [method: string, path: RegExp, answer: (body: unknown) => Response][]) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(init.body as string) : undefined;
    calls.push({ method, url, body });
    const route = routes.find(([m, p]) => m === method && p.test(url));
    return route
      ? route[2](body)
      : json(404, { status: 404, code: 'NOT_FOUND', message: 'Not Found', fieldErrors: [] });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
const reference: [string, RegExp, () => Response][] = [
  ['GET', /\/types$/, () => json(200, TYPES)],
  ['GET', /\/technicians$/, () => json(200, TECHS)],
];

describe('the add page', { timeout: SLOW_PAGE_MS }, () => {
  it('asks before adding a second request within 20 minutes, and adds it when confirmed', async () => {
    const created = vi.fn();
    const calls = api([
      ...reference,
      ['GET', /\/api\/properties\/12$/, () => json(200, property)],
      [
        'GET',
        /\/recent$/,
        () =>
          json(200, {
            recent: { id: 30, createdAt: '2026-11-26T16:00:00.000Z', typeName: 'Other', createdByName: 'Ann' },
          }),
      ],
      [
        'POST',
        /\/api\/properties\/12\/service-requests$/,
        () => json(201, { request: request({ id: 32 }), recent: null }),
      ],
    ]);
    renderInRouter(<SrAddPage propertyId={12} onCreated={created} />);
    const type = await screen.findByLabelText(/Type/);
    await waitFor(() => expect(within(type).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(type, { target: { value: '9' } });
    fireEvent.change(screen.getByLabelText(/Description/), { target: { value: 'Door sticks' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add service request' }));
    const warning = await screen.findByTestId('sr-recent-warning');
    expect(warning.textContent).toContain('Service request 30 (Other)');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(warning).getByRole('button', { name: 'Add a new request anyway' }));
    await waitFor(() => expect(created).toHaveBeenCalledWith(32));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      typeId: 9,
      description: 'Door sticks',
      assigneeId: null,
      contactName: null,
      contactPhone: null,
      contactEmail: null,
    });
  });
});

describe('the detail page', { timeout: SLOW_PAGE_MS }, () => {
  it('closes only with a resolution note, sending the version on screen', async () => {
    const calls = api([
      ...reference,
      ['GET', /\/api\/service-requests\/31$/, () => json(200, request())],
      [
        'POST',
        /\/31\/close$/,
        (body) =>
          json(
            200,
            request({
              version: 4,
              statusId: 5,
              statusName: 'Closed',
              resolutionNote: (body as { resolutionNote: string }).resolutionNote,
            }),
          ),
      ],
    ]);
    renderInRouter(<SrDetailPage requestId={31} rights={{ 'ServiceRequest-LandingPage_UI': true }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Close request' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close request' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Resolution note/), { target: { value: 'Hinge replaced' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close request' }));
    expect(await screen.findByTestId('sr-resolution')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ resolutionNote: 'Hinge replaced', version: 3 });
    expect(screen.getByTestId('sr-shipping-order').textContent).toBe('No shipping order');
    expect(screen.getByTestId('sr-property').textContent).toContain('03/31/2027');
  });

  it('reports a stale version (409) and reloads the request; a sixth pin says "maximum 5 pinned requests"', async () => {
    let version = 3;
    const calls = api([
      ...reference,
      ['GET', /\/api\/service-requests\/31$/, () => json(200, request({ version }))],
      [
        'PUT',
        /\/api\/service-requests\/31$/,
        () => {
          version = 5;
          return json(409, {
            status: 409,
            code: 'CONFLICT',
            message: 'changed',
            fieldErrors: [{ field: 'version', message: 'Changed by someone else' }],
          });
        },
      ],
      [
        'PUT',
        /\/31\/pin$/,
        () =>
          json(409, {
            status: 409,
            code: 'CONFLICT',
            message: MAX_PINNED_MESSAGE,
            fieldErrors: [{ field: 'pinned', message: MAX_PINNED_MESSAGE }],
          }),
      ],
    ]);
    renderInRouter(<SrDetailPage requestId={31} rights={{ 'ServiceRequest-LandingPage_UI': true }} />);
    const assignee = await screen.findByTestId('sr-assignee');
    await waitFor(() => expect(within(assignee).getAllByRole('option')).toHaveLength(2));
    fireEvent.change(assignee, { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('sr-problem')).textContent).toContain('Someone else changed this request');
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && /\/31$/.test(c.url)).length).toBe(2));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ assigneeId: 4, version: 3 });

    fireEvent.click(screen.getByRole('button', { name: 'Pin service request 31' }));
    expect(await screen.findByText(MAX_PINNED_MESSAGE)).toBeTruthy();
  });

  it('is read-only without the Requests right', async () => {
    api([...reference, ['GET', /\/api\/service-requests\/31$/, () => json(200, request())]]);
    renderInRouter(<SrDetailPage requestId={31} rights={{}} />);
    expect(await screen.findByText('Cabinet door sticks')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close request' })).toBeNull();
    expect(screen.queryByTestId('sr-assignee')).toBeNull();
    expect(screen.queryByLabelText('New note')).toBeNull();
  });
});
