import * as z from 'zod/mini';
import { boundedArray, dateTimeSchema, idSchema, messageAnswerSchema, text, v, webUrlSchema } from './common';

/** The Luhn checksum that every payment card number satisfies. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const cardNumberSchema = z.pipe(
  z.string({ error: v.required }),
  z.pipe(
    z.transform((value: string) => value.replace(/[\s-]/g, '')),
    z.string().check(z.regex(/^\d{12,19}$/, v.cardNumber), z.refine(passesLuhn, v.cardNumber)),
  ),
);

export const newCardSchema = z.object({
  nameOnCard: text(100),
  cardNumber: cardNumberSchema,
  /** `MM/YY`. */
  expiry: z.string().check(z.regex(/^(0[1-9]|1[0-2])\/\d{2}$/, v.cardExpiry)),
  cvv: z.string().check(z.regex(/^\d{3,4}$/, v.cvv)),
  saveCard: z._default(z.boolean(), false),
});
export const savedCardChoiceSchema = z.object({ savedCardId: idSchema });

export const buyInputSchema = z.object({
  items: boundedArray(z.object({ productId: idSchema, quantity: z.number({ error: v.number }).check(z.int(v.integer), z.positive(v.positive), z.maximum(1_000_000)) }), 50).check(
    z.minLength(1, v.required),
  ),
  /** A voluntary donation to the provider's administration, in EUR (not subject to VAT). */
  adminDonation: z._default(z.number({ error: v.number }).check(z.minimum(0, v.positive), z.maximum(100_000)), 0),
  card: z.union([savedCardChoiceSchema, newCardSchema]),
  /** Where the payment page sends the buyer back to, with `?payment=ID&status=succeeded|failed`. */
  returnUrl: z.url({ protocol: /^https?$/, error: v.url }),
});
export type BuyInput = z.input<typeof buyInputSchema>;

export const paymentStatusSchema = z.enum(['pending', 'succeeded', 'failed']);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const paymentSchema = z.object({
  _id: z.string(),
  status: paymentStatusSchema,
  items: boundedArray(
    z.object({
      productId: z.string(),
      productName: z.string(),
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
  nameOnCard: z.string(),
  cardLast4: z.string(),
  createdAt: dateTimeSchema,
  /** Set when the payment succeeded; the PDF is at /payment/invoice/pdf. */
  invoiceNumber: z._default(z.nullable(z.string()), null),
});
export type Payment = z.infer<typeof paymentSchema>;

export const buyAnswerSchema = z.extend(messageAnswerSchema, {
  payment: paymentSchema,
  /** The payment page to send the buyer to. */
  redirectUrl: webUrlSchema,
});
export const paymentAnswerSchema = z.object({ payment: paymentSchema });
