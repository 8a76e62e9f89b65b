// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SR_FILE_MAX_BYTES, SR_FILE_MESSAGES, type SrFile } from '@kc/domain/service-requests/files';
import { json, withSignedInSession } from '#web/test/api-stub.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { RequestFiles } from './request-files.tsx';

withSignedInSession();
vi.setConfig({ testTimeout: 20_000 });

const FILE: SrFile = {
  id: 5,
  requestId: 31,
  fileName: 'door.png',
  mimeType: 'image/png',
  sizeBytes: 2048,
  uploadedBy: 'Luis Ortega',
  uploadedAt: '2026-11-20T15:00:00.000Z',
};

/** A stubbed API answering the files list, an upload and a delete; records every call's method and URL. */
function api(upload: () => Response) {
  const calls: string[] = [];
  let files = [FILE];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url}`);
      if (method === 'GET') return json(200, files);
      if (method === 'DELETE') {
        files = [];
        return new Response(null, { status: 204 });
      }
      return upload();
    }),
  );
  return calls;
}
const choose = (container: HTMLElement, file: File) =>
  fireEvent.change(container.querySelector('input[type=file]')!, { target: { files: [file] } });

describe('the files of a request', () => {
  it('lists the files with size, who and when, and shows why the server refused a file', async () => {
    const message = SR_FILE_MESSAGES.nameContradicts('pdf', 'PNG image');
    const calls = api(() =>
      json(400, { status: 400, code: 'VALIDATION_FAILED', message, fieldErrors: [{ field: 'file', message }] }),
    );
    const { container } = renderWithProviders(<RequestFiles requestId={31} canEdit />);
    const card = await screen.findByTestId('request-files');
    await within(card).findByText('door.png');
    expect(card.textContent).toContain('2.0 KB');
    expect(card.textContent).toContain('Luis Ortega');

    choose(container, new File(['x'], 'invoice.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(calls).toContain('POST /api/service-requests/31/files');
  });

  it('refuses a file over the limit before sending it', async () => {
    const calls = api(() => json(201, FILE));
    const { container } = renderWithProviders(<RequestFiles requestId={31} canEdit />);
    await screen.findByText('door.png');
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: SR_FILE_MAX_BYTES + 1 });
    choose(container, big);
    expect((await screen.findByRole('alert')).textContent).toContain(SR_FILE_MESSAGES.tooLarge);
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('deletes a file only after the confirmation', async () => {
    const calls = api(() => json(201, FILE));
    renderWithProviders(<RequestFiles requestId={31} canEdit />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete door.png' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this file?' });
    expect(calls.some((c) => c.startsWith('DELETE'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls).toContain('DELETE /api/service-requests/31/files/5'));
    expect(await screen.findByText(/No files yet/)).toBeTruthy();
  });

  it('offers download but no add or delete without the right to edit', async () => {
    api(() => json(201, FILE));
    renderWithProviders(<RequestFiles requestId={31} canEdit={false} />);
    expect(await screen.findByRole('button', { name: 'Download door.png' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete door.png' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add file' })).toBeNull();
  });
});
