import { describe, expect, it } from 'vitest';
import { cartMinus, cartPlus, cartWithMix, recommendedMix, stockBeyondCart } from '#portal/lib/mix';

const forest = (_id: string, availableTokens: number) => ({ _id, availableTokens });
const total = (result: ReturnType<typeof recommendedMix>) => ('lines' in result ? result.lines.reduce((sum, line) => sum + line.quantity, 0) : -1);

describe('the recommended mix', () => {
  it('splits evenly over the forests on sale, the leftover one each in the shop order, to the exact total', () => {
    const products = [forest('a', 100), forest('b', 100), forest('c', 100)];
    expect(recommendedMix(9, products)).toEqual({
      lines: [
        { productId: 'a', quantity: 3 },
        { productId: 'b', quantity: 3 },
        { productId: 'c', quantity: 3 },
      ],
    });
    expect(recommendedMix(11, products)).toEqual({
      lines: [
        { productId: 'a', quantity: 4 },
        { productId: 'b', quantity: 4 },
        { productId: 'c', quantity: 3 },
      ],
    });
    // Fewer tokens than forests: whole tokens, no line of 0.
    expect(recommendedMix(1, products)).toEqual({ lines: [{ productId: 'a', quantity: 1 }] });
  });

  it('caps a forest at what it has and gives the rest to the others', () => {
    const products = [forest('a', 2), forest('b', 100), forest('c', 5)];
    expect(recommendedMix(30, products)).toEqual({
      lines: [
        { productId: 'a', quantity: 2 },
        { productId: 'b', quantity: 23 },
        { productId: 'c', quantity: 5 },
      ],
    });
    // Exactly all there is.
    expect(recommendedMix(107, products)).toEqual({
      lines: [
        { productId: 'a', quantity: 2 },
        { productId: 'b', quantity: 100 },
        { productId: 'c', quantity: 5 },
      ],
    });
    for (const tokens of [1, 2, 3, 7, 8, 13, 50, 106]) {
      const result = recommendedMix(tokens, products);
      expect(total(result)).toBe(tokens);
      if ('lines' in result)
        for (const line of result.lines)
          expect(line.quantity).toBeLessThanOrEqual(products.find((entry) => entry._id === line.productId)?.availableTokens ?? 0);
    }
  });

  it('skips sold-out forests', () => {
    const result = recommendedMix(10, [forest('a', 1800), forest('sold', 0), forest('b', 900)]);
    expect(result).toEqual({
      lines: [
        { productId: 'a', quantity: 5 },
        { productId: 'b', quantity: 5 },
      ],
    });
  });

  it('says how many there are when more tokens are asked for than are on sale, and when none are', () => {
    expect(recommendedMix(108, [forest('a', 2), forest('b', 100), forest('c', 5), forest('d', 0)])).toEqual({ error: 'tooMany', available: 107 });
    expect(recommendedMix(1, [forest('d', 0)])).toEqual({ error: 'none' });
    expect(recommendedMix(1, [])).toEqual({ error: 'none' });
  });

  it('replaces the lines of the forests on sale and keeps others; applied twice, the cart is the same', () => {
    const products = [forest('a', 10), forest('b', 10), forest('gone', 0)];
    const mix = recommendedMix(4, products);
    if (!('lines' in mix)) throw new Error('no mix');
    const before = [
      { productId: 'a', quantity: 7 },
      { productId: 'other', quantity: 1 },
    ];
    const once = cartWithMix(before, mix.lines, products);
    expect(once).toEqual([
      { productId: 'other', quantity: 1 },
      { productId: 'a', quantity: 2 },
      { productId: 'b', quantity: 2 },
    ]);
    expect(cartWithMix(once, mix.lines, products)).toEqual(once);
  });

  it('adds the missing tokens of a project on top of the cart, from the stock the cart leaves, and takes them back once', () => {
    const products = [forest('a', 5), forest('b', 10), forest('gone', 0)];
    const chosen = [
      { productId: 'a', quantity: 4 },
      { productId: 'other', quantity: 1 },
    ];
    // Forest a has 1 token left beyond the cart: it gives that one, b the rest.
    const mix = recommendedMix(6, stockBeyondCart(chosen, products));
    if (!('lines' in mix)) throw new Error('no mix');
    const added = cartPlus(chosen, mix.lines);
    expect(added).toEqual([
      { productId: 'a', quantity: 5 },
      { productId: 'other', quantity: 1 },
      { productId: 'b', quantity: 5 },
    ]);
    // Never more than a forest's stock, and what the buyer chose is all still there.
    for (const product of products) expect(added.find((line) => line.productId === product._id)?.quantity ?? 0).toBeLessThanOrEqual(product.availableTokens);
    // A second press takes the first one's lines back before it adds: the same cart, not twice the tokens.
    expect(cartPlus(cartMinus(added, mix.lines), mix.lines)).toEqual(added);
    expect(cartMinus(added, mix.lines)).toEqual(chosen);
    // What the buyer removed meanwhile is not taken twice: a line never goes below nothing.
    expect(cartMinus([{ productId: 'b', quantity: 2 }], mix.lines)).toEqual([]);
  });
});
