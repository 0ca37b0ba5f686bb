import type { CertificateView } from '#shared/api/schemas/certificate';
import type { Landing } from '#shared/api/schemas/landing';
import type { MeetingInput } from '#shared/api/schemas/meeting';
import type { ForestMonitoring } from '#shared/api/schemas/forest-monitoring';
import type { ForestProduct } from '#shared/api/schemas/product';
import type { Payment } from '#shared/api/schemas/purchase';
import type { Transaction } from '#shared/api/schemas/transaction';
import type { UserType } from '#shared/api/schemas/user';
import type { Language } from '#shared/i18n/languages';

/**
 * A text of the provider's own data (a forest's name, region, document titles; the example entries' sectors, roles and
 * kinds) in each language of the product: every answer says it in the request's language (`ln`).
 */
export type Localized = Readonly<Record<Language, string>>;

/**
 * A forest project as the provider keeps it: its name, region, document titles, species, owner and texts in German and
 * English, and what /product/monitoring answers for it (not part of the list's answer).
 */
export interface ProductRecord extends Omit<
  ForestProduct,
  'name' | 'location' | 'documents' | 'species' | 'owner' | 'management' | 'highlight' | 'description'
> {
  name: Localized;
  location: Localized;
  documents: (Omit<ForestProduct['documents'][number], 'title'> & { title: Localized })[];
  species?: { name: Localized; share: number }[];
  owner?: Localized;
  management?: Localized;
  highlight?: Localized;
  description?: Localized;
  /**
   * The country the forest lies in, ISO 3166-1 alpha-2 (for the ESRS E1-7 report: inside the EU or not). Only the
   * report answers it; a data file written before it was kept reads it from the region's trailing code (report.ts).
   */
  country?: string;
  monitoring: Omit<ForestMonitoring, 'productId'>;
}

/** Tokens of one forest in a burn or on a certificate: the forest by its id, named in the language of each answer. */
export interface ForestAmount {
  productId: string;
  amount: number;
}

/** The landing's example entries, their sectors, roles and kinds in both languages (names are names in either). */
export interface LandingRecord extends Omit<Landing, 'latestProjects' | 'allProjectsUrl' | 'figures' | 'customers' | 'team' | 'partners'> {
  customers: (Omit<Landing['customers'][number], 'sector' | 'compensated' | 'reason'> & { sector: Localized; compensated?: Localized; reason?: Localized })[];
  team: (Omit<Landing['team'][number], 'role' | 'duties'> & { role: Localized; duties?: Localized })[];
  partners: (Omit<Landing['partners'][number], 'kind'> & { kind: Localized })[];
}

/** A code sent by e-mail, valid until `expiresAt` (ms). */
export interface SentCode {
  code: string;
  expiresAt: number;
  /** Wrong entries so far; at the sandbox's `maxCodeAttempts` the code is spent. */
  attempts?: number;
}

export interface UserRecord {
  _id: string;
  email: string;
  passwordHash: string;
  userType: UserType;
  roles: string[];
  /** 1 active, 0 inactive. */
  status: number;
  emailVerified: boolean;
  /** Registration finished (code checked and finalized). */
  finalized: boolean;
  verification: SentCode | null;
  /** A password sent by "forgot password": it works beside the old one until it is first used, then replaces it. */
  mailedPassword?: { hash: string; expiresAt: number } | null;
  name: string;
  lastName: string;
  street: string;
  houseNumber: string;
  zipCode: string;
  city: string;
  country: string;
  companyName: string | null;
  position: string | null;
  taxID: string | null;
  walletAddress: string;
  tokensSpent: number;
  /** Tokens held, per forest product; burning takes from the oldest lot first. */
  holdings: { productId: string; quantity: number }[];
  createdAt: string;
  /**
   * The public impact page (`/impact/<name>`): off until the customer turns it on; the name stays theirs when they turn
   * it off again. Absent in files written before it existed: the same as off without a name. `displayName`: the heading
   * the page shows (absent or '': its name).
   */
  impactPage?: { enabled: boolean; name: string; displayName?: string } | undefined;
  /** Sandbox only (`POST /dev/certificate-delay`): this user's burn-to-certificate delay instead of the sandbox's. */
  certificateDelayMs?: number;
}

export interface SessionRecord {
  token: string;
  userId: string;
  expiresAt: number;
  revoked: boolean;
}

export interface ProjectRecord {
  _id: string;
  userId: string;
  name: string;
  description: string;
  co2Emissions: number;
  co2Compensation: number;
  compensationPeriod: { startDate: string; endDate: string };
  createdAt: string;
  certificateId: string | null;
}

/**
 * A payment as kept. Each line's `productName` is the forest's name when it was bought; answers name the forest by its
 * `productId` in the request's language and fall back to that name only for a forest no longer listed.
 */
