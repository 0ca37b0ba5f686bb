/**
 * Failed logins per address and per client within a sliding window, kept in the data file (`Db.loginFailures`) so
 * that a restart forgets none. A client is the connection's IP address (`clientKey`).
 */
import type { Ctx } from './context';
import type { Db, LoginFailureRecord } from './db';

/** The most addresses and clients kept; past it the one that failed longest ago goes. */
const maxEntries = 10_000;

/**
 * The key of a client: an IPv4 address as it is (also written IPv4-mapped, `::ffff:…`), an IPv6 address by its /64
 * network, which one subscriber usually has whole (so a new address from it is no new client); `unknown` without one
 * (a request not over a socket, as `app.request` in tests). X-Forwarded-For is not read: anyone can send it.
 */
export function clientKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const bare = address.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped) return mapped[1] as string;
  if (!bare.includes(':')) return bare;
  const [head = '', tail] = bare.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? headParts : [...headParts, ...Array<string>(Math.max(0, 8 - headParts.length - tailParts.length)).fill('0'), ...tailParts];
  return `${groups
    .slice(0, 4)
    .map((group) => (Number.parseInt(group, 16) || 0).toString(16))
    .join(':')}::/64`;
}

const recentOf = (db: Db, kind: LoginFailureRecord['kind'], key: string, since: number) =>
  db.loginFailures.find((entry) => entry.kind === kind && entry.key === key)?.at.filter((at) => at > since) ?? [];

/** Seconds until the `max`-th most recent failure leaves the window, or 0 when fewer than `max` are in it. */
function waitOf(recent: number[], max: number, now: number, windowMs: number): number {
  if (recent.length < max) return 0;
  return Math.max(1, Math.ceil(((recent[recent.length - max] as number) + windowMs - now) / 1000));
}

/** Whether a login of `email` from the request's client must wait, how long (seconds) and for which limit. */
export function loginWait(ctx: Ctx, email: string): { seconds: number; limit: 'address' | 'client' } | null {
  const now = ctx.now.getTime();
  const { maxLoginFailures, maxClientLoginFailures, loginWindowMs } = ctx.options;
  const since = now - loginWindowMs;
  const client = waitOf(recentOf(ctx.db, 'client', ctx.client, since), maxClientLoginFailures, now, loginWindowMs);
  const address = waitOf(recentOf(ctx.db, 'address', email, since), maxLoginFailures, now, loginWindowMs);
  if (!client && !address) return null;
  return client >= address ? { seconds: client, limit: 'client' } : { seconds: address, limit: 'address' };
}

/** Counts a failed login of `email` from the request's client, drops what left the window, and saves. */
export function recordLoginFailure(ctx: Ctx, email: string): void {
  const now = ctx.now.getTime();
  const { maxLoginFailures, maxClientLoginFailures, loginWindowMs } = ctx.options;
  const since = now - loginWindowMs;
  ctx.store.change((db) => {
    const counted: LoginFailureRecord[] = [
      // Only the last `max` failures decide the wait: older ones need not be kept.
      { kind: 'address', key: email, at: [...recentOf(db, 'address', email, since), now].slice(-maxLoginFailures) },
      { kind: 'client', key: ctx.client, at: [...recentOf(db, 'client', ctx.client, since), now].slice(-maxClientLoginFailures) },
    ];
    const others = db.loginFailures
      .filter((entry) => !counted.some((one) => one.kind === entry.kind && one.key === entry.key))
      .map((entry) => ({ ...entry, at: entry.at.filter((at) => at > since) }))
      .filter((entry) => entry.at.length > 0);
    // Oldest last failure first, so the cap drops those.
    db.loginFailures = [...others.sort((a, b) => (a.at.at(-1) ?? 0) - (b.at.at(-1) ?? 0)), ...counted].slice(-maxEntries);
  });
}

/**
 * Forgets the failures of an address after its right password. The client's stay: else an attacker could log in to
 * an account of their own between guesses to start counting again.
 */
export function clearAddressFailures(db: Db, email: string): void {
  db.loginFailures = db.loginFailures.filter((entry) => !(entry.kind === 'address' && entry.key === email));
}
