import type { ForestProduct } from '#shared/api/schemas/product';
import { certificateWaitMs } from '#shared/api/constants';
import type { Project } from '#shared/api/schemas/project';
import type { User, Wallet } from '#shared/api/schemas/user';
import type { Country } from '#shared/api/schemas/user';
import type { Language } from '#shared/i18n/languages';
import { countryNames } from './countries';
import type { Ctx } from './context';
import { seatOf } from './pdf-brand';
import type { CertificateRecord, Db, ForestAmount, PaymentRecord, ProductRecord, ProjectRecord, UserRecord } from './db';

const allCountries = countryNames();

export function countries(lang: Language): Country[] {
  const collator = new Intl.Collator(lang);
  return allCountries.map((country) => ({ ...country, name: country.names[lang] })).sort((a, b) => collator.compare(a.name, b.name));
}

export const findCountry = (id: string) => allCountries.find((country) => country._id === id) ?? null;

export function userView(user: UserRecord, lang: Language): User {
  const country = findCountry(user.country);
  return {
    _id: user._id,
    email: user.email,
    name: user.name,
    lastName: user.lastName,
    userType: user.userType,
    roles: user.roles,
    status: user.status,
    country: country ? { ...country, name: country.names[lang] } : null,
    taxID: user.taxID,
    companyName: user.companyName,
    position: user.position,
    street: user.street,
    houseNumber: user.houseNumber,
    zipCode: user.zipCode,
    city: user.city,
  };
}

/** A forest as /product/list answers it: its name, region and document titles in `lang`. */
export function productView(product: ProductRecord, lang: Language): ForestProduct {
  // The boundary and the index series are /product/monitoring's: the list stays small; the country is the report's.
  const { monitoring: _monitoring, country: _country, species, owner, management, highlight, description, ...rest } = product;
  return {
    ...rest,
    name: product.name[lang],
    location: product.location[lang],
    documents: product.documents.map((document) => ({ ...document, title: document.title[lang] })),
    ...(species ? { species: species.map((entry) => ({ name: entry.name[lang], share: entry.share })) } : {}),
    ...(owner ? { owner: owner[lang] } : {}),
    ...(management ? { management: management[lang] } : {}),
    ...(highlight ? { highlight: highlight[lang] } : {}),
    ...(description ? { description: description[lang] } : {}),
  };
}

/**
 * A forest's name and region in `lang`, by its id: forest names are the provider's product data, so every answer that
 * names a forest (a payment's lines, a certificate's forests, the token indexes) resolves it when it answers, never from
 * a copy taken at purchase or burn. `fallback` names a forest no longer listed.
 */
export function forestIn(db: Pick<Db, 'products'>, lang: Language, productId: string, fallback = productId): { name: string; location: string } {
  const product = db.products.find((candidate) => candidate._id === productId);
  return product ? { name: product.name[lang], location: product.location[lang] } : { name: fallback, location: '' };
}

/** The tokens of each forest in `lots` added up, in the order the forests first appear (a certificate's forests). */
export function forestShares(lots: ForestAmount[]): ForestAmount[] {
  const shares = new Map<string, number>();
  for (const lot of lots) shares.set(lot.productId, (shares.get(lot.productId) ?? 0) + lot.amount);
  return [...shares].map(([productId, amount]) => ({ productId, amount }));
}

/** A payment with each line's forest named in `lang` (for its answer, its payment page and its invoice). */
export const paymentIn = (db: Pick<Db, 'products'>, lang: Language, payment: PaymentRecord): PaymentRecord => ({
  ...payment,
  items: payment.items.map((item) => ({ ...item, productName: forestIn(db, lang, item.productId, item.productName).name })),
});

export const tokensAvailable = (user: UserRecord) => user.holdings.reduce((sum, lot) => sum + lot.quantity, 0);

export const walletView = (ctx: Ctx, user: UserRecord): Wallet => ({
  address: user.walletAddress,
  tokensAvailable: tokensAvailable(user),
  tokensSpent: user.tokensSpent,
  registerUrl: addressRegisterUrl(ctx, user.walletAddress),
});

export function projectView(project: ProjectRecord): Project {
  const status =
    project.co2Compensation >= project.co2Emissions ? 'fully_compensated' : project.co2Compensation > 0 ? 'partly_compensated' : 'needs_compensation';
  return {
    _id: project._id,
    name: project.name,
    description: project.description,
    co2Emissions: project.co2Emissions,
    co2Compensation: project.co2Compensation,
    compensationPeriod: project.compensationPeriod,
    createdAt: project.createdAt,
    status,
    certificateId: project.certificateId,
  };
}

