import { describe, expect, it } from 'vitest';
import { priceBreakdown } from '#shared/api/money';

describe('priceBreakdown', () => {
  it('3 × 35.55 €: net 106.65, VAT 20.26, total 126.91', () => {
    expect(priceBreakdown([{ quantity: 3, priceEach: 35.55 }], 0)).toEqual({
      lines: [{ amount: 106.65 }],
      net: 106.65,
      vatRate: 0.19,
      vat: 20.26,
      adminDonation: 0,
      total: 126.91,
    });
  });

  it('7 × 32.10 € with a 2.50 € donation: net 224.70, VAT 42.69, total 269.89 (no VAT on the donation)', () => {
    expect(priceBreakdown([{ quantity: 7, priceEach: 32.1 }], 2.5)).toEqual({
      lines: [{ amount: 224.7 }],
      net: 224.7,
      vatRate: 0.19,
      vat: 42.69,
      adminDonation: 2.5,
      total: 269.89,
    });
  });

  it('rounds a VAT of exactly half a cent up (42.50 € net: 8.075 → 8.08, where float arithmetic gives 8.07)', () => {
    expect(priceBreakdown([{ quantity: 5, priceEach: 8.5 }], 0)).toMatchObject({ net: 42.5, vat: 8.08, total: 50.58 });
  });

  it('sums the lines in cents, so many lines add up without drift', () => {
    const figures = priceBreakdown(
      [
        { quantity: 1, priceEach: 0.1 },
        { quantity: 2, priceEach: 0.2 },
        { quantity: 3, priceEach: 35.55 },
      ],
      0.005,
    );
    expect(figures.lines).toEqual([{ amount: 0.1 }, { amount: 0.4 }, { amount: 106.65 }]);
    expect(figures).toMatchObject({ net: 107.15, vat: 20.36, adminDonation: 0.01, total: 127.52 });
  });
});
