import type { RequestIdentity } from '@kc/services/auth/request-identity';
import type { IdentityVersion } from '@kc/services/auth/identity-version';

/**
 * A very short-lived cache of request identities (decisions 0021, 0069 and 0084). A page load fires several calls
 * with the same token; they share one identity read. Entries are filed under the identity version shared by every API
 * process (through Redis): a state-changing request in any process raises it, and every listening process has
 * acknowledged the raise before its answer is sent, so sign-out, revocation, disabling a login or changing its rights
 * or scope are seen by the next request in every process.
 * When the version cannot be read the identity is read from the database (never a stale one).
 */
export class IdentityCache {
  private readonly entries = new Map<string, { at: number; value: Promise<RequestIdentity | null> }>();
  private seenVersion: string | null = null;

  constructor(
    private readonly version: IdentityVersion,
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  async get(key: string, load: () => Promise<RequestIdentity | null>): Promise<RequestIdentity | null> {
    if (this.ttlMs <= 0) return load();
    const version = await this.version.current();
    if (version === null) return load();
    if (version !== this.seenVersion) {
      this.entries.clear();
      this.seenVersion = version;
    }
    // The version is part of the key: a read that started under an older version is never served under a newer one.
    const versioned = `${version}|${key}`;
    const now = Date.now();
    const hit = this.entries.get(versioned);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = load();
    this.entries.set(versioned, { at: now, value });
    // A failed read is never reused.
    value.catch(() => this.entries.delete(versioned));
    return value;
  }

  /** After a state-changing request: every process drops what it read before (this one at once). */
  async invalidate(): Promise<void> {
    this.entries.clear();
    await this.version.bump();
  }
}
