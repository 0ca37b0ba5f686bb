import { useSyncExternalStore } from 'react';
import * as z from 'zod/mini';
import { idempotencyAttempt } from './idempotency-attempt';
import { storageKeys } from '#shared/storage/keys';
import { readStoredText, writeStored } from '#shared/storage/storage';

/**
 * The buyer's cart: forests and whole-token quantities, kept in sessionStorage so that a reload or another dashboard
 * page in the same tab keeps it (a deliberate change from the SPEC's basket "emptied on every load"). It lives here,
 * not in the buy feature, because the dashboard frame shows its token count.
 */
const cartSchema = z.array(z.object({ productId: z.string().check(z.minLength(1)), quantity: z.number().check(z.int(), z.positive()) }));
export type CartLine = z.infer<typeof cartSchema>[number];

const listeners = new Set<() => void>();
let cached: { raw: string | null; lines: CartLine[] } | undefined;

/** The cart's lines; anything unreadable in storage counts as an empty cart. */
export function readCart(): CartLine[] {
  const raw = readStoredText(storageKeys.cart);
  if (cached && cached.raw === raw) return cached.lines;
  let lines: CartLine[] = [];
  if (raw) {
    try {
      const parsed = cartSchema.safeParse(JSON.parse(raw));
      if (parsed.success) lines = parsed.data;
    } catch {
      lines = [];
    }
  }
  cached = { raw, lines };
  return lines;
}

function writeCart(lines: CartLine[]): void {
  const kept = lines.filter((line) => line.quantity > 0);
  // A full or blocked storage: the cart lives on in memory for this page.
  if (!writeStored(storageKeys.cart, kept.length === 0 ? null : kept)) cached = { raw: null, lines: kept };
  for (const listener of listeners) listener();
}

export const cart = {
  /** Puts `quantity` tokens of a forest in the cart (replacing the line's quantity). */
  set(productId: string, quantity: number) {
    const line = { productId, quantity: Math.floor(quantity) };
    const lines = readCart();
    writeCart(lines.some((entry) => entry.productId === productId) ? lines.map((entry) => (entry.productId === productId ? line : entry)) : [...lines, line]);
  },
  remove(productId: string) {
    writeCart(readCart().filter((line) => line.productId !== productId));
  },
  replace(lines: CartLine[]) {
    writeCart(lines);
  },
  clear() {
    writeCart([]);
  },
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === storageKeys.cart.name && listener();
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

const empty: CartLine[] = [];

/** The cart's lines, re-rendering on every change. */
export const useCart = (): CartLine[] => useSyncExternalStore(subscribe, readCart, () => empty);

/** The number of tokens in the cart. */
export const cartTokens = (lines: readonly CartLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

/**
 * The checkout attempt: one Idempotency-Key for one cart and one set of choices, kept in sessionStorage so that a
 * retry after a dropped connection or a reload sends the same key (and the sandbox answers the same payment).
 */
const checkoutAttempt = idempotencyAttempt(storageKeys.checkoutAttempt);

/** The key for this exact checkout (`snapshot`: the body it belongs to); a new key when the snapshot differs. */
export const attemptKeyFor = checkoutAttempt.keyFor;

/** Ends the checkout attempt (after a payment settled): the next buy is a new payment with a new key. */
export const endAttempt = checkoutAttempt.end;
