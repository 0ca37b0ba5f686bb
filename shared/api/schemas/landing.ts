import * as z from 'zod/mini';
import { answerId, answerName, boundedArray, dateTimeSchema, webUrlSchema } from './common';

/** `example: true` marks placeholder content that the page must label as example data. */
const exampleFlag = z._default(z.boolean(), false);
/** A picture (a logo, a photo) on /media/get, where there is one: our extension of the contract, optional. */
const pictureHash = z.optional(z.nullable(answerId));

export const landingSchema = z.object({
  latestProjects: boundedArray(
    z.object({
      _id: answerId,
      name: answerName,
      location: answerName,
      hectares: z.number(),
      availableTokens: z.number(),
      imageHash: z.nullable(answerId),
      url: webUrlSchema,
      /** Where the forest is, for the home page's map. */
      latitude: z.number().check(z.minimum(-90), z.maximum(90)),
      longitude: z.number().check(z.minimum(-180), z.maximum(180)),
    }),
    100,
  ),
  /** All projects on the external data platform. */
  allProjectsUrl: webUrlSchema,
  /** Customers with their logo, team members with their photo, partners with their logo (`imageHash`: /media/get). */
  customers: boundedArray(
    z.object({
      name: answerName,
      sector: answerName,
      imageHash: pictureHash,
      /** What the customer compensated and why, one sentence each (our extension, optional). */
      compensated: z.optional(answerName),
      reason: z.optional(answerName),
      /** One of the customer's certificates, for a reader to verify on /certificate/validate (our extension, optional). */
      certificateId: z.optional(z.nullable(answerId)),
      example: exampleFlag,
    }),
    200,
  ),
  team: boundedArray(
    z.object({
      name: answerName,
      role: answerName,
      imageHash: pictureHash,
      /** What the person does, one sentence (our extension, optional). */
      duties: z.optional(answerName),
      example: exampleFlag,
    }),
    200,
  ),
  partners: boundedArray(z.object({ name: answerName, kind: answerName, imageHash: pictureHash, example: exampleFlag }), 200),
  /**
   * Figures for the impact section (our extension of the contract): tonnes of CO2 stored for customers (burned GFT,
   * one tonne each), hectares of forest under contract, tokens issued (sold and on sale), and when they were counted.
   * Optional: an API without them still serves the rest of the page (the figures then say "not available").
   */
  figures: z.optional(
    z.object({
      tonnesStored: z.number().check(z.minimum(0)),
      hectaresUnderContract: z.number().check(z.minimum(0)),
      tokensIssued: z.number().check(z.int(), z.minimum(0)),
      asOf: dateTimeSchema,
    }),
  ),
  /** The UN sustainable development goals (1–17) the home page names; `example` when not the provider's own list. */
  sdgs: z.object({ goals: boundedArray(z.number().check(z.int(), z.minimum(1), z.maximum(17)), 17), example: exampleFlag }),
});
export type Landing = z.infer<typeof landingSchema>;

/** `GET /health`: the API answers, `ok: true`. */
export const healthAnswerSchema = z.object({ ok: z.boolean() });
