import { afterEach, describe, expect, it, vi } from 'vitest';
import { readDraft, writeDraft } from '#shared/forms/draft';
import { storageKeys } from '#shared/storage/keys';

const fields = ['ownerName', 'latitude'] as const;
const key = { name: 'greenfee.test-draft', area: 'session' } as const;

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
    writeDraft(key, { ownerName: 'Franz', latitude: '48,5' });
    expect(readDraft(key, fields)).toEqual({ ownerName: 'Franz', latitude: '48,5' });
    writeDraft(key, null);
    expect(storage.data.has(key.name)).toBe(false);
  });

  it('treats junk, other shapes and other types as no draft (or keeps only what is sane)', () => {
    for (const junk of ['{not json', '[1,2]', 'null', '42', '"text"']) {
      vi.stubGlobal('sessionStorage', fakeStorage({ [key.name]: junk }));
      expect(readDraft(key, fields)).toEqual({});
    }
    vi.stubGlobal('sessionStorage', fakeStorage({ [key.name]: JSON.stringify({ ownerName: 5, latitude: 'x'.repeat(20_000), extra: 'kept out' }) }));
    expect(readDraft(key, fields)).toEqual({});
    vi.stubGlobal('sessionStorage', fakeStorage({ [key.name]: JSON.stringify({ ownerName: 'Franz', latitude: ['48'] }) }));
    expect(readDraft(key, fields)).toEqual({ ownerName: 'Franz' });
  });

  it('never throws when storage is missing, throws on access, or refuses to write', () => {
    vi.stubGlobal('sessionStorage', undefined);
    expect(readDraft(key, fields)).toEqual({});
    expect(() => writeDraft(key, { ownerName: 'x' })).not.toThrow();
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
    expect(readDraft(key, fields)).toEqual({});
    expect(() => writeDraft(key, { ownerName: 'x' })).not.toThrow();
    expect(() => writeDraft(key, null)).not.toThrow();
  });

  it("moves the meeting form's draft from its former key (gft-forest-meeting-draft) to its key, once", () => {
    const storage = fakeStorage({ 'gft-forest-meeting-draft': JSON.stringify({ ownerName: 'Franz' }) });
    vi.stubGlobal('sessionStorage', storage);
    expect(readDraft(storageKeys.forestMeetingDraft, fields)).toEqual({ ownerName: 'Franz' });
    expect([...storage.data.keys()]).toEqual([storageKeys.forestMeetingDraft.name]);
    // A draft removed after the move stays removed.
    writeDraft(storageKeys.forestMeetingDraft, null);
    expect(readDraft(storageKeys.forestMeetingDraft, fields)).toEqual({});
  });
});
