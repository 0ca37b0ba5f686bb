import * as z from 'zod/mini';
import { boundedArray, dateTimeSchema, idSchema, messageAnswerSchema, queryInt, v } from './common';
import { projectSchema } from './project';
import { walletSchema } from './user';

export const transactionTypeSchema = z.enum(['charge', 'compensation']);
export type TransactionType = z.infer<typeof transactionTypeSchema>;

export const transactionSchema = z.object({
  _id: z.string(),
  /** Running number per customer. */
  number: z.number().check(z.int()),
  /** The transaction's id on the public blockchain register. */
  transactionId: z.string(),
  type: transactionTypeSchema,
  date: dateTimeSchema,
  /** Tokens added to (charge) or burned from (compensation) the wallet. */
  totalAdded: z.number().check(z.int()),
  /** Price of one token in EUR, for charges. */
  price: z._default(z.nullable(z.number()), null),
  /** Amount paid in EUR, for charges. */
  total: z._default(z.nullable(z.number()), null),
  projectId: z._default(z.nullable(z.string()), null),
  projectName: z._default(z.nullable(z.string()), null),
  paymentId: z._default(z.nullable(z.string()), null),
  certificateId: z._default(z.nullable(z.string()), null),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionListQuerySchema = z.object({
  page: z._default(queryInt(1, 100_000), 1),
  pageSize: z._default(queryInt(1, 100), 20),
  type: z.optional(transactionTypeSchema),
  /** Only the transactions of this project (its compensations). */
  projectId: z.optional(idSchema),
});
export type TransactionListQuery = z.input<typeof transactionListQuerySchema>;
export const transactionListAnswerSchema = z.object({
  transactions: boundedArray(transactionSchema, 100),
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
  certificate: z.nullable(z.object({ id: z.string(), readyAt: dateTimeSchema })),
});
export type UtilizeAnswer = z.infer<typeof utilizeAnswerSchema>;
