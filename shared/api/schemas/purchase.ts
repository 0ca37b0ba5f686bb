import * as z from 'zod/mini';
import { answerId, answerName, boundedArray, dateTimeSchema, idSchema, maxUrlLength, messageAnswerSchema, tooLong, v, webUrlSchema } from './common';

/** A saved card of the buyer's profile. */
export const savedCardChoiceSchema = z.strictObject({ savedCardId: idSchema });
/** A new card: its details are entered on the payment provider's page, never sent through this API. */
export const newCardChoiceSchema = z.strictObject({ newCard: z.literal(true) });

// Strict: a card number, CVV or expiry sent by mistake is refused, never stored.
export const buyInputSchema = z.strictObject({
  items: boundedArray(
    z.object({ productId: idSchema, quantity: z.number({ error: v.number }).check(z.int(v.integer), z.positive(v.positive), z.maximum(1_000_000)) }),
    50,
  ).check(z.minLength(1, v.required)),
  /** A voluntary donation to the provider's administration, in EUR (not subject to VAT). */
  adminDonation: z._default(z.number({ error: v.number }).check(z.minimum(0, v.positive), z.maximum(100_000)), 0),
  card: z.union([savedCardChoiceSchema, newCardChoiceSchema]),
  /** Where the payment page sends the buyer back to, with `?payment=ID&status=succeeded|failed`; on the portal's origin. */
  returnUrl: z.url({ protocol: /^https?$/, error: v.url }).check(z.maxLength(maxUrlLength, tooLong(maxUrlLength))),
});
export type BuyInput = z.input<typeof buyInputSchema>;

/** Why a payment failed: the bank declined, the tokens were sold meanwhile, or it was left pending too long. */
export const paymentFailureSchema = z.enum(['declined', 'stock', 'expired']);

export const paymentStatusSchema = z.enum(['pending', 'succeeded', 'failed']);

export const paymentSchema = z.object({
  _id: answerId,
  status: paymentStatusSchema,
  items: boundedArray(
    z.object({
      productId: answerId,
      productName: answerName,
      quantity: z.number().check(z.int()),
      /** Price for each token in EUR. */
      priceEach: z.number(),
      /** quantity × priceEach in EUR. */
      amount: z.number(),
    }),
    50,
  ),
  /** Tokens bought in all. */
  amount: z.number().check(z.int()),
  currency: z.literal('EUR'),
  net: z.number(),
  vatRate: z.number(),
  vat: z.number(),
  adminDonation: z.number(),
  total: z.number(),
  /** The card paid with: null until the buyer entered a new card on the payment page. */
  card: z.nullable(z.object({ brand: answerName, last4: answerId })),
  failureReason: z._default(z.nullable(paymentFailureSchema), null),
  createdAt: dateTimeSchema,
  /**
   * The purchase's human reference, given when it is made, on every outcome (what support asks for); the invoice prints
   * it beside its own number. Not in SPEC.md: an API without it answers null.
   */
  orderNumber: z._default(z.nullable(answerId), null),
  /** Set when the payment succeeded, from the invoices' own series without gaps; the PDF is at /payment/invoice/pdf. */
  invoiceNumber: z._default(z.nullable(answerId), null),
});
export type Payment = z.infer<typeof paymentSchema>;

export const buyAnswerSchema = z.extend(messageAnswerSchema, {
  payment: paymentSchema,
  /** The payment page to send the buyer to. */
  redirectUrl: webUrlSchema,
});
export const paymentAnswerSchema = z.object({ payment: paymentSchema });
