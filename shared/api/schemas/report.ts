import * as z from 'zod/mini';
import { reportYears } from '../constants';
import { answerId, answerName, boundedArray, dateTimeSchema, queryInt, webUrlSchema } from './common';

/** GET /report/e1-7: the reporting year (a calendar year in the provider's time zone, `providerTimeZone`). */
export const reportQuerySchema = z.object({ year: queryInt(reportYears.first, reportYears.last) });
export type ReportQuery = z.input<typeof reportQuerySchema>;

/** A share in per cent, one decimal: the shares of a list add up to exactly 100 (largest remainder). */
const percent = z.number().check(z.minimum(0), z.maximum(100));
const tonnes = z.number().check(z.minimum(0));

/**
 * One burn's tonnes of one forest in the year: its transaction on the public register and the certificate that
 * states it now (the project's latest certificate that covers it and is not superseded; docs/decisions/0042).
 * `certificateId` is null while the project is only partly compensated: its tonnes are cancelled, its certificate
 * comes with the burn that completes the project.
 */
export const reportReferenceSchema = z.object({
  transactionId: answerId,
  registerUrl: webUrlSchema,
  date: dateTimeSchema,
  projectName: answerName,
  tonnes,
  certificateId: z.nullable(answerId),
  /** Where that certificate stands: `pending` until the blockchain process finishes. */
  certificateStatus: z.nullable(z.enum(['valid', 'pending', 'expired'])),
});
export type ReportReference = z.infer<typeof reportReferenceSchema>;

/** One forest's tonnes cancelled in the year, with what E1-7 asks of it: where (EU or not), and the standard. */
export const reportForestSchema = z.object({
  productId: answerId,
  name: answerName,
  location: answerName,
  /** ISO 3166-1 alpha-2; null for a forest the provider no longer lists. */
  country: z.nullable(answerId),
  /** The country's name in the `ln` language. */
  countryName: z.nullable(answerName),
  /** Whether the forest lies in a member state of the European Union; null when its country is not known. */
  inEu: z.nullable(z.boolean()),
  /** The forest's certification standard; null when no longer known. */
  standard: z.nullable(z.enum(['PEFC', 'FSC'])),
  /**
   * The strategy agreed with the owner, which says what kind of credit the forest's tonnes are: `increase` lets the
   * stock grow, its growth takes CO₂ from the air (a removal); `preservation` keeps a stock taken up before (no new
   * removal, and no reduction of anyone's emissions). Null when no longer known.
   */
  strategy: z.nullable(z.enum(['preservation', 'increase'])),
  tonnes,
  share: percent,
  references: boundedArray(reportReferenceSchema, 2000),
});
export type ReportForest = z.infer<typeof reportForestSchema>;

/**
 * The figures of ESRS E1-7 (carbon credits cancelled in the reporting year) that the customer's compensations answer,
 * per forest. `removals` are the tonnes of forests whose strategy is stock increase (growth taken from the air and
 * stored in wood); `keptStock` the rest, forests that keep a stock taken up before (or whose strategy is not known).
 * No GFT is a reduction credit. The shares are null for a year with nothing cancelled. What E1-7 also asks and these data cannot say (corresponding adjustments under Art. 6
 * of the Paris Agreement, credits planned for cancellation) is not in the answer: the pages say so.
 */
export const reportAnswerSchema = z.object({
  year: z.number().check(z.int()),
  /** The years with compensations of this customer, oldest first (the year picker). */
  years: boundedArray(z.number().check(z.int()), 200),
  /** The time zone whose calendar year counts (a burn on 31 December 23:30 in Vienna is of that year). */
  timeZone: answerId,
  totalTonnes: tonnes,
  /** Of the total: tonnes on a certificate (ready or on its way), and tonnes of projects still partly compensated. */
  certifiedTonnes: tonnes,
  uncertifiedTonnes: tonnes,
  removals: z.object({ tonnes, share: z.nullable(percent) }),
  keptStock: z.object({ tonnes, share: z.nullable(percent) }),
  qualityStandard: z.object({ tonnes, share: z.nullable(percent) }),
  eu: z.object({ tonnes, share: z.nullable(percent) }),
  forests: boundedArray(reportForestSchema, 200),
});
export type Report = z.infer<typeof reportAnswerSchema>;
