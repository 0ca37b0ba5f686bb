/**
 * The ESRS E1-7 figures of a customer's year (GET /report/e1-7 and its PDF): the tonnes cancelled, that is the tokens
 * burned, by forest. A burn is the cancellation: its tonnes count in the year it happened (a calendar year in the
 * provider's time zone), whether its project's certificate is out yet or not, and each names the certificate that
 * states it now, never a superseded one (docs/decisions/0042), so no tonne is counted twice.
 */
import { providerTimeZone } from '#shared/api/constants';
import type { Report, ReportForest, ReportReference } from '#shared/api/schemas/report';
import type { Ctx } from './context';
import { euMembers } from './countries';
import type { CertificateRecord, ProductRecord, TransactionRecord } from './db';
import { countryName } from './pdf-brand';
import { certificateState, forestIn, forestShares, registerUrl } from './views';

const yearFormat = new Intl.DateTimeFormat('en-CA', { timeZone: providerTimeZone, year: 'numeric' });
/** The calendar year of an instant in the provider's time zone. */
export const yearOf = (instant: string) => Number(yearFormat.format(new Date(instant)));

/**
 * Shares in per cent with one decimal that add up to exactly 100 (largest remainder): three equal parts are 33.4, 33.3
 * and 33.3 rather than three times 33.3. All 0 when nothing was cancelled.
 */
export function sharesOf(amounts: readonly number[]): number[] {
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  if (total === 0) return amounts.map(() => 0);
  const exact = amounts.map((amount) => (amount / total) * 1000);
  const floors = exact.map(Math.floor);
  let left = 1000 - floors.reduce((sum, value) => sum + value, 0);
  const order = exact.map((value, index) => ({ index, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left === 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    left -= 1;
  }
  return floors.map((value) => value / 10);
}

/** A part's share of a whole in per cent, one decimal; null for an empty year. */
const shareOf = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 10);

/**
 * The certificate that states a burn now: of its project's certificates issued with it or later, the one that is not
 * superseded and not on its way, else the first one on its way; null while the project is partly compensated.
 */
function certificateOf(ctx: Ctx, burn: TransactionRecord): CertificateRecord | null {
  // A certificate is issued by a burn: it covers that burn and the project's burns before it.
  const issuedBy = (certificate: CertificateRecord) => ctx.db.transactions.find((candidate) => candidate.transactionId === certificate.transactionID);
  const covers = (certificate: CertificateRecord) => (issuedBy(certificate)?.date ?? certificate.date) >= burn.date;
  const issued = ctx.db.certificates.filter((certificate) =>
    burn.projectId !== null && certificate.projectId !== null
      ? certificate.projectId === burn.projectId && covers(certificate)
      : certificate.id === burn.certificateId,
  );
  const states = issued.map((certificate) => ({ certificate, state: certificateState(ctx.db.certificates, certificate, ctx.now) }));
  return (
    states.find(({ state }) => state === 'valid' || state === 'expired')?.certificate ?? states.find(({ state }) => state === 'pending')?.certificate ?? null
  );
}

/** A forest's country: the record's, or (a data file from before the field) the region's trailing code, "Bayern, DE". */
const countryOf = (product: ProductRecord | undefined) => product?.country ?? /, ([A-Z]{2})$/.exec(product?.location.en ?? '')?.[1] ?? null;

function reference(ctx: Ctx, burn: TransactionRecord, tonnes: number): ReportReference {
  const certificate = certificateOf(ctx, burn);
  const state = certificate ? certificateState(ctx.db.certificates, certificate, ctx.now) : null;
  return {
    transactionId: burn.transactionId,
    registerUrl: registerUrl(ctx, burn.transactionId),
    date: burn.date,
    projectName: burn.projectName ?? '',
    tonnes,
    certificateId: certificate?.id ?? null,
    certificateStatus: state === 'valid' || state === 'expired' || state === 'pending' ? state : null,
  };
}

/** The report of `year` for the user: every compensation of theirs dated in it, by forest, largest first. */
export function reportOf(ctx: Ctx, userId: string, year: number): Report {
  const compensations = ctx.db.transactions.filter((transaction) => transaction.userId === userId && transaction.type === 'compensation');
  const years = [...new Set(compensations.map((transaction) => yearOf(transaction.date)))].sort((a, b) => a - b);
  const burns = compensations.filter((transaction) => yearOf(transaction.date) === year).sort((a, b) => a.date.localeCompare(b.date));
  const byForest = new Map<string, ReportReference[]>();
  for (const burn of burns) {
    // Every burn records its forests (burning.ts and the seeds do): the forests' tonnes are the burn's.
    for (const lot of forestShares(burn.forests ?? [])) {
      const list = byForest.get(lot.productId) ?? [];
      list.push(reference(ctx, burn, lot.amount));
      byForest.set(lot.productId, list);
    }
  }
  const forests = [...byForest].map(([productId, references]) => {
    const product = ctx.db.products.find((candidate) => candidate._id === productId);
    const country = countryOf(product);
    return {
      productId,
      ...forestIn(ctx.db, ctx.lang, productId),
      country,
      countryName: country ? countryName(ctx.lang, country) : null,
      inEu: country ? euMembers.has(country) : null,
      standard: product?.certification ?? null,
      strategy: product?.strategy ?? null,
      tonnes: references.reduce((sum, entry) => sum + entry.tonnes, 0),
      share: 0,
      references,
    } satisfies ReportForest;
  });
  forests.sort((a, b) => b.tonnes - a.tonnes || a.name.localeCompare(b.name));
  const shares = sharesOf(forests.map((forest) => forest.tonnes));
  forests.forEach((forest, index) => (forest.share = shares[index] ?? 0));
  const total = forests.reduce((sum, forest) => sum + forest.tonnes, 0);
  const sumWhere = (keep: (forest: ReportForest) => boolean) => forests.filter(keep).reduce((sum, forest) => sum + forest.tonnes, 0);
  const certified = forests.flatMap((forest) => forest.references).reduce((sum, entry) => sum + (entry.certificateId === null ? 0 : entry.tonnes), 0);
  const part = (tonnes: number) => ({ tonnes, share: shareOf(tonnes, total) });
  return {
    year,
    years,
    timeZone: providerTimeZone,
    totalTonnes: total,
    certifiedTonnes: certified,
    uncertifiedTonnes: total - certified,
    // A removal is growth taken from the air: a forest that grows its stock. A kept stock was taken up before, so it is
    // not said to be one. No GFT stands for a reduction of emissions.
    removals: part(sumWhere((forest) => forest.strategy === 'increase')),
    keptStock: part(sumWhere((forest) => forest.strategy !== 'increase')),
    qualityStandard: part(sumWhere((forest) => forest.standard !== null)),
    eu: part(sumWhere((forest) => forest.inEu === true)),
    forests,
  };
}
