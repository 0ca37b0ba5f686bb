import * as z from 'zod/mini';
import {
  answerId,
  answerName,
  answerText,
  boundedArray,
  dateSchema,
  dateTimeSchema,
  idSchema,
  messageAnswerSchema,
  optionalText,
  text,
  v,
  whenValid,
} from './common';

export const compensationStatusSchema = z.enum(['needs_compensation', 'partly_compensated', 'fully_compensated']);

export const compensationPeriodSchema = z
  .object({ startDate: dateSchema, endDate: dateSchema })
  .check(z.refine((period) => period.endDate >= period.startDate, { error: v.endAfterStart, path: ['endDate'], when: whenValid('startDate', 'endDate') }));

export const projectSchema = z.object({
  _id: answerId,
  name: answerName,
  description: answerText,
  /** CO2 emissions of the project, in tonnes. */
  co2Emissions: z.number().check(z.minimum(0)),
  /** CO2 compensated so far by burned tokens, in tonnes (one GFT is one tonne). */
  co2Compensation: z.number().check(z.minimum(0)),
  compensationPeriod: compensationPeriodSchema,
  createdAt: dateTimeSchema,
  status: compensationStatusSchema,
  /** Set once the project is fully compensated; the PDF may not be ready yet (see /certificate/get). */
  certificateId: z._default(z.nullable(answerId), null),
});
export type Project = z.infer<typeof projectSchema>;

/** The most CO2 one project may declare, in tonnes (written out in `validation.co2Max`); three decimals are kilograms. */
export const maxProjectEmissions = 1_000_000_000;
export const projectDescriptionMax = 2000;
export const projectNameMax = 120;

export const projectInputSchema = z.object({
  name: text(projectNameMax),
  description: optionalText(projectDescriptionMax, 'lines'),
  co2Emissions: z.number({ error: v.number }).check(
    z.positive(v.positive),
    z.maximum(maxProjectEmissions, v.co2Max),
    z.refine((value) => Math.round(value * 1000) / 1000 === value, v.co2Decimals),
  ),
  compensationPeriod: compensationPeriodSchema,
});
export type ProjectInput = z.input<typeof projectInputSchema>;
export const projectEditInputSchema = z.extend(projectInputSchema, { id: idSchema });
export type ProjectEditInput = z.input<typeof projectEditInputSchema>;

export const projectListAnswerSchema = z.object({ projects: boundedArray(projectSchema, 10_000) });
export const projectAnswerSchema = z.object({ project: projectSchema });
export const projectSavedAnswerSchema = z.extend(messageAnswerSchema, { project: projectSchema });
export const projectDeleteInputSchema = z.object({ id: idSchema });
