// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSelection, getSelectedId, resolveSelection, setSelectedId } from './selection.ts';

beforeEach(() => localStorage.clear());

describe('level selection', () => {
  it('persists each kind under a kc.selection. key', () => {
    setSelectedId('property', 4);
    setSelectedId('region', 1);
    expect(localStorage.getItem('kc.selection.propertyId')).toBe('4');
    expect(getSelectedId('property')).toBe(4);
    expect(getSelectedId('region')).toBe(1);
    expect(getSelectedId('division')).toBeNull();
  });

  it('clears every kc.selection. key and nothing else', () => {
    setSelectedId('property', 4);
    localStorage.setItem('kc.session', '{}');
    clearSelection();
    expect(getSelectedId('property')).toBeNull();
    expect(localStorage.getItem('kc.session')).toBe('{}');
  });

  it('ignores junk in storage', () => {
    localStorage.setItem('kc.selection.propertyId', 'abc');
    expect(getSelectedId('property')).toBeNull();
  });

  it('keeps a reachable stored choice, else falls back to the first entity', () => {
    const items = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(resolveSelection(items, 2)).toEqual({ id: 2 });
    expect(resolveSelection(items, 99)).toEqual({ id: 1 });
    expect(resolveSelection(items, null)).toEqual({ id: 1 });
    expect(resolveSelection([], 2)).toBeNull();
  });
});
