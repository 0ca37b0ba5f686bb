/**
 * The browser's storage, guarded: reading `sessionStorage` or `localStorage` throws in sandboxed frames, with storage
 * blocked and in some private modes; a value may be another script's junk or an older shape; a write may be refused
 * (quota). None of that may break a screen: it reads as nothing stored, and a refused write is ignored.
 */
import type { StorageArea, StorageKey } from './keys';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The tab's `sessionStorage` or the origin's `localStorage`, or null where it cannot be had. */
export function browserStorage(area: StorageArea = 'session'): Storage | null {
  try {
    return (area === 'session' ? globalThis.sessionStorage : globalThis.localStorage) ?? null;
  } catch {
    return null;
  }
}

/**
 * Moves a value stored under the key's former name to its name, and removes the former: a value already under the new
 * name wins. Called before every read and write, so a removal never lets the former value come back.
 */
export function moveFormerKey(storage: KeyValueStorage | null | undefined, key: StorageKey): void {
  if (!key.formerly || !storage) return;
  try {
    const former = storage.getItem(key.formerly);
    if (former === null) return;
    if (storage.getItem(key.name) === null) storage.setItem(key.name, former);
    storage.removeItem(key.formerly);
  } catch {
    // Refused (quota, blocked): the former value stays where it is, to be moved at the next read.
  }
}

/** The text stored under `key`, or null for nothing readable. */
export function readStoredText(key: StorageKey): string | null {
  try {
    const storage = browserStorage(key.area);
    moveFormerKey(storage, key);
    return storage?.getItem(key.name) ?? null;
  } catch {
    return null;
  }
}

/** The JSON stored under `key`, as `accept` takes it (null: not this shape), or null for nothing readable. */
export function readStored<T>(key: StorageKey, accept: (value: unknown) => T | null): T | null {
  try {
    const raw = readStoredText(key);
    return raw ? accept(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

/** Stores `value` as JSON under `key`, or removes the key with `null`: false where the storage is missing or refuses. */
export function writeStored(key: StorageKey, value: unknown): boolean {
  try {
    const storage = browserStorage(key.area);
    if (!storage) return false;
    moveFormerKey(storage, key);
    if (value === null) storage.removeItem(key.name);
    else storage.setItem(key.name, JSON.stringify(value));
    return true;
  } catch {
    // Refused (quota, blocked): the screen works on; a reload starts without it.
    return false;
  }
}
