import { describe, expect, it } from 'vitest';
import { priceBreakdown } from '#shared/api/money';
import { isBusiness, type SessionState } from '#shared/auth/session';
import type { User } from '#shared/api/schemas/user';
import { chargeVatRate, grossLineAmounts, grossSum, priceViewOf, shownLineAmounts, shownTokenPrice } from '#portal/lib/prices';

const cents = (euros: number) => Math.round(euros * 100);
const signedIn = (userType: User['userType']): SessionState => ({ status: 'authenticated', token: 't', user: { userType } as User });

describe('the prices a buyer is shown', () => {
  it('shows a private account and a visitor prices including VAT, a business net prices', () => {
    expect(priceViewOf(signedIn('private'))).toBe('gross');
    expect(priceViewOf({ status: 'unauthenticated', reason: 'none' })).toBe('gross');
    expect(priceViewOf({ status: 'uninitialized' })).toBe('gross');
    expect(priceViewOf(signedIn('business'))).toBe('net');
    // The same predicate as the business-only features (useIsBusiness): a reader the report serves sees net prices.
    for (const session of [signedIn('private'), signedIn('business'), { status: 'uninitialized' } as const]) {
      expect(priceViewOf(session) === 'net').toBe(isBusiness(session));
    }
  });

  it("gives a token's price net, or net plus 19 % rounded to the cent", () => {
    expect(shownTokenPrice(35, 'gross')).toBe(41.65);
    expect(shownTokenPrice(32, 'gross')).toBe(38.08);
    expect(shownTokenPrice(33.2, 'gross')).toBe(39.51);
    expect(shownTokenPrice(33.2, 'net')).toBe(33.2);
  });

  it("splits the cart's VAT over its lines so the lines add up to net + VAT to the cent", () => {
    // 5 × 33.20 net: 166.00 + 31.54 VAT; each line alone would round to 39.51 (five of them 197.55).
    const figures = priceBreakdown(
      [1, 1, 1, 1, 1].map((quantity) => ({ quantity, priceEach: 33.2 })),
      7.5,
    );
    const lines = grossLineAmounts(figures);
    expect(grossSum(figures)).toBe(197.54);
    expect(lines.reduce((sum, amount) => sum + cents(amount), 0)).toBe(19_754);
    for (const amount of lines) expect(Math.abs(cents(amount) - 3951)).toBeLessThanOrEqual(1);
    expect(figures.total).toBe(205.04);
  });

  it('gives the seed forests exact line amounts (2 × 35 and 3 × 32 net)', () => {
    const figures = priceBreakdown(
      [
        { quantity: 2, priceEach: 35 },
        { quantity: 3, priceEach: 32 },
      ],
      0,
    );
    expect(grossLineAmounts(figures)).toEqual([83.3, 114.24]);
    expect(grossSum(figures)).toBe(197.54);
  });
});

describe("a payment's prices at its own VAT rate", () => {
  it('works a gross price out at the rate the payment carries, not 19 %', () => {
    // 10 % (an Austrian reduced rate, say): 35 net is 38.50 with VAT, not 41.65.
    expect(shownTokenPrice(35, 'gross', 0.1)).toBe(38.5);
    expect(shownTokenPrice(35, 'net', 0.1)).toBe(35);
    expect(grossLineAmounts({ lines: [{ amount: 70 }, { amount: 96 }] }, 0.2)).toEqual([84, 115.2]);
    expect(shownLineAmounts({ lines: [{ amount: 70 }] }, 'gross', 0.07)).toEqual([74.9]);
  });

  it("reads a charge's rate from the transaction's answer, today's rate only where the API gives none", () => {
    expect(chargeVatRate({ vatRate: 0.2 })).toBe(0.2);
    expect(chargeVatRate({ vatRate: null })).toBe(0.19);
  });
});
