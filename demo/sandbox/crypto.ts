import { createHash, randomBytes, randomInt, scryptSync, timingSafeEqual } from 'node:crypto';

export const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/**
 * scrypt's cost (N, a power of two) for a password hash: 16384, Node's default, the work a real login does. The tests'
 * sandboxes pass a lower one (`passwordCost`): they hash over a thousand passwords per run, and a login checks two.
 */
export const defaultPasswordCost = 16_384;

/** `scrypt:<salt>:<hash>` at the default cost, `scrypt-<N>:<salt>:<hash>` at another: a hash says the cost it was made at. */
export function hashPassword(password: string, cost = defaultPasswordCost, salt = randomBytes(16).toString('hex')): string {
  const scheme = cost === defaultPasswordCost ? 'scrypt' : `scrypt-${cost}`;
  return `${scheme}:${salt}:${scryptSync(password, salt, 32, { N: cost }).toString('hex')}`;
}

export function checkPassword(password: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split(':');
  const cost = scheme === 'scrypt' ? defaultPasswordCost : Number(/^scrypt-(\d+)$/.exec(scheme ?? '')?.[1]);
  // scrypt takes a power of two above 1 (and refuses one too large for its memory): anything else is no hash of ours.
  if (!Number.isInteger(cost) || cost < 2 || (cost & (cost - 1)) !== 0 || cost > defaultPasswordCost || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  const actual = scryptSync(password, salt, 32, { N: cost });
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

const dummyHashes = new Map<number, string>();
/** The hash of a password nobody has, checked where there is no real hash: every login does the same work. */
export function dummyPasswordHash(cost = defaultPasswordCost): string {
  let hash = dummyHashes.get(cost);
  if (!hash) dummyHashes.set(cost, (hash = hashPassword(randomBytes(16).toString('hex'), cost)));
  return hash;
}

/** A six-digit e-mail code. */
export const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
export const randomId = () => randomBytes(12).toString('hex');
export const randomHex = (bytes: number) => randomBytes(bytes).toString('hex');

/** A readable generated password (for "forgot password"). */
export function generatePassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const body = Array.from({ length: 12 }, () => alphabet[randomInt(0, alphabet.length)]).join('');
  return `${body}-${randomInt(10, 100)}`;
}

/** A session token: `gft1.<base64url {sub, exp}>.<random>`; the client reads exp (see shared/auth/session.ts). */
export function sessionToken(userId: string, expiresAtMs: number): string {
  const payload = Buffer.from(JSON.stringify({ sub: userId, exp: Math.floor(expiresAtMs / 1000) })).toString('base64url');
  return `gft1.${payload}.${randomBytes(24).toString('base64url')}`;
}
