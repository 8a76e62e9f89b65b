// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SystemBackup } from '@kc/domain/devices';
import { renderWithProviders } from '#web/test/render.tsx';
import { DatalogBackupsCard } from './datalog-backups-card.tsx';
import { json, withSignedInSession } from '#web/test/api-stub.ts';

const backup: SystemBackup = {
  id: 7,
  datalogId: 3,
  fileName: 'cabinet-2026-03.zip',
  sizeBytes: 20480,
  entryCount: 4,
  entries: [],
  sha256: 'x'.repeat(64),
  createdBy: 'Luis Ortega',
  createdAt: '2026-03-01T15:04:00.000Z',
  restoredAt: null,
};

withSignedInSession();

describe('DatalogBackupsCard', () => {
  it('lists backups and asks before restoring; a failure shows "backup restore failed"', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.endsWith('/restore')
        ? json(409, { status: 409, code: 'CONFLICT', message: 'backup restore failed', fieldErrors: [] })
        : json(200, [backup]),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<DatalogBackupsCard propertyId={1} datalogId={3} />);
    expect(await screen.findByText('cabinet-2026-03.zip')).toBeTruthy();
    expect(screen.getByText('20.0 KB')).toBeTruthy();
    expect(screen.getByText('Luis Ortega')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Restore / }));
    const dialog = await screen.findByRole('dialog');
    expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith('/restore'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await within(dialog).findByText('backup restore failed')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([u]) => String(u) === '/api/devices/system-backups/7/restore')).toBe(true);
  }, 20_000);

  it('says what to do when there is none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, [])),
    );
    renderWithProviders(<DatalogBackupsCard propertyId={1} datalogId={3} />);
    expect(await screen.findByText(/No backups yet/)).toBeTruthy();
  });
});
