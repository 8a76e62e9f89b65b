import { describe, expect, it } from 'vitest';
import { byProperty, recipientKey } from './alert-recipients.ts';

describe('alert e-mail sweeps', () => {
  it('keeps a short address readable in an idempotency key and hashes a long one to fit email_sends', () => {
    expect(recipientKey('ann@example.test')).toBe('ann@example.test');
    const long = `${'a'.repeat(200)}@example.test`;
    const key = recipientKey(long);
    expect(key).toMatch(/^#[\w-]{43}$/);
    expect(recipientKey(long)).toBe(key);
    expect(recipientKey(`b${long}`)).not.toBe(key);
    // The longest key a sweep builds stays within the column's 200 characters.
    expect(`inactive-employees:${2 ** 31 - 1}:${key}:2026-W48`.length).toBeLessThanOrEqual(200);
    expect(
      `overdue-keys:${2 ** 31 - 1}:${'x'.repeat(100)}:overdue-key:${2n ** 63n - 1n}:2160h`.length,
    ).toBeLessThanOrEqual(200);
  });

  it('groups rows by property in the order they came', () => {
    const rows = [
      { property_id: 2, n: 1 },
      { property_id: 1, n: 2 },
      { property_id: 2, n: 3 },
    ];
    expect([...byProperty(rows)]).toEqual([
      [2, [rows[0], rows[2]]],
      [1, [rows[1]]],
    ]);
  });
});
