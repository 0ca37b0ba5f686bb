/**
 * The one rounding rule for money, shared by the sandbox (which charges with it) and the portal (which previews with
 * it): each figure in whole cents, rounded once, so the preview equals the charge to the cent.
 */

/** The German VAT on GFT, in percent. */
const vatPercent = 19;
export const vatRate = vatPercent / 100;

/** Euros to whole cents, half away from zero (Math.round alone rounds -0.5 towards +∞). */
export const toCents = (euros: number): number => Math.sign(euros) * Math.round(Math.abs(euros) * 100);

const toEuros = (cents: number): number => cents / 100;

export interface PriceLine {
  quantity: number;
  /** Price of one token in EUR. */
  priceEach: number;
}

export interface PriceBreakdown {
  lines: { amount: number }[];
  net: number;
  vatRate: number;
  vat: number;
  adminDonation: number;
  total: number;
}

/** Net, VAT (19 % of the net), the VAT-free donation and the total of a purchase, every figure in euros to the cent. */
export function priceBreakdown(lines: readonly PriceLine[], adminDonation: number): PriceBreakdown {
  const amounts = lines.map((line) => toCents(line.priceEach) * line.quantity);
  const net = amounts.reduce((sum, amount) => sum + amount, 0);
  // In cents the VAT is net × vatPercent / 100: integer arithmetic up to the one division, so no float drift moves a .5.
  const vat = Math.sign(net) * Math.floor((Math.abs(net) * vatPercent + 50) / 100);
  const donation = toCents(adminDonation);
  return {
    lines: amounts.map((amount) => ({ amount: toEuros(amount) })),
    net: toEuros(net),
    vatRate,
    vat: toEuros(vat),
    adminDonation: toEuros(donation),
    total: toEuros(net + vat + donation),
  };
}
