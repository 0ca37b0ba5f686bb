/**
 * The session, without React. States: uninitialized → authenticated | unauthenticated.
 *
 * Token validity rule: a token is valid while the expiry it carries is in the future. The provider's tokens are
 * `gft1.<base64url JSON {sub, exp}>.<signature>` (exp in seconds since the epoch); a token without a readable
 * expiry is kept and the server decides. Any 401 on a call that carried the token ends the session.
 */
import { userSchema, type User } from '../api/schemas/user';
import { storageKeys } from '../storage/keys';
import { moveFormerKey } from '../storage/storage';

export type SessionState =
  { status: 'uninitialized' } | { status: 'authenticated'; token: string; user: User } | { status: 'unauthenticated'; reason: 'none' | SignOutReason };

/**
 * Whether the session is a business account's: one answer for the prices a reader is shown (net for a business) and
 * the features only a business is offered (the E1-7 report).
 */
export const isBusiness = (session: SessionState): boolean => session.status === 'authenticated' && session.user.userType === 'business';

/** Why a session ended: the visitor logged out, it expired (or the server ended it), or the account was deleted. */
export type SignOutReason = 'logged_out' | 'expired' | 'deleted';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const keys = { token: storageKeys.sessionToken.name, user: storageKeys.sessionUser.name };

/** The expiry carried by a token, in ms since the epoch, or null when the token carries none. */
export function tokenExpiry(token: string): number | null {
  const [prefix, payload] = token.split('.');
  if (prefix !== 'gft1' || !payload) return null;
  try {
    const json: unknown = JSON.parse(base64UrlDecode(payload));
    if (json && typeof json === 'object' && 'exp' in json && typeof json.exp === 'number') return json.exp * 1000;
  } catch {
    // Not readable: no expiry.
  }
  return null;
}

/** Whether a stored token may be used: non-empty and not past its expiry. */
export function isTokenValid(token: string | null | undefined, now = Date.now()): token is string {
  if (!token) return false;
  const expiry = tokenExpiry(token);
  return expiry === null || expiry > now;
}

function base64UrlDecode(value: string): string {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

export interface SessionStore {
  getState(): SessionState;
  /** The token to send as header `lt`, or null. */
  getToken(): string | null;
  subscribe(listener: (state: SessionState) => void): () => void;
  /** Reads the stored token and user; call once at start. */
  init(): SessionState;
  /** Stores token and user after a login. */
  signIn(token: string, user: User): void;
  /** Replaces the stored user (after a profile edit). */
  updateUser(user: User): void;
  /** Clears token and user; `onSignOut` listeners clear cached data. */
  signOut(reason: SignOutReason): void;
  onSignOut(listener: (reason: SignOutReason) => void): () => void;
}

export function createSessionStore(options: { storage?: KeyValueStorage | undefined; now?: () => number } = {}): SessionStore {
  const storage = options.storage;
  const now = options.now ?? Date.now;
  let state: SessionState = { status: 'uninitialized' };
  const listeners = new Set<(state: SessionState) => void>();
  const signOutListeners = new Set<(reason: SignOutReason) => void>();

  const set = (next: SessionState) => {
    state = next;
    for (const listener of listeners) listener(state);
  };
  const safe = <T>(action: () => T, fallback: T): T => {
    try {
      return action();
    } catch {
      return fallback;
    }
  };
  const clearStorage = () => {
    safe(() => storage?.removeItem(keys.token), undefined);
    safe(() => storage?.removeItem(keys.user), undefined);
  };

  return {
    getState: () => state,
    getToken: () => (state.status === 'authenticated' ? state.token : null),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    init() {
      moveFormerKey(storage, storageKeys.sessionToken);
      moveFormerKey(storage, storageKeys.sessionUser);
      const token = safe(() => storage?.getItem(keys.token) ?? null, null);
      const rawUser = safe(() => storage?.getItem(keys.user) ?? null, null);
      let user: User | null = null;
      if (rawUser) {
        const parsed = userSchema.safeParse(safe(() => JSON.parse(rawUser) as unknown, null));
        user = parsed.success ? parsed.data : null;
      }
      if (isTokenValid(token, now()) && user) {
        set({ status: 'authenticated', token, user });
      } else {
        const hadSession = token !== null || rawUser !== null;
        clearStorage();
        set({ status: 'unauthenticated', reason: hadSession ? 'expired' : 'none' });
      }
      return state;
    },
    signIn(token, user) {
      safe(() => storage?.setItem(keys.token, token), undefined);
      safe(() => storage?.setItem(keys.user, JSON.stringify(user)), undefined);
      set({ status: 'authenticated', token, user });
    },
    updateUser(user) {
      if (state.status !== 'authenticated') return;
      safe(() => storage?.setItem(keys.user, JSON.stringify(user)), undefined);
      set({ ...state, user });
    },
    signOut(reason) {
      clearStorage();
      set({ status: 'unauthenticated', reason });
      for (const listener of signOutListeners) listener(reason);
    },
    onSignOut(listener) {
      signOutListeners.add(listener);
      return () => signOutListeners.delete(listener);
    },
  };
}

/** Ends the session on a 401 to a call that carried this session's token. */
export function endSessionOnUnauthorized(session: SessionStore, error: { kind: string; status?: number | undefined }): void {
  if (error.kind === 'HTTP_ERROR' && error.status === 401 && session.getState().status === 'authenticated') session.signOut('expired');
}
