import { beforeEach, describe, expect, it } from 'vitest';
import type { ForestProduct } from '#shared/api/schemas/product';
import { checkCart, stockLeftOf } from '#portal/features/buy/cart-check';
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
    sessionStorage.setItem('greenfee.cart', junk);
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
