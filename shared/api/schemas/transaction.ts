import * as z from 'zod/mini';
import { answerId, answerName, boundedArray, dateSchema, dateTimeSchema, idSchema, messageAnswerSchema, queryInt, v, webUrlSchema } from './common';
import { projectSchema } from './project';
import { walletSchema } from './user';

export const transactionTypeSchema = z.enum(['charge', 'compensation']);
export type TransactionType = z.infer<typeof transactionTypeSchema>;

export const transactionSchema = z.object({
  _id: answerId,
  /** Running number per customer. */
  number: z.number().check(z.int()),
  /** The transaction's id on the public blockchain register. */
  transactionId: answerId,
  type: transactionTypeSchema,
  date: dateTimeSchema,
  /** Tokens added to (charge) or burned from (compensation) the wallet. */
  totalAdded: z.number().check(z.int()),
  /** Price of one token in EUR, for charges. */
  price: z._default(z.nullable(z.number()), null),
  /** Amount paid in EUR, for charges (the payment's gross total). */
  total: z._default(z.nullable(z.number()), null),
  /** For charges, the payment's figures in EUR, so that a list can be exported for accounting without a call per payment. */
  net: z._default(z.nullable(z.number()), null),
  vat: z._default(z.nullable(z.number()), null),
  /** For charges, the payment's VAT rate (0.19 for 19 %): gross prices are worked out with it, never with a constant. */
  vatRate: z._default(z.nullable(z.number()), null),
  /** For charges, the purchase's order number (the payment's `orderNumber`), which its invoice prints too. */
  orderNumber: z._default(z.nullable(answerId), null),
  /** For charges of a paid order, its invoice's number (the payment's `invoiceNumber`); null while none exists. */
  invoiceNumber: z._default(z.nullable(answerId), null),
  adminDonation: z._default(z.nullable(z.number()), null),
  /** The transaction's page on the public blockchain register (absent: no link). */
  blockchainUrl: z._default(z.nullable(webUrlSchema), null),
  projectId: z._default(z.nullable(answerId), null),
  projectName: z._default(z.nullable(answerName), null),
  paymentId: z._default(z.nullable(answerId), null),
  certificateId: z._default(z.nullable(answerId), null),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** The most transactions one page of `/transaction/list` holds. */
export const maxTransactionPageSize = 100;

export const transactionListQuerySchema = z.object({
  page: z._default(queryInt(1, 100_000), 1),
  pageSize: z._default(queryInt(1, maxTransactionPageSize), 20),
  type: z.optional(transactionTypeSchema),
  /** Only the transactions of this project (its compensations). */
  projectId: z.optional(idSchema),
  /** Only transactions on or after this day (`YYYY-MM-DD`, a day in the provider's time zone, `providerTimeZone`). */
  from: z.optional(dateSchema),
  /** Only transactions on or before this day (`YYYY-MM-DD`, a day in the provider's time zone, `providerTimeZone`). */
  to: z.optional(dateSchema),
});
export type TransactionListQuery = z.input<typeof transactionListQuerySchema>;
export const transactionListAnswerSchema = z.object({
  transactions: boundedArray(transactionSchema, maxTransactionPageSize),
  total: z.number().check(z.int()),
  page: z.number().check(z.int()),
  pageSize: z.number().check(z.int()),
});
export type TransactionList = z.infer<typeof transactionListAnswerSchema>;
export const transactionAnswerSchema = z.object({ transaction: transactionSchema });

export const utilizeInputSchema = z.object({
  projectId: idSchema,
  /** Tokens to burn; at most what the wallet holds. Burning stops at the project's outstanding emissions. */
  amount: z.number({ error: v.number }).check(z.int(v.integer), z.positive(v.positive), z.maximum(1_000_000_000)),
});
export type UtilizeInput = z.input<typeof utilizeInputSchema>;
export const utilizeAnswerSchema = z.extend(messageAnswerSchema, {
  /** `partial`: the project still has emissions to compensate; `full`: it is fully compensated. */
  outcome: z.enum(['partial', 'full']),
  burned: z.number().check(z.int()),
  project: projectSchema,
  wallet: walletSchema,
  transaction: transactionSchema,
  /** With `full`: the certificate on its way; `expectedBy` is the burn plus the provider's promise (10 minutes), as `/certificate/status` says it. */
  certificate: z.nullable(z.object({ id: answerId, expectedBy: dateTimeSchema })),
});
export type UtilizeAnswer = z.infer<typeof utilizeAnswerSchema>;
