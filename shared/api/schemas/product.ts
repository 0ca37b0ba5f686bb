import * as z from 'zod/mini';
import { answerId, answerName, boundedArray, dateSchema, webUrlSchema } from './common';

export const documentKindSchema = z.enum(['forest_contract', 'project_description', 'annual_report', 'marketing_materials']);

export const forestProductSchema = z.object({
  _id: answerId,
  name: answerName,
  location: answerName,
  latitude: z.number().check(z.minimum(-90), z.maximum(90)),
  longitude: z.number().check(z.minimum(-180), z.maximum(180)),
  certification: z.enum(['PEFC', 'FSC']),
  hectares: z.number().check(z.minimum(0)),
  /** Price of one GFT in EUR, before VAT. */
  pricePerToken: z.number().check(z.minimum(0)),
  /** All tokens the forest project will yield over its contract. */
  totalTokens: z.number().check(z.int(), z.minimum(0)),
  /** Tokens issued and for sale now. */
  availableTokens: z.number().check(z.int(), z.minimum(0)),
  /** Tokens not sold yet, issued or not (total minus sold). */
  remainingTokens: z.number().check(z.int(), z.minimum(0)),
  satelliteData: z.object({
    provider: answerName,
    lastObservation: dateSchema,
    /** Normalised difference vegetation index of the last observation, -1..1. */
    ndvi: z.number().check(z.minimum(-1), z.maximum(1)),
    monitoringUrl: webUrlSchema,
    imageHash: z.nullable(answerId),
  }),
  documents: boundedArray(z.object({ kind: documentKindSchema, title: answerName, hash: answerId }), 100),
});
export type ForestProduct = z.infer<typeof forestProductSchema>;
export const productListAnswerSchema = z.object({ products: boundedArray(forestProductSchema, 1000) });
