import { describe, expect, it } from 'vitest';
import { isReplicaUnavailable, lsnKey } from './read-routing.ts';

describe('lsnKey', () => {
  it('orders WAL positions as PostgreSQL does, by string comparison', () => {
    expect(lsnKey('0/16B3748')).toBe('0000000016B3748'.padStart(16, '0'));
    expect(lsnKey('1/0') > lsnKey('0/FFFFFFFF')).toBe(true);
    expect(lsnKey('A/1') > lsnKey('9/FFFFFFFF')).toBe(true);
    expect(lsnKey('0/9') < lsnKey('0/10')).toBe(true);
    expect(lsnKey('16/b374d848')).toBe(lsnKey('16/B374D848'));
  });
});

describe('isReplicaUnavailable', () => {
  it('names the failures of the server, not of the statement', () => {
    expect(isReplicaUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isReplicaUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
    expect(isReplicaUnavailable(Object.assign(new Error('conflict with recovery'), { code: '40001' }))).toBe(true);
    expect(isReplicaUnavailable(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
    expect(isReplicaUnavailable(Object.assign(new Error('division by zero'), { code: '22012' }))).toBe(false);
  });
});
