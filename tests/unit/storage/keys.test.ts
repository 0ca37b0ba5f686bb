import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys, type StorageKey } from '#shared/storage/keys';
import { moveFormerKey, readStored, writeStored } from '#shared/storage/storage';
import { readSignUpDraft } from '#portal/features/auth/sign-up-details';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

const moved: StorageKey = { name: 'greenfee.test', area: 'session', formerly: 'gft.test' };

describe('the stored keys', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('all carry the one prefix, and no name is another key’s name or former name', () => {
    const keys: StorageKey[] = Object.values(storageKeys);
    for (const key of keys) expect(key.name).toMatch(/^greenfee\.[a-z-]+$/);
    const names = keys.flatMap((key) => [key.name, ...(key.formerly ? [key.formerly] : [])]);
    expect(new Set(names).size).toBe(names.length);
  });

  it('moves a former key’s value once, and a value already under the new name wins', () => {
    const storage = memoryStorage({ 'gft.test': '"old"' });
    moveFormerKey(storage, moved);
    expect([...storage.values]).toEqual([['greenfee.test', '"old"']]);
    const both = memoryStorage({ 'gft.test': '"old"', 'greenfee.test': '"new"' });
    moveFormerKey(both, moved);
    expect([...both.values]).toEqual([['greenfee.test', '"new"']]);
  });

  it('keeps the former value where the storage refuses the new one, to move it at the next read', () => {
    const storage = memoryStorage({ 'gft.test': '"old"' });
    moveFormerKey(
      {
        ...storage,
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
      },
      moved,
    );
    expect([...storage.values]).toEqual([['gft.test', '"old"']]);
  });

  it('reads through the move, and a removal after it does not bring the former value back', () => {
    const storage = memoryStorage({ 'gft.test': '{"a":1}' });
    vi.stubGlobal('sessionStorage', storage);
    expect(readStored(moved, (value) => value)).toEqual({ a: 1 });
    expect(writeStored(moved, null)).toBe(true);
    expect(readStored(moved, (value) => value)).toBeNull();
    // A write before any read moves the former value out of the way too.
    storage.values.set('gft.test', '{"a":1}');
    writeStored(moved, null);
    expect(storage.values.size).toBe(0);
  });

  it('moves the sign-up draft from its former key (gft.signup) to its key', () => {
    const draft = { step: 'details', accountType: 'private', details: { name: 'Anna' } };
    const storage = memoryStorage({ 'gft.signup': JSON.stringify(draft) });
    vi.stubGlobal('sessionStorage', storage);
    expect(readSignUpDraft()).toEqual(draft);
    expect([...storage.values.keys()]).toEqual([storageKeys.signUpDraft.name]);
  });
});
