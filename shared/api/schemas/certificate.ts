import * as z from 'zod/mini';
import { answerId, answerName, boundedArray, dateSchema, dateTimeSchema, tooLong, v, webUrlSchema } from './common';

export const certificateIdSchema = z.pipe(
  z.string({ error: v.required }),
  z.pipe(
    z.transform((value: string) => value.trim()),
    z.string().check(z.minLength(1, v.required), z.maxLength(64, tooLong(64)), z.regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'validation.certificateId')),
  ),
);

export const certificateViewSchema = z.object({
  id: answerId,
  holder: answerName,
  period: z.object({ startDate: dateSchema, endDate: dateSchema }),
  project: answerName,
  date: dateTimeSchema,
  co2Emitted: z.number(),
  co2Compensated: z.number(),
  transactionID: answerId,
  supportedForests: boundedArray(z.object({ name: answerName, location: answerName, amount: z.number() }), 1000),
  blockchainUrl: webUrlSchema,
  /**
   * Our addition: the certificate of the same project issued before this one, which this one replaces. Every
   * certificate of a project states all of the project's compensations so far, so this one covers its tonnes too.
   */
  supersedes: z.optional(answerId),
  /**
   * Our addition: who issued it, the provider's company and seat (the town of its imprint's address), which the
   * certificate, its PDF and its verification name. Absent from an API that does not send it: they then name no issuer.
   */
  issuer: z.optional(z.object({ name: answerName, seat: z.optional(answerName) })),
  /**
   * Our addition: made-up data (the sandbox's example customers'): wherever it is shown, it says so. Only `true` is
   * sent; a literal, as the badge's bundle has no boolean schema to carry (112 bytes on a page of badges).
   */
  example: z.optional(z.literal(true)),
});
export type CertificateView = z.infer<typeof certificateViewSchema>;

export const certificateValidateInputSchema = z.object({ certificateId: certificateIdSchema });
export type CertificateValidateInput = z.input<typeof certificateValidateInputSchema>;

export const certificateValidateAnswerSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('valid'), certificate: certificateViewSchema }),
  z.object({ status: z.literal('expired'), certificate: certificateViewSchema, expiredAt: dateSchema }),
  z.object({ status: z.literal('pending'), readyAt: z.nullable(dateTimeSchema) }),
  /**
   * Our addition: a later certificate of the same project (`supersededBy`, ready since `supersededAt`) states these
   * tonnes and the ones compensated since. This one is no longer valid on its own; what it stated stays readable.
   */
  z.object({ status: z.literal('superseded'), certificate: certificateViewSchema, supersededBy: answerId, supersededAt: dateTimeSchema }),
  z.object({ status: z.literal('not_found') }),
]);
export type CertificateValidation = z.infer<typeof certificateValidateAnswerSchema>;

/** `/certificate/get`: the certificate's id; `ln` (header) picks the PDF's language unless the query names one. */
export const certificateFileQuerySchema = z.object({ id: certificateIdSchema });

/**
 * Where one of the customer's own certificates stands (GET /certificate/status, an extension of the SPEC): burned,
 * recorded on the public register, ready (or expired, or superseded by `supersededBy`, a later certificate of the same
 * project that covers its tonnes). `expectedBy` is the burn plus the provider's promise (10 minutes);
 * `overdue` is true when that has passed and the certificate is still not ready (the server's clock decides).
 * `certificate` is the full view once ready (or expired, or superseded). Someone else's certificate answers 404 NOT_FOUND.
 */
export const certificateStatusAnswerSchema = z.object({
  id: answerId,
  projectId: z.nullable(answerId),
  stage: z.enum(['burned', 'registered', 'ready', 'expired', 'superseded']),
  burnedAt: dateTimeSchema,
  registeredAt: z.nullable(dateTimeSchema),
  /** When it became ready, or the estimate while it is not; null when under review with no estimate. */
  readyAt: z.nullable(dateTimeSchema),
  expectedBy: dateTimeSchema,
  overdue: z.boolean(),
  certificate: z.nullable(certificateViewSchema),
  /** With stage `superseded`: the later certificate of the same project that replaced it. */
  supersededBy: z.optional(answerId),
});
export type CertificateStatus = z.infer<typeof certificateStatusAnswerSchema>;
