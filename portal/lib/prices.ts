/**
 * Which price a reader is shown first, in the shop, the cart and on a forest's page. Under the EU's price indication
 * rules a consumer (a private account, or a visitor not logged in) sees the final price including VAT; a business sees
 * the net price with the VAT added. The charge itself stays as the sandbox makes it (shared/api/money.ts): VAT on the
 * cart's net sum, in whole cents.
 */

import { toCents, vatRate, type PriceBreakdown } from '#shared/api/money';
import { isBusiness, type SessionState } from '#shared/auth/session';

export type PriceView = 'gross' | 'net';

/** A business account sees net prices; a private account and a visitor not logged in see prices including VAT. */
export const priceViewOf = (session: SessionState): PriceView => (isBusiness(session) ? 'net' : 'gross');

/** The VAT in cents of a net amount in cents at `rate` (0.19 for 19 %), rounded as priceBreakdown rounds it. */
const vatCents = (net: number, rate: number) => Math.sign(net) * Math.floor((Math.abs(net) * Math.round(rate * 100) + 50) / 100);

/**
 * The price of one token as shown: net, or net plus its VAT rounded to the cent (as the charge of one token would be).
 * `rate` is the VAT rate of the payment shown (its answer's `vatRate`); before buying, today's rate.
 */
export function shownTokenPrice(priceEach: number, view: PriceView, rate = vatRate): number {
  const net = toCents(priceEach);
  return (view === 'net' ? net : net + vatCents(net, rate)) / 100;
}

/**
 * Each line's amount including VAT, in euros. The VAT is charged on the cart's net sum, so each line takes the VAT of
 * the running sum up to it minus that before it: the lines add up to net + VAT to the cent, and no line is more than
 * one cent off its own net plus VAT. `rate` is the payment's own rate where one is shown.
 */
export function grossLineAmounts(figures: Pick<PriceBreakdown, 'lines'>, rate = vatRate): number[] {
  let before = 0;
  return figures.lines.map(({ amount }) => {
    const net = toCents(amount);
    const gross = net + vatCents(before + net, rate) - vatCents(before, rate);
    before += net;
    return gross / 100;
  });
}

/** The tokens' price including VAT (net + VAT, without the donation), in euros to the cent. */
export const grossSum = (figures: Pick<PriceBreakdown, 'net' | 'vat'>) => (toCents(figures.net) + toCents(figures.vat)) / 100;

/** Each line's amount as a buyer of the view reads it: including VAT (private) or net (business). */
export function shownLineAmounts(figures: Pick<PriceBreakdown, 'lines'>, view: PriceView, rate = vatRate): number[] {
  return view === 'gross' ? grossLineAmounts(figures, rate) : figures.lines.map((line) => line.amount);
}

/**
 * The VAT rate a charge in the transactions was paid at: its answer's `vatRate`; an API that leaves it out is read at
 * today's rate, the only one the provider has charged.
 */
export const chargeVatRate = (transaction: { vatRate: number | null }): number => transaction.vatRate ?? vatRate;
