import type { HttpBindings } from '@hono/node-server';
import type { Context, Hono } from 'hono';
import type { ImprintLines } from '#shared/config/config';
import { apiErrorCodes, type ApiErrorCode, type FieldIssue } from '#shared/api/schemas/common';
import { resolveLanguage, type Language } from '#shared/i18n/languages';
import { randomId, sixDigitCode } from './crypto';
import type { Db, MailRecord, SentCode, UserRecord } from './db';
import type { Drifts } from './drift';
import type { Faults } from './faults';
import type { JsonStore, StoreCaps } from './store';

export interface SandboxOptions {
  /** Folder of the data file and the media files. */
  dataDir: string;
  /** Reseed instead of loading the data file. */
  reset?: boolean;
  /** Delay between a burn and its certificate being ready (the real service takes up to 10 minutes). */
  certificateDelayMs?: number;
  /** Lifetime of a session token. */
  sessionTtlMs?: number;
  /** Lifetime of an e-mail code. */
  codeTtlMs?: number;
  /** Wrong entries of an e-mail code after which it is spent and a new one must be requested. */
  maxCodeAttempts?: number;
  /** Failed logins of one address within `loginWindowMs` after which its logins are refused until the window passes. */
  maxLoginFailures?: number;
  /** Failed logins from one client (IP address, an IPv6 /64), of any addresses, after which its logins are refused alike. */
  maxClientLoginFailures?: number;
  loginWindowMs?: number;
  /** Lifetime of a password sent by "forgot password". */
  mailedPasswordTtlMs?: number;
  /** scrypt's cost (N) for the passwords it hashes from now on (crypto.ts, `defaultPasswordCost`); each hash keeps its own. */
  passwordCost?: number;
  /** The clock, replaceable in tests. */
  now?: () => Date;
  /** Base URL of the external data platform, for "all projects" links. */
  dataPlatformUrl?: string;
  /** The most records of each kind that callers can create, without an account and per account (store.ts). */
  caps?: Partial<StoreCaps>;
  /**
   * The portal's origin: the only origin a purchase's `returnUrl` may point to (no open redirect through the payment
   * page). Defaults to http://localhost:5173; may be set after start (`sandbox.options.portalOrigin`) once the web
   * server's port is known.
   */
  portalOrigin?: string;
  /**
   * The site's public origin (`GFT_SITE_URL`), for the verification link and QR code of a certificate's PDF: a reader
   * of the PDF opens the public site, not the address this machine serves the portal on. Defaults to `portalOrigin`.
   */
  siteOrigin?: string;
  /**
   * The provider its invoices, certificates, reports and payment page name (`GFT_IMPRINT_JSON`'s lines, as the
   * imprint shows them); defaults to the demo's example (demo/example-provider.ts).
   */
  provider?: ImprintLines;
  /** Log lines (requests that failed); defaults to console.error. */
  log?: (line: string) => void;
}

export type ResolvedOptions = Required<Omit<SandboxOptions, 'reset' | 'siteOrigin'>> & Pick<SandboxOptions, 'siteOrigin'>;

export interface Sandbox {
  app: Hono<{ Bindings: HttpBindings }>;
  store: JsonStore;
  faults: Faults;
  drifts: Drifts;
  options: ResolvedOptions;
}

/** An error the sandbox answers with: a status, a catalogue code, and optionally the field it concerns. */
export class SandboxError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500,
    readonly code: ApiErrorCode,
    readonly field?: string,
    readonly issues?: FieldIssue[],
    message?: string,
    /** Seconds to wait, for a 429 (body `retryAfter` and header `Retry-After`). */
    readonly retryAfter?: number,
  ) {
    super(message ?? apiErrorCodes[code]);
  }
}

export interface Ctx {
  c: Context;
  store: JsonStore;
  db: Db;
  options: ResolvedOptions;
  user: UserRecord | null;
  lang: Language;
  /** Origin of the sandbox as the caller sees it, for absolute URLs. */
  origin: string;
  /** The caller's IP address as the server sees it, its key for login throttling (`clientKey`). */
  client: string;
  now: Date;
}

/** The logged-in user; routes marked `auth` only run with one. */
export function me(ctx: Ctx): UserRecord {
  if (!ctx.user) throw new SandboxError(401, 'UNAUTHORIZED');
  return ctx.user;
}

/** The `Idempotency-Key` header of a money call (buying, burning): required, at most 200 characters. */
export function idempotencyKey(ctx: Ctx): string {
  const key = ctx.c.req.header('idempotency-key')?.trim() ?? '';
  if (!key || key.length > 200) throw new SandboxError(400, 'IDEMPOTENCY_KEY_REQUIRED', 'Idempotency-Key');
  return key;
}

/** Puts a mail in the sandbox mailbox (GET /dev/mailbox). */
export function sendMail(ctx: Ctx, to: string, subject: string, text: string, data: Record<string, string> = {}): MailRecord {
  const mail: MailRecord = { id: randomId(), to: to.toLowerCase(), subject, text, data, sentAt: ctx.now.toISOString() };
  // Bounded by the store's caps (store.ts): a long-running demo must not grow the file forever.
  ctx.db.mailbox.push(mail);
  return mail;
}

export const languageOf = (c: Context): Language => resolveLanguage(c.req.header('ln'));

/**
 * Checks an e-mail code against the one sent. A wrong entry counts; the `maxCodeAttempts`-th spends the code, and then
 * even the right one is refused until a new code is requested: six digits cannot be guessed in five tries.
 */
export function checkCode(ctx: Ctx, sent: SentCode | null, code: string, wrong: () => SandboxError): void {
  if (!sent || sent.expiresAt <= ctx.now.getTime()) throw wrong();
  const spent = () => new SandboxError(429, 'CODE_SPENT', 'code');
  if ((sent.attempts ?? 0) >= ctx.options.maxCodeAttempts) throw spent();
  if (sent.code === code) return;
  const attempts = ctx.store.change(() => (sent.attempts = (sent.attempts ?? 0) + 1));
  throw attempts >= ctx.options.maxCodeAttempts ? spent() : wrong();
}

/** Ends the user's sessions, all or all but `keepToken` (after a password change or reset). */
export function endSessions(ctx: Ctx, userId: string, keepToken?: string): void {
  for (const session of ctx.db.sessions) if (session.userId === userId && session.token !== keepToken) session.revoked = true;
}

/** A new six-digit e-mail code, valid for the configured time. */
export const newCode = (ctx: Ctx): SentCode => ({ code: sixDigitCode(), expiresAt: ctx.now.getTime() + ctx.options.codeTtlMs });
