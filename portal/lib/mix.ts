/**
 * The recommended mix for a buyer who does not want to choose: a number of whole tokens split as evenly as possible
 * over the forests with tokens on sale. A forest with fewer tokens than its share gives all it has and the rest is
 * split over the others; what an even split leaves over (fewer tokens than forests) goes one each to the first
 * forests in the shop's order. Sold-out forests take no part.
 */

import * as z from 'zod/mini';
import type { ForestProduct } from '#shared/api/schemas/product';
import type { CartLine } from './cart';

export type MixResult = { lines: CartLine[] } | { error: 'none' } | { error: 'tooMany'; available: number };

/** `tokens` (a whole number, at least 1) split over the forests on sale, in the shop's order; lines of 0 are left out. */
export function recommendedMix(tokens: number, products: readonly Pick<ForestProduct, '_id' | 'availableTokens'>[]): MixResult {
  const onSale = products.filter((product) => product.availableTokens > 0);
  if (onSale.length === 0) return { error: 'none' };
  const available = onSale.reduce((sum, product) => sum + product.availableTokens, 0);
  if (tokens > available) return { error: 'tooMany', available };
  const shares = new Map<string, number>();
  let rest = tokens;
  let open = [...onSale].sort((a, b) => a.availableTokens - b.availableTokens);
  // Forests that cannot take an even share of what is left give all they have, smallest first.
  while (open.length > 0 && (open[0]?.availableTokens ?? 0) * open.length <= rest) {
    const [smallest, ...others] = open;
    if (!smallest) break;
    shares.set(smallest._id, smallest.availableTokens);
    rest -= smallest.availableTokens;
    open = others;
  }
  // The others each have more than an even share of the rest: the whole part each, the leftover one each in shop order.
  const even = open.length > 0 ? Math.floor(rest / open.length) : 0;
  let leftover = rest - even * open.length;
  for (const product of onSale) {
    if (shares.has(product._id)) continue;
    const extra = leftover > 0 ? 1 : 0;
    leftover -= extra;
    shares.set(product._id, even + extra);
  }
  return {
    lines: onSale.flatMap((product) => {
      const quantity = shares.get(product._id) ?? 0;
      return quantity > 0 ? [{ productId: product._id, quantity }] : [];
    }),
  };
}

/** The cart with the mix in it: the mix replaces every line of the forests on sale; lines of other forests stay. */
export function cartWithMix(
  lines: readonly CartLine[],
  mix: readonly CartLine[],
  products: readonly Pick<ForestProduct, '_id' | 'availableTokens'>[],
): CartLine[] {
  const replaced = new Set(products.filter((product) => product.availableTokens > 0).map((product) => product._id));
  return [...lines.filter((line) => !replaced.has(line.productId)), ...mix];
}

/** The forests with what is left of their stock once the cart's lines are taken off (never below 0). */
export function stockBeyondCart<P extends Pick<ForestProduct, '_id' | 'availableTokens'>>(lines: readonly CartLine[], products: readonly P[]): P[] {
  return products.map((product) => {
    const inCart = lines.find((line) => line.productId === product._id)?.quantity ?? 0;
    return { ...product, availableTokens: Math.max(0, product.availableTokens - inCart) };
  });
}

/** The cart with `added` on top: a forest's line grows by its quantity, a forest not in the cart yet comes last. */
export function cartPlus(lines: readonly CartLine[], added: readonly CartLine[]): CartLine[] {
  const more = (productId: string) => added.find((line) => line.productId === productId)?.quantity ?? 0;
  return [
    ...lines.map((line) => ({ ...line, quantity: line.quantity + more(line.productId) })),
    ...added.filter((line) => !lines.some((entry) => entry.productId === line.productId)),
  ];
}

/** The cart with `taken` taken off as far as it is there: a line that comes to 0 leaves. */
export function cartMinus(lines: readonly CartLine[], taken: readonly CartLine[]): CartLine[] {
  return lines
    .map((line) => ({ ...line, quantity: line.quantity - (taken.find((entry) => entry.productId === line.productId)?.quantity ?? 0) }))
    .filter((line) => line.quantity > 0);
}

/**
 * What a press of "Buy the missing tokens" on a project's page did to the cart, for the shop to say on arrival (in the
 * navigation's state): the project, the tokens added and what the cart held before.
 */
export const cartNoteSchema = z.object({
  project: z.string().check(z.maxLength(1000)),
  added: z.number().check(z.int(), z.positive()),
  before: z.number().check(z.int(), z.minimum(0)),
});
export type CartNote = z.infer<typeof cartNoteSchema>;
