import { beforeEach, describe, expect, it } from 'vitest';
import { forgetViewerTimeZone, rememberViewerTimeZone, viewerTimeZone, zoneFingerprint } from './viewer-time-zone.ts';

const KEY = 'kc.timeZone';

describe('viewerTimeZone', () => {
  // Other files in the same worker may have asked for the zone already.
  beforeEach(() => {
    localStorage.clear();
    forgetViewerTimeZone();
  });

  it('asks the browser when nothing is stored, and remembers the answer with the offsets', () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(viewerTimeZone()).toBe(zone);
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual({ zone, fingerprint: zoneFingerprint() });
  });

  it('takes a stored zone whose offsets still match, without asking', () => {
    localStorage.setItem(KEY, JSON.stringify({ zone: 'Pacific/Chatham', fingerprint: zoneFingerprint() }));
    expect(viewerTimeZone()).toBe('Pacific/Chatham');
  });

  it('asks again when the stored offsets are not the device zone’s (it moved) or the entry is unreadable', () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    localStorage.setItem(KEY, JSON.stringify({ zone: 'Pacific/Chatham', fingerprint: '1/2' }));
    expect(viewerTimeZone()).toBe(zone);
    forgetViewerTimeZone();
    localStorage.setItem(KEY, '{not json');
    expect(viewerTimeZone()).toBe(zone);
  });

  it('rememberViewerTimeZone replaces what was stored', () => {
    localStorage.setItem(KEY, JSON.stringify({ zone: 'Pacific/Chatham', fingerprint: zoneFingerprint() }));
    expect(rememberViewerTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(viewerTimeZone()).not.toBe('Pacific/Chatham');
  });
});
