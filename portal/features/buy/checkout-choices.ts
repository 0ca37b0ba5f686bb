import * as z from 'zod/mini';
import type { SavedCard } from '#shared/api/schemas/user';
import { storageKeys } from '#shared/storage/keys';
import { readStored, writeStored } from '#shared/storage/storage';

/**
 * The checkout's choices (the voluntary donation, the card) kept with the cart for the tab, in sessionStorage: a
 * reload or a return from a failed payment offers them again, as it offers the cart. Read back they are checked again
 * as the cart is (cart-check.ts): a donation out of the checkout's bounds, or a saved card the profile no longer has,
 * is not taken over.
 */
/** The donation's bounds, the checkout form's own. */
export const donationLimit = 100_000;

const choicesSchema = z.object({
  adminDonation: z.number().check(z.minimum(0), z.maximum(donationLimit)),
  card: z.string(),
});
export type CheckoutChoices = z.infer<typeof choicesSchema>;

/** The stored choices, or none where nothing readable is stored (the donation then 0, the card the default). */
export function readChoices(): CheckoutChoices | null {
  return readStored(storageKeys.checkoutChoices, (value) => {
    const parsed = choicesSchema.safeParse(value);
    return parsed.success ? parsed.data : null;
  });
}

/** Keeps the choices as they are now (a donation not readable as an amount is kept as none). */
export function writeChoices(choices: { adminDonation: unknown; card: string }): void {
  const donation = typeof choices.adminDonation === 'number' && Number.isFinite(choices.adminDonation) ? choices.adminDonation : 0;
  const parsed = choicesSchema.safeParse({ adminDonation: donation, card: choices.card });
  writeStored(storageKeys.checkoutChoices, parsed.success ? parsed.data : null);
}

/** Forgets the choices (the cart was paid). */
export function clearChoices(): void {
  writeStored(storageKeys.checkoutChoices, null);
}

/**
 * The card to offer: the stored choice where it still exists (a new card, or a saved card the profile still has),
 * else the first saved card, else a new card.
 */
export function checkedCard(stored: string | undefined, cards: readonly SavedCard[]): string {
  if (stored === 'new' || (stored && cards.some((card) => card._id === stored))) return stored;
  return cards[0]?._id ?? 'new';
}
