import * as z from 'zod/mini';
import { answerId, answerName, boundedArray, dateTimeSchema, v, webUrlSchema } from './common';

const tokenIndex = z.number().check(z.int(), z.positive(), z.maximum(1_000_000_000));

/** A run of consecutive token indexes (both ends included) and its page in the public register. */
const rangeShape = { from: tokenIndex, to: tokenIndex, registerUrl: webUrlSchema };
const inOrder = (range: { from: number; to: number }) => range.from <= range.to;

export const heldIndexRangeSchema = z.object(rangeShape).check(z.refine(inOrder, v.invalid));
export type HeldIndexRange = z.infer<typeof heldIndexRangeSchema>;

export const burnedIndexRangeSchema = z
  .object({
    ...rangeShape,
    /** The project the tokens were burned for; null once the project is deleted (its name stays). */
    projectId: z.nullable(answerId),
    projectName: answerName,
    date: dateTimeSchema,
  })
  .check(z.refine(inOrder, v.invalid));
export type BurnedIndexRange = z.infer<typeof burnedIndexRangeSchema>;

/** One forest project's indexes in the wallet: those it holds and those it burned, each ordered by index. */
export const forestIndexesSchema = z.object({
  productId: answerId,
  productName: answerName,
  location: answerName,
  held: boundedArray(heldIndexRangeSchema, 2000),
  burned: boundedArray(burnedIndexRangeSchema, 2000),
});
export type ForestIndexes = z.infer<typeof forestIndexesSchema>;

/** GET /wallet/token-indexes: per forest project the wallet has had tokens of; empty for a wallet that never bought. */
export const tokenIndexesAnswerSchema = z.object({ forests: boundedArray(forestIndexesSchema, 200) });
export type TokenIndexes = z.infer<typeof tokenIndexesAnswerSchema>;
