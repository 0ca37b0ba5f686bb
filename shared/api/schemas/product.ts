import * as z from 'zod/mini';
import { answerId, answerName, answerText, boundedArray, dateSchema, webUrlSchema } from './common';

/** A tree species of a forest and its share of the stand in per cent (our extension of the contract). */
export const speciesShareSchema = z.object({ name: answerName, share: z.number().check(z.minimum(0), z.maximum(100)) });

/**
 * What a forest's picture is, so that no page calls a drawing a satellite image (our extension): `satellite` (an image
 * of the satellite named in `provider`), `photo` or `illustration` (drawn). Without it, a page says only "picture".
 */
export const imageKindSchema = z.enum(['satellite', 'photo', 'illustration']);

/**
 * What a reader sees of a document before opening it (our extension, each optional): `date` the document's own date,
 * `type` its media type (`application/pdf`), `size` in bytes. One of another form counts as absent.
 */
const documentFacts = {
  date: z.catch(z.optional(dateSchema), undefined),
  type: z.catch(z.optional(answerName), undefined),
  size: z.catch(z.optional(z.number().check(z.int(), z.minimum(0))), undefined),
};

export const documentKindSchema = z.enum(['forest_contract', 'project_description', 'annual_report', 'marketing_materials']);

/**
 * Who last verified a forest's stock, to which standard and when, and the report (our extension): `verifier` the
 * organisation, `standards` what it verified against ("ISO 14064-2", "PEFC"), `reportDate` the report's date,
 * `reportHash` the report as a media file. `example` marks made-up data (the sandbox's): a page says so beside it.
 */
export const forestVerificationSchema = z.object({
  verifier: answerName,
  standards: boundedArray(answerName, 10),
  reportDate: dateSchema,
  reportHash: answerId,
  example: z.optional(z.boolean()),
});
export type ForestVerification = z.infer<typeof forestVerificationSchema>;

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
    imageKind: z.optional(imageKindSchema),
  }),
  // What tells one forest from another (our extensions, optional): in the `ln` language, as names and regions are.
  /** The tree species and their shares of the stand, largest first. */
  species: z.optional(boundedArray(speciesShareSchema, 20)),
  /** Who owns the forest. */
  owner: z.optional(answerName),
  /** How the forest is managed, in a sentence or two. */
  management: z.optional(answerText),
  /** What sets this forest apart from the others, in one line. */
  highlight: z.optional(answerName),
  /** The forest in a few sentences of its own: where it stands, its history, what its owner does with it. */
  description: z.optional(answerText),
  /** The strategy agreed with the owner (SPEC.md section 1): keep the wood stock, or let it grow. */
  strategy: z.optional(z.enum(['preservation', 'increase'])),
  /**
   * The forest's last independent verification, when there is one on record. Our extension, so one that is incomplete
   * (a report not uploaded yet, a date of another form) counts as none: it must not take the forest list down with it.
   */
  verification: z.catch(z.optional(forestVerificationSchema), undefined),
  documents: boundedArray(z.object({ kind: documentKindSchema, title: answerName, hash: answerId, ...documentFacts }), 100),
});
export type ForestProduct = z.infer<typeof forestProductSchema>;
export const productListAnswerSchema = z.object({ products: boundedArray(forestProductSchema, 1000) });
