import { describe, expect, it } from 'vitest';
import { OptOutTokenSchema, maskEmail, normalizeEmail } from './email-kinds.ts';

describe('opt-out helpers', () => {
  it('masks an address so its owner recognises it and nobody can harvest it', () => {
    expect(maskEmail('jane.doe@example.com')).toBe('j•••e@e•••e.com');
    expect(maskEmail('jo@ab.org')).toBe('j•••@a•••.org');
    expect(maskEmail('x@localhost')).toBe('x•••@l•••t');
    expect(maskEmail('broken')).toBe('•••');
  });

  it('compares addresses case-insensitively', () => {
    expect(normalizeEmail('  Jane@Example.COM ')).toBe('jane@example.com');
  });

  it('accepts only the 43-character base64url tokens the portal issues', () => {
    expect(OptOutTokenSchema.safeParse('A'.repeat(43)).success).toBe(true);
    expect(OptOutTokenSchema.safeParse('A'.repeat(42)).success).toBe(false);
    expect(OptOutTokenSchema.safeParse(`${'A'.repeat(42)}=`).success).toBe(false);
  });
});
