import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDiskStorage } from './local-disk-storage.ts';

describe('local-disk file storage', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'kc-storage-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('stores, reads back, replaces and deletes bytes under a key', async () => {
    const store = localDiskStorage(root);
    await store.put('service-requests/7/abc-1', Buffer.from('first'));
    expect((await store.get('service-requests/7/abc-1'))?.toString()).toBe('first');
    await store.put('service-requests/7/abc-1', Buffer.from('second'));
    expect((await store.get('service-requests/7/abc-1'))?.toString()).toBe('second');
    // No temporary files are left beside it.
    expect(await readdir(path.join(root, 'service-requests/7'))).toEqual(['abc-1']);
    await store.delete('service-requests/7/abc-1');
    expect(await store.get('service-requests/7/abc-1')).toBeNull();
    await expect(store.delete('service-requests/7/abc-1')).resolves.toBeUndefined();
  });

  it('refuses keys that could leave the root', async () => {
    const store = localDiskStorage(root);
    for (const key of ['../escape', 'a/../../b', '/etc/passwd', 'A/B', 'a//b', 'a/b.txt', ''])
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
    await expect(store.get('../../etc/passwd')).rejects.toThrow(/Invalid storage key/);
  });
});
