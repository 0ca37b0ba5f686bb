import { copyFileSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { dbVersion, type Db } from './db';
import { seedEmails } from './seed-ids';

/**
 * The data file is rewritten on every change, so what anyone can add to it is capped and it stays small and fast
 * (docs/security.md, "Caps on stored data"). Callers without an account: the most records of each kind (and mails in the mailbox, which
 * every form feeds); past a cap the oldest are dropped. Per account: projects and unfinished payments are refused past
 * their cap (`PROJECT_LIMIT`, `OPEN_PAYMENT_LIMIT`); of failed payments, sessions and saved cards the oldest go.
 * Uploads (no account needed) by number and by bytes: the oldest go, their files too.
 */
export const defaultStoreCaps = {
  leads: 1000,
  supportRequests: 100,
  meetings: 500,
  unverifiedUsers: 1000,
  mailbox: 500,
  projectsPerAccount: 200,
  openPaymentsPerAccount: 5,
  failedPaymentsPerAccount: 20,
  sessionsPerAccount: 50,
  cardsPerAccount: 10,
  uploads: 200,
  uploadBytes: 100 * 1024 * 1024,
};
export type StoreCaps = typeof defaultStoreCaps;

/** A payment left pending this long has been abandoned: read, it fails as `expired`; unread, it leaves the store. */
export const paymentTtlMs = 30 * 60 * 1000;

/** Drops the oldest (first) entries beyond `cap` that `droppable` selects. */
function dropOldest<T>(list: T[], cap: number, droppable: (item: T) => boolean = () => true): T[] {
  let excess = list.filter(droppable).length - cap;
  if (excess <= 0) return list;
  return list.filter((item) => !(excess > 0 && droppable(item) && excess-- > 0));
}

/** Keeps the newest (last) `cap` entries of each user that `counted` selects, and every entry it does not. */
function keepNewestPerUser<T extends { userId: string }>(list: T[], cap: number, counted: (item: T) => boolean = () => true): T[] {
  const seen = new Map<string, number>();
  const keep = list.map(() => true);
  for (let index = list.length - 1; index >= 0; index -= 1) {
    const item = list[index] as T;
    if (!counted(item)) continue;
    const count = (seen.get(item.userId) ?? 0) + 1;
    seen.set(item.userId, count);
    keep[index] = count <= cap;
  }
  return keep.every(Boolean) ? list : list.filter((_item, index) => keep[index]);
}

/** The media without the oldest uploads past `count` files or `bytes` in all; the seed's files are never counted. */
function keepNewestUploads(media: Db['media'], count: number, bytes: number): Db['media'] {
  const keep = media.map(() => true);
  let files = 0;
  let total = 0;
  for (let index = media.length - 1; index >= 0; index -= 1) {
    const entry = media[index] as Db['media'][number];
    if (!entry.uploaded) continue;
    files += 1;
    total += entry.size;
    keep[index] = files <= count && total <= bytes;
  }
  return keep.every(Boolean) ? media : media.filter((_entry, index) => keep[index]);
}

const seeded = new Set<string>(Object.values(seedEmails));

function applyCaps(db: Db, caps: StoreCaps, now: number): void {
  db.leads = dropOldest(db.leads, caps.leads);
  db.supportRequests = dropOldest(db.supportRequests, caps.supportRequests);
  db.meetings = dropOldest(db.meetings, caps.meetings);
  // Registrations never finished; the seeded unverified user stays, docs/sandbox.md names it.
  db.users = dropOldest(db.users, caps.unverifiedUsers, (user) => !user.finalized && !seeded.has(user.email));
  db.mailbox = dropOldest(db.mailbox, caps.mailbox);
  // Payments never finished leave after their time (nothing refers to them: a charge transaction comes with success
  // only); of those that failed, each account keeps its newest. The keys of the payments gone go with them.
  const payments = keepNewestPerUser(
    db.payments.filter((payment) => payment.status !== 'pending' || now - Date.parse(payment.createdAt) < paymentTtlMs),
    caps.failedPaymentsPerAccount,
    (payment) => payment.status === 'failed',
  );
  if (payments.length !== db.payments.length) {
    const kept = new Set(payments.map((payment) => payment._id));
    db.payments = payments;
    db.idempotency = db.idempotency.filter((record) => !record.paymentId || kept.has(record.paymentId));
  }
  // Keys of old purchases: a retry comes within minutes, so the newest 10,000 are plenty.
  db.idempotency = dropOldest(db.idempotency, 10_000);
  // Each login adds a session: ended ones go, and each account keeps its newest (logging in anew ends the oldest).
  db.sessions = keepNewestPerUser(
    db.sessions.filter((session) => !session.revoked && session.expiresAt > now),
    caps.sessionsPerAccount,
  );
  db.cards = keepNewestPerUser(db.cards, caps.cardsPerAccount);
  db.media = keepNewestUploads(db.media, caps.uploads, caps.uploadBytes);
}

/** JSON-file storage: the whole database in one file, written atomically (temp file, then rename) after each change. */
export class JsonStore {
  readonly file: string;
  readonly mediaDir: string;
  data: Db;

  constructor(
    readonly dataDir: string,
    seed: (store: JsonStore) => Db,
    reset = false,
    readonly caps: StoreCaps = defaultStoreCaps,
    /** The sandbox's clock, which decides when a payment has expired. */
    private readonly now: () => Date = () => new Date(),
  ) {
    this.file = join(dataDir, 'sandbox.json');
    this.mediaDir = join(dataDir, 'media');
    mkdirSync(this.mediaDir, { recursive: true });
    const existing = reset ? null : this.read();
    if (existing) {
      this.data = existing;
    } else {
      this.data = { version: dbVersion } as Db;
      this.data = seed(this);
      this.save();
    }
  }

  private read(): Db | null {
    let text: string;
    try {
      text = readFileSync(this.file, 'utf8');
    } catch {
      return null;
    }
    try {
      const parsed = JSON.parse(text) as { version?: unknown };
      if (typeof parsed.version === 'number' && parsed.version < dbVersion) {
        // Sandbox data of an older shape: keep a copy, then start from the seeds.
        const backup = `${this.file}.v${parsed.version}.bak`;
        copyFileSync(this.file, backup);
        console.warn(`[sandbox] ${this.file} has data version ${parsed.version}; reseeded (the old file is kept as ${backup})`);
        return null;
      }
      if (parsed.version !== dbVersion) throw new Error(`unknown version ${String(parsed.version)}`);
      const db = parsed as Db;
      // Added within version 6: a file written before has no failed logins yet.
      db.loginFailures ??= [];
      return db;
    } catch (error) {
      throw new Error(`The sandbox data file ${this.file} cannot be read (${(error as Error).message}). Start with --reset to reseed it.`, { cause: error });
    }
  }

  /** Writes the database; a crash mid-write leaves the previous file intact. */
  save(): void {
    mkdirSync(dirname(this.file), { recursive: true });
    const temp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(this.data));
    renameSync(temp, this.file);
  }

  /** Runs a change, keeps every kind within its cap, and saves. */
  change<T>(action: (data: Db) => T): T {
    const result = action(this.data);
    const media = this.data.media;
    applyCaps(this.data, this.caps, this.now().getTime());
    this.save();
    // The files of uploads let go, once the data file no longer names them.
    if (this.data.media !== media) {
      const kept = new Set(this.data.media.map((entry) => entry.hash));
      for (const entry of media) if (!kept.has(entry.hash)) rmSync(join(this.mediaDir, entry.hash), { force: true });
    }
    return result;
  }

  writeMedia(hash: string, bytes: Uint8Array): void {
    const temp = join(this.mediaDir, `${hash}.tmp`);
    writeFileSync(temp, bytes);
    renameSync(temp, join(this.mediaDir, hash));
  }

  readMedia(hash: string): Buffer | null {
    try {
      return readFileSync(join(this.mediaDir, hash));
    } catch {
      return null;
    }
  }
}
