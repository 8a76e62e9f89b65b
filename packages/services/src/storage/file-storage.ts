/**
 * Where uploaded files live (decision 0065): a key-value store of bytes, outside the web root and outside the database.
 * Keys are made by the services (never from a user's file name): lower-case letters, digits, '-' and '/'. The local
 * disk implementation is local-disk-storage.ts; an S3-compatible one implements the same three calls (PutObject,
 * GetObject, DeleteObject) and is chosen in the API's env.ts.
 */
export interface FileStorage {
  /** Stores the bytes under the key (replacing any); resolves once they are durable. */
  put(key: string, content: Buffer): Promise<void>;
  /** The bytes under the key, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

const KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

/** Refuses a key that could leave the store's root or that no use case makes. */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key) || key.length > 200) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}
