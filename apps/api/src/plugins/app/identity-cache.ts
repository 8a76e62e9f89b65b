import type { RequestIdentity } from '@kc/services/auth/request-identity';

/**
 * A very short-lived cache of request identities (decision 0021). A page load fires several calls with the same
 * token; they share one identity read. Any state-changing request in this process empties the whole cache
 * before its answer is sent, so sign-out, revocation, disabling a login or changing its rights or scope are
 * seen by the next request here; another API process sees them within `ttlMs`.
 */
export class IdentityCache {
  private readonly entries = new Map<string, { at: number; value: Promise<RequestIdentity | null> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: string, load: () => Promise<RequestIdentity | null>): Promise<RequestIdentity | null> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = load();
    this.entries.set(key, { at: now, value });
    // A failed read is never reused.
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
