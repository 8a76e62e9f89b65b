import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm, readFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type FileStorage } from './file-storage.ts';

/**
 * Files on a local disk under one root directory (outside the web root; FILE_STORAGE_DIR). A write goes to a
 * temporary file that is synced and then renamed into place, so a reader never sees half a file and a crash leaves no
 * partial one under the key. Several API processes may share the directory (a network disk): nothing is cached.
 */
export function localDiskStorage(root: string): FileStorage {
  const absoluteRoot = path.resolve(root);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return path.join(absoluteRoot, ...key.split('/'));
  };

  return {
    async put(key, content) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o750 });
      const temporary = `${target}.${randomUUID()}.part`;
      const handle = await open(temporary, 'wx', 0o640);
      try {
        await handle.writeFile(content);
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        await rename(temporary, target);
      } catch (err) {
        await rm(temporary, { force: true });
        throw err;
      }
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