/** The public register page of a transaction (served by the sandbox at /dev/register). */
export const registerUrl = (ctx: Ctx, transactionId: string) => `${ctx.origin}/dev/register/${encodeURIComponent(transactionId)}`;
/** The public register page of a forest's index range (served by the sandbox at /dev/register/forest). */
export const indexRegisterUrl = (ctx: Ctx, productId: string, range: { from: number; to: number }) =>
  `${ctx.origin}/dev/register/forest/${encodeURIComponent(productId)}?${new URLSearchParams({ from: String(range.from), to: String(range.to) }).toString()}`;
/** The public register page of a wallet address (served by the sandbox at /dev/register/address). */
export const addressRegisterUrl = (ctx: Ctx, address: string) => `${ctx.origin}/dev/register/address/${encodeURIComponent(address)}`;

/**
 * The certificates of a certificate's project, in the order issued (itself among them). Each states all of the
 * project's compensations up to its burn, so a later one covers every tonne of an earlier one.
 */
const ofSameProject = (certificates: CertificateRecord[], certificate: CertificateRecord) =>
  certificate.projectId === null ? [certificate] : certificates.filter((candidate) => candidate.projectId === certificate.projectId);

/** The certificate issued for the same project just before this one (whose tonnes it covers too), if any. */
function predecessorOf(certificates: CertificateRecord[], certificate: CertificateRecord): CertificateRecord | null {
  const siblings = ofSameProject(certificates, certificate);
  return siblings[siblings.indexOf(certificate) - 1] ?? null;
}

/**
 * The later certificate of the same project that replaced this one, and since when: of those ready by `now`, the
 * first to become ready. None while every later one is still on its way: until then this one alone states its tonnes.
 */
export function successorOf(certificates: CertificateRecord[], certificate: CertificateRecord, now: Date): { id: string; at: string } | null {
  const siblings = ofSameProject(certificates, certificate);
  let first: { id: string; at: string } | null = null;
  for (const later of siblings.slice(siblings.indexOf(certificate) + 1)) {
    if (later.readyAt === null || Date.parse(later.readyAt) > now.getTime()) continue;
    if (first === null || Date.parse(later.readyAt) < Date.parse(first.at)) first = { id: later.id, at: later.readyAt };
  }
  return first;
}

export function certificateView(ctx: Ctx, certificate: CertificateRecord) {
  const predecessor = predecessorOf(ctx.db.certificates, certificate);
  return {
    id: certificate.id,
    holder: certificate.holder,
    period: certificate.period,
    project: certificate.project,
    date: certificate.date,
    co2Emitted: certificate.co2Emitted,
    co2Compensated: certificate.co2Compensated,
    transactionID: certificate.transactionID,
    supportedForests: certificate.supportedForests.map((forest) => ({ ...forestIn(ctx.db, ctx.lang, forest.productId), amount: forest.amount })),
    blockchainUrl: registerUrl(ctx, certificate.transactionID),
    ...(predecessor ? { supersedes: predecessor.id } : {}),
    // The provider the sandbox runs as (GFT_IMPRINT_JSON, else the demo's example), as its PDFs name it.
    ...(ctx.options.provider.company ? { issuer: { name: ctx.options.provider.company, seat: seatOf(ctx.options.provider.address) } } : {}),
    ...(certificate.example ? { example: true as const } : {}),
  };
}

/** When a certificate is promised: its burn plus the provider's 10 minutes (what the burn's answer and its status both say). */
export const certificateExpectedBy = (certificate: CertificateRecord) => new Date(Date.parse(certificate.date) + certificateWaitMs).toISOString();

export type CertificateState = 'valid' | 'expired' | 'pending' | 'superseded';
/**
 * Where a certificate stands: superseded once a later certificate of its project is ready (whatever its own state: no
 * tonne stands on two valid certificates), else pending until ready, expired past its date, else valid.
 */
export function certificateState(certificates: CertificateRecord[], certificate: CertificateRecord, now: Date): CertificateState {
  if (successorOf(certificates, certificate, now)) return 'superseded';
  if (certificate.readyAt === null || new Date(certificate.readyAt) > now) return 'pending';
  if (certificate.expiresAt !== null && certificate.expiresAt < now.toISOString().slice(0, 10)) return 'expired';
  return 'valid';
}
