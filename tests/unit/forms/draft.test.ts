import { afterEach, describe, expect, it, vi } from 'vitest';
import { readDraft, writeDraft } from '#shared/forms/draft';

const fields = ['ownerName', 'latitude'] as const;

function fakeStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

describe('form drafts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('stores and reads back the text fields, and removes the draft', () => {
    const storage = fakeStorage();
    vi.stubGlobal('sessionStorage', storage);
    writeDraft('gft-test', { ownerName: 'Franz', latitude: '48,5' });
    expect(readDraft('gft-test', fields)).toEqual({ ownerName: 'Franz', latitude: '48,5' });
    writeDraft('gft-test', null);
    expect(storage.data.has('gft-test')).toBe(false);
  });

  it('treats junk, other shapes and other types as no draft (or keeps only what is sane)', () => {
    for (const junk of ['{not json', '[1,2]', 'null', '42', '"text"']) {
      vi.stubGlobal('sessionStorage', fakeStorage({ 'gft-test': junk }));
      expect(readDraft('gft-test', fields)).toEqual({});
    }
    vi.stubGlobal('sessionStorage', fakeStorage({ 'gft-test': JSON.stringify({ ownerName: 5, latitude: 'x'.repeat(20_000), extra: 'kept out' }) }));
    expect(readDraft('gft-test', fields)).toEqual({});
    vi.stubGlobal('sessionStorage', fakeStorage({ 'gft-test': JSON.stringify({ ownerName: 'Franz', latitude: ['48'] }) }));
    expect(readDraft('gft-test', fields)).toEqual({ ownerName: 'Franz' });
  });

  it('never throws when storage is missing, throws on access, or refuses to write', () => {
    vi.stubGlobal('sessionStorage', undefined);
    expect(readDraft('gft-test', fields)).toEqual({});
    expect(() => writeDraft('gft-test', { ownerName: 'x' })).not.toThrow();
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    vi.stubGlobal('sessionStorage', refusing);
    expect(readDraft('gft-test', fields)).toEqual({});
    expect(() => writeDraft('gft-test', { ownerName: 'x' })).not.toThrow();
    expect(() => writeDraft('gft-test', null)).not.toThrow();
  });
});
