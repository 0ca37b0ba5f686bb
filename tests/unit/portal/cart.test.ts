import { beforeEach, describe, expect, it } from 'vitest';
import type { ForestProduct } from '#shared/api/schemas/product';
import { storageKeys } from '#shared/storage/keys';
import type { SavedCard } from '#shared/api/schemas/user';
import { checkCart, stockLeftOf } from '#portal/features/buy/cart-check';
import { checkedCard, clearChoices, readChoices, writeChoices } from '#portal/features/buy/checkout-choices';
import { readQuantity } from '#portal/features/buy/forest-card';
import { attemptKeyFor, cart, cartTokens, endAttempt, readCart } from '#portal/lib/cart';

/** The browser's sessionStorage, in memory (unit tests run in Node). */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
  removeItem = (key: string) => void this.items.delete(key);
}

beforeEach(() => {
  Object.defineProperty(globalThis, 'sessionStorage', { value: new MemoryStorage(), configurable: true });
});

describe('the cart store', () => {
  it('adds, changes and removes lines and counts the tokens', () => {
    cart.set('a', 2);
    cart.set('b', 3);
    cart.set('a', 5);
    expect(readCart()).toEqual([
      { productId: 'a', quantity: 5 },
      { productId: 'b', quantity: 3 },
    ]);
    expect(cartTokens(readCart())).toBe(8);
    cart.remove('a');
    expect(readCart()).toEqual([{ productId: 'b', quantity: 3 }]);
    cart.clear();
    expect(readCart()).toEqual([]);
  });

  it.each([
    ['not json'],
    ['{"a":1}'],
    ['[{"productId":"a","quantity":-1}]'],
    ['[{"productId":"a","quantity":1.5}]'],
    ['[{"productId":"","quantity":1}]'],
    ['null'],
  ])('reads junk in storage (%s) as an empty cart', (junk) => {
    sessionStorage.setItem(storageKeys.cart.name, junk);
    expect(readCart()).toEqual([]);
  });
});

describe('the checkout attempt key', () => {
  it('is the same for the same checkout (a retry, a reload) and new for another cart, or after the attempt ended', () => {
    const first = attemptKeyFor('{"items":[1]}');
    expect(attemptKeyFor('{"items":[1]}')).toBe(first);
    const other = attemptKeyFor('{"items":[2]}');
    expect(other).not.toBe(first);
    endAttempt();
    expect(attemptKeyFor('{"items":[2]}')).not.toBe(other);
  });
});

const product = (id: string, availableTokens: number) => ({ _id: id, name: `Forest ${id}`, availableTokens }) as ForestProduct;

describe('the cart against the stock', () => {
  it('removes sold-out and unknown forests and shrinks lines to what is left', () => {
    const checked = checkCart(
      [
        { productId: 'a', quantity: 2 },
        { productId: 'b', quantity: 9 },
        { productId: 'c', quantity: 1 },
        { productId: 'gone', quantity: 1 },
      ],
      [product('a', 5), product('b', 4), product('c', 0)],
    );
    expect(checked.lines).toEqual([
      { productId: 'a', quantity: 2 },
      { productId: 'b', quantity: 4 },
    ]);
    expect(checked.corrections.map((entry) => [entry.productId, entry.left])).toEqual([
      ['b', 4],
      ['c', 0],
      ['gone', 0],
    ]);
  });

  it('reads how many are left from a 409 INSUFFICIENT_STOCK', () => {
    expect([
      ...stockLeftOf([
        { path: 'items.1.quantity', message: 'validation.stockLeft?available=3' },
        { path: 'items', message: 'x' },
      ]),
    ]).toEqual([[1, 3]]);
  });

  it('takes whole quantities from 1 to what is available only', () => {
    expect(readQuantity(' 4 ', 5)).toEqual({ quantity: 4 });
    expect(readQuantity('1.5', 5)).toEqual({ error: 'buy.quantity.whole' });
    expect(readQuantity('0', 5)).toEqual({ error: 'buy.quantity.range?max=5' });
    expect(readQuantity('6', 5)).toEqual({ error: 'buy.quantity.range?max=5' });
  });
});

describe("the checkout's choices, kept with the cart", () => {
  const cards = [{ _id: 'card_a' }, { _id: 'card_b' }] as SavedCard[];

  it('keep the donation and the card for the tab, until the paid cart clears them', () => {
    expect(readChoices()).toBeNull();
    writeChoices({ adminDonation: 2.5, card: 'new' });
    expect(readChoices()).toEqual({ adminDonation: 2.5, card: 'new' });
    // A donation that cannot be read as an amount (a field left half-typed) is kept as none.
    writeChoices({ adminDonation: Number.NaN, card: 'card_b' });
    expect(readChoices()).toEqual({ adminDonation: 0, card: 'card_b' });
    clearChoices();
    expect(readChoices()).toBeNull();
  });

  it.each([
    ['not json'],
    ['{"adminDonation":-1,"card":"new"}'],
    ['{"adminDonation":100001,"card":"new"}'],
    ['{"adminDonation":"2.50","card":"new"}'],
    ['{"adminDonation":1}'],
    ['null'],
  ])('read junk or choices out of bounds in storage (%s) as none', (junk) => {
    sessionStorage.setItem(storageKeys.checkoutChoices.name, junk);
    expect(readChoices()).toBeNull();
  });

  it('offer the stored card only while it exists, else the first saved card, else a new one', () => {
    expect(checkedCard('card_b', cards)).toBe('card_b');
    expect(checkedCard('new', cards)).toBe('new');
    expect(checkedCard('card_gone', cards)).toBe('card_a');
    expect(checkedCard(undefined, cards)).toBe('card_a');
    expect(checkedCard('', [])).toBe('new');
    expect(checkedCard('card_a', [])).toBe('new');
  });
});
