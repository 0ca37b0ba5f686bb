import type { ForestProduct } from '#shared/api/schemas/product';
import type { CartLine } from '#portal/lib/cart';

/** A change made to the cart because the stock changed: the forest's name and what is left (0: sold out or gone). */
export interface CartCorrection {
  productId: string;
  name: string;
  left: number;
}

/** The cart held against the stock: lines of forests gone or sold out leave, lines asking for more shrink. */
export function checkCart(lines: readonly CartLine[], products: readonly ForestProduct[]): { lines: CartLine[]; corrections: CartCorrection[] } {
  const corrections: CartCorrection[] = [];
  const kept: CartLine[] = [];
  for (const line of lines) {
    const product = products.find((entry) => entry._id === line.productId);
    const available = product?.availableTokens ?? 0;
    if (line.quantity <= available) {
      kept.push(line);
      continue;
    }
    corrections.push({ productId: line.productId, name: product?.name ?? line.productId, left: available });
    if (available > 0) kept.push({ productId: line.productId, quantity: available });
  }
  return { lines: kept, corrections };
}

/** The number of tokens left per line of a 409 INSUFFICIENT_STOCK (issues at `items.N.quantity`, `validation.stockLeft?available=N`). */
export function stockLeftOf(issues: readonly { path: string; message: string }[]): Map<number, number> {
  const left = new Map<number, number>();
  for (const issue of issues) {
    const index = /^items\.(\d+)\.quantity$/.exec(issue.path)?.[1];
    const available = /[?&]available=(\d+)/.exec(issue.message)?.[1];
    if (index !== undefined && available !== undefined) left.set(Number(index), Number(available));
  }
  return left;
}
