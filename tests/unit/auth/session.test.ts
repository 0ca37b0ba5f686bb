import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, endSessionOnUnauthorized, isTokenValid, tokenExpiry } from '#shared/auth/session';
import { storageKeys } from '#shared/storage/keys';
import type { User } from '#shared/api/schemas/user';

const now = Date.parse('2026-11-20T10:00:00Z');
const token = (expSeconds: number) => `gft1.${Buffer.from(JSON.stringify({ sub: 'u', exp: expSeconds })).toString('base64url')}.sig`;
const user: User = {
  _id: 'u',
  email: 'a@b.example',
  name: 'Anna',
  lastName: 'Berg',
  userType: 'private',
  roles: [],
  status: 1,
  country: null,
  taxID: null,
  companyName: null,
  position: null,
  street: '',
  houseNumber: '',
  zipCode: '',
  city: '',
};

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('token validity', () => {
  it('reads the expiry of a provider token and keeps opaque tokens', () => {
    expect(tokenExpiry(token(now / 1000 + 60))).toBe(now + 60_000);
    expect(isTokenValid(token(now / 1000 + 60), now)).toBe(true);
    expect(isTokenValid(token(now / 1000 - 1), now)).toBe(false);
    expect(isTokenValid('opaque-token-from-elsewhere', now)).toBe(true);
    expect(isTokenValid('gft1.!!!.x', now)).toBe(true);
    expect(isTokenValid('', now)).toBe(false);
    expect(isTokenValid(null, now)).toBe(false);
  });
});

describe('the session store', () => {
  it('starts uninitialized, then authenticated with a valid token and a stored user', () => {
    const storage = memoryStorage({ [storageKeys.sessionToken.name]: token(now / 1000 + 60), [storageKeys.sessionUser.name]: JSON.stringify(user) });
    const session = createSessionStore({ storage, now: () => now });
    expect(session.getState().status).toBe('uninitialized');
    expect(session.init()).toMatchObject({ status: 'authenticated', user: { name: 'Anna' } });
    expect(session.getToken()).toBe(storage.values.get(storageKeys.sessionToken.name));
  });

  it('moves a session stored under the former keys (gft.token, gft.user) to the new ones, and keeps it', () => {
    const storage = memoryStorage({ 'gft.token': token(now / 1000 + 60), 'gft.user': JSON.stringify(user) });
    expect(createSessionStore({ storage, now: () => now }).init()).toMatchObject({ status: 'authenticated', user: { name: 'Anna' } });
    expect([...storage.values.keys()].sort()).toEqual([storageKeys.sessionToken.name, storageKeys.sessionUser.name].sort());
    expect(storage.values.get(storageKeys.sessionToken.name)).toBe(token(now / 1000 + 60));
  });

  it('is unauthenticated (expired) with an expired token, and clears what was stored', () => {
    const storage = memoryStorage({ [storageKeys.sessionToken.name]: token(now / 1000 - 1), [storageKeys.sessionUser.name]: JSON.stringify(user) });
    expect(createSessionStore({ storage, now: () => now }).init()).toEqual({ status: 'unauthenticated', reason: 'expired' });
    expect(storage.values.size).toBe(0);
  });

  it('is unauthenticated when the user is missing or not a user', () => {
    const noUser = memoryStorage({ [storageKeys.sessionToken.name]: token(now / 1000 + 60) });
    expect(createSessionStore({ storage: noUser, now: () => now }).init().status).toBe('unauthenticated');
    const garbage = memoryStorage({ [storageKeys.sessionToken.name]: token(now / 1000 + 60), [storageKeys.sessionUser.name]: '{"name": 5' });
    expect(createSessionStore({ storage: garbage, now: () => now }).init().status).toBe('unauthenticated');
    expect(createSessionStore({ storage: memoryStorage(), now: () => now }).init()).toEqual({ status: 'unauthenticated', reason: 'none' });
  });

  it('signs in, and signs out clearing storage and telling the cache', () => {
    const storage = memoryStorage();
    const session = createSessionStore({ storage, now: () => now });
    session.init();
    const seen: string[] = [];
    session.subscribe((state) => seen.push(state.status));
    const cleared = vi.fn();
    session.onSignOut(cleared);
    session.signIn('t', user);
    expect(JSON.parse(storage.values.get(storageKeys.sessionUser.name) ?? '{}')).toMatchObject({ name: 'Anna' });
    session.signOut('logged_out');
    expect(storage.values.size).toBe(0);
    expect(cleared).toHaveBeenCalledWith('logged_out');
    expect(seen).toEqual(['authenticated', 'unauthenticated']);
  });

  it('a 401 ends an authenticated session; other failures do not', () => {
    const session = createSessionStore({ storage: memoryStorage(), now: () => now });
    session.signIn('t', user);
    endSessionOnUnauthorized(session, { kind: 'HTTP_ERROR', status: 500 });
    endSessionOnUnauthorized(session, { kind: 'FETCH_ERROR' });
    expect(session.getState().status).toBe('authenticated');
    endSessionOnUnauthorized(session, { kind: 'HTTP_ERROR', status: 401 });
    expect(session.getState()).toEqual({ status: 'unauthenticated', reason: 'expired' });
  });
});
