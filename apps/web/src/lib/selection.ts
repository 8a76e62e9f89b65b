import { useSyncExternalStore } from 'react';

export { resolveSelection } from '@kc/domain/level-target';

/**
 * The external header's level selection (spec 000 §3 session state: selectedPropertyId, selectedRegionId,
 * selectedDivisionId), persisted in localStorage so it survives reloads. Every key starts with `kc.selection.`,
 * which is what impersonation clears. Stored ids are only a preference: the shell checks them against the
 * login's reachable entities and falls back to the first one.
 */
export const SELECTION_PREFIX = 'kc.selection.';
export type SelectionKind = 'property' | 'region' | 'division';

const keyFor = (kind: SelectionKind) => `${SELECTION_PREFIX}${kind}Id`;
const CHANGE_EVENT = 'kc-selection-change';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function getSelectedId(kind: SelectionKind): number | null {
  const raw = storage()?.getItem(keyFor(kind));
  const id = raw ? Number(raw) : Number.NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function setSelectedId(kind: SelectionKind, id: number | null): void {
  const store = storage();
  if (!store) return;
  if (id === null) store.removeItem(keyFor(kind));
  else store.setItem(keyFor(kind), String(id));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Removes every `kc.selection.*` key (sign-out, impersonation). */
export function clearSelection(): void {
  const store = storage();
  if (!store) return;
  for (let i = store.length - 1; i >= 0; i--) {
    const key = store.key(i);
    if (key?.startsWith(SELECTION_PREFIX)) store.removeItem(key);
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(SELECTION_PREFIX)) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored id of one kind, re-rendering when it changes here or in another tab. */
export function useSelectedId(kind: SelectionKind): number | null {
  return useSyncExternalStore(
    subscribe,
    () => getSelectedId(kind),
    () => null,
  );
}