export interface PaymentRecord extends Omit<Payment, 'orderNumber'> {
  /** Given at the buy call (`GF-…`), whatever becomes of the payment. */
  orderNumber: string;
  userId: string;
  /** Where the payment page sends the buyer back: the purchase's URL, or a path on the configured `portalOrigin` (the seeds'). */
  returnUrl: string;
  /** The saved card chosen at buy; null for a new card, entered on the payment page. */
  savedCardId: string | null;
  /** A new card's holder and expiry as entered on the payment page (never its number or CVV), and whether to save it. */
  newCard: { nameOnCard: string; expiry: string; save: boolean } | null;
  /** When it succeeded: the invoice's date and the date of supply (the tokens are credited then). Seeds leave it out: createdAt. */
  paidAt?: string;
}

/** An `Idempotency-Key` of a user's purchase: the same key and body answer the same payment. */
export interface IdempotencyRecord {
  userId: string;
  key: string;
  bodyHash: string;
  /** What the first call made: a payment (buying) or a compensation transaction (burning). */
  paymentId?: string;
  transactionId?: string;
}

/** The answer's derived fields (the payment's figures, the register link) are filled in by the view. */
export interface TransactionRecord extends Omit<Transaction, 'net' | 'vat' | 'vatRate' | 'orderNumber' | 'invoiceNumber' | 'adminDonation' | 'blockchainUrl'> {
  userId: string;
  /** For compensations: how many tokens came from which forest. */
  forests?: ForestAmount[];
}

export interface CertificateRecord extends Omit<CertificateView, 'blockchainUrl' | 'supersedes' | 'supportedForests'> {
  /** The forests whose tokens it stands on, by id: the answer names each in the request's language. */
  supportedForests: ForestAmount[];
  userId: string | null;
  /** When the blockchain process finishes; null while under review with no estimate. */
  readyAt: string | null;
  /** When the burn is recorded on the public register (before `readyAt`); null with no estimate. */
  registeredAt: string | null;
  /** The project it was issued for (null for seeded certificates of no project). */
  projectId: string | null;
  /** Past this date the certificate is expired. */
  expiresAt: string | null;
}

export interface MeetingRecord extends Omit<MeetingInput, 'privacyConsent'> {
  _id: string;
  verification: SentCode;
  verified: boolean;
  createdAt: string;
}

export interface MailRecord {
  id: string;
  to: string;
  subject: string;
  text: string;
  /** Machine-readable parts of the mail (codes, passwords) for the demo and the tests. */
  data: Record<string, string>;
  sentAt: string;
}

/**
 * A run of consecutive token indexes of one forest (both ends included) and their owner: held, or burned for a
 * project (demo/sandbox/token-indexes.ts keeps them).
 */
export interface IndexLot {
  productId: string;
  from: number;
  to: number;
  userId: string;
  /** Kept when the account is deleted: the register still shows the address. */
  walletAddress: string;
  /** Null while held; the burn's project (its name kept when it is deleted), transaction hash and date once burned. */
  burn: { projectId: string | null; projectName: string; transactionId: string; date: string } | null;
}

/** Failed logins of an address or a client (its IP address, `clientKey`), the times (ms) still in the window. */
export interface LoginFailureRecord {
  kind: 'address' | 'client';
  key: string;
  at: number[];
}

/**
 * Raised when the data's shape or the seed changes (10: the demo customer's varied history; 12: the forests' boundaries,
 * vegetation index series, species, owners and texts; 13: what the example customers compensated and why, what each
 * of the team does; 14: each forest's own description, the team without pictures; 15: a certificate of each example
 * customer; 16: each forest's example verification and its report); an older file is backed up and reseeded.
 */
export const dbVersion = 17;

export interface Db {
  version: typeof dbVersion;
  users: UserRecord[];
  sessions: SessionRecord[];
  projects: ProjectRecord[];
  products: ProductRecord[];
  payments: PaymentRecord[];
  idempotency: IdempotencyRecord[];
  transactions: TransactionRecord[];
  /** Every index sold through the sandbox, by owner and state. */
  tokenIndexes: IndexLot[];
  certificates: CertificateRecord[];
  cards: { _id: string; userId: string; brand: string; last4: string; expiry: string; nameOnCard: string }[];
  leads: { _id: string; name: string; email: string; country: string; city: string; createdAt: string }[];
  meetings: MeetingRecord[];
  supportRequests: { _id: string; firstName: string; lastName: string; email: string; message: string; news: boolean; createdAt: string }[];
  /** Media files: the seed's, and uploads (`uploaded`), of which the store keeps the newest (store.ts). */
  media: { hash: string; name: string; type: string; size: number; createdAt: string; uploaded?: true }[];
  mailbox: MailRecord[];
  /** Login throttling (demo/sandbox/login-throttle.ts); in the file, so a restart forgets no failure. */
  loginFailures: LoginFailureRecord[];
  landing: LandingRecord;
  /**
   * The last numbers given: every order gets one (`GF-…`, a failed one too), and only a paid order an invoice number
   * (`RE-…`), from a series of its own, so that the invoices are numbered without gaps (handlers/payments.ts).
   */
  counters: { order: number; invoice: number };
}
