/**
 * The browser's storage, guarded: reading `sessionStorage` or `localStorage` throws in sandboxed frames, with storage
 * blocked and in some private modes; a value may be another script's junk or an older shape; a write may be refused
 * (quota). None of that may break a screen: it reads as nothing stored, and a refused write is ignored.
 */
export type StorageArea = 'session' | 'local';

/** The tab's `sessionStorage` or the origin's `localStorage`, or null where it cannot be had. */
export function browserStorage(area: StorageArea = 'session'): Storage | null {
  try {
    return (area === 'session' ? globalThis.sessionStorage : globalThis.localStorage) ?? null;
  } catch {
    return null;
  }
}

/** The JSON stored under `key`, as `accept` takes it (null: not this shape), or null for nothing readable. */
export function readStored<T>(key: string, accept: (value: unknown) => T | null, area: StorageArea = 'session'): T | null {
  try {
    const raw = browserStorage(area)?.getItem(key);
    return raw ? accept(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

/** Stores `value` as JSON under `key`, or removes the key with `null`: false where the storage is missing or refuses. */
export function writeStored(key: string, value: unknown, area: StorageArea = 'session'): boolean {
  try {
    const storage = browserStorage(area);
    if (!storage) return false;
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    // Refused (quota, blocked): the screen works on; a reload starts without it.
    return false;
  }
}
