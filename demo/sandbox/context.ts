import type { Context } from 'hono';
import { apiErrorCodes, type ApiErrorCode, type FieldIssue } from '../../shared/api/schemas/common';
import { resolveLanguage, type Language } from '../../shared/i18n/languages';
import { randomId, sixDigitCode } from './crypto';
import type { Db, MailRecord, SentCode, UserRecord } from './db';
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
  /** The clock, replaceable in tests. */
  now?: () => Date;
  /** Base URL of the external data platform, for "all projects" links. */
  dataPlatformUrl?: string;
  /** The most records of each kind that callers without an account can create (store.ts); the oldest are dropped. */
  caps?: StoreCaps;
  /** Log lines (requests that failed); defaults to console.error. */
  log?: (line: string) => void;
}

export type ResolvedOptions = Required<Omit<SandboxOptions, 'reset'>>;

/** An error the sandbox answers with: a status, a catalogue code, and optionally the field it concerns. */
export class SandboxError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 500,
    readonly code: ApiErrorCode,
    readonly field?: string,
    readonly issues?: FieldIssue[],
    message?: string,
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
  now: Date;
}

/** The logged-in user; routes marked `auth` only run with one. */
export function me(ctx: Ctx): UserRecord {
  if (!ctx.user) throw new SandboxError(401, 'UNAUTHORIZED');
  return ctx.user;
}

/** Puts a mail in the sandbox mailbox (GET /dev/mailbox). */
export function sendMail(ctx: Ctx, to: string, subject: string, text: string, data: Record<string, string> = {}): MailRecord {
  const mail: MailRecord = { id: randomId(), to: to.toLowerCase(), subject, text, data, sentAt: ctx.now.toISOString() };
  // Bounded by the store's caps (store.ts): a long-running demo must not grow the file forever.
  ctx.db.mailbox.push(mail);
  return mail;
}

export const languageOf = (c: Context): Language => resolveLanguage(c.req.header('ln'));

/** A new six-digit e-mail code, valid for the configured time. */
export const newCode = (ctx: Ctx): SentCode => ({ code: sixDigitCode(), expiresAt: ctx.now.getTime() + ctx.options.codeTtlMs });
