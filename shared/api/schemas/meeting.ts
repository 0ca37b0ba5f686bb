import * as z from 'zod/mini';
import { meetingTimeZone, textLimits } from '../constants';
import { codeSchema } from './auth';
import {
  answerId,
  boundedArray,
  dateSchema,
  dateTimeSchema,
  emailSchema,
  idSchema,
  mediaHashSchema,
  messageAnswerSchema,
  optionalText,
  text,
  timeSchema,
  v,
  whenValid,
} from './common';

export { meetingTimeZone };

export const validTimeQuerySchema = z.object({ date: dateSchema });
export type ValidTimeQuery = z.input<typeof validTimeQuerySchema>;
export const validTimeAnswerSchema = z.object({
  date: dateSchema,
  timeZone: z.literal(meetingTimeZone),
  /** Free slots: `time` is the Berlin wall-clock time, `startsAt` the same instant in UTC. */
  slots: boundedArray(z.object({ time: timeSchema, startsAt: dateTimeSchema }), 96),
});

/** The shortest contract between a forest owner and the provider (SPEC section 9). */
export const minimumContractYears = 15;

/** Whether `end` (`YYYY-MM-DD`) is at least `years` after `start`; a start on 29 February counts to 1 March. */
export function yearsApart(start: string, end: string, years: number): boolean {
  const [year = '', rest = ''] = [start.slice(0, 4), start.slice(4)];
  return end >= `${String(Number(year) + years).padStart(4, '0')}${rest}`;
}

export const meetingInputSchema = z
  .object({
    ownerName: text(120),
    ownerEmail: emailSchema,
    projectName: text(120),
    plannedStartDate: dateSchema,
    expirationDate: dateSchema,
    projectGoal: text(textLimits.projectGoal, 'lines'),
    partners: optionalText(textLimits.partners),
    country: idSchema,
    forestSubDistrict: text(120),
    locationName: text(120),
    latitude: z.number({ error: v.number }).check(z.minimum(-90, v.latitude), z.maximum(90, v.latitude)),
    longitude: z.number({ error: v.number }).check(z.minimum(-180, v.longitude), z.maximum(180, v.longitude)),
    /** Stand size in hectares. */
    standSize: z.number({ error: v.number }).check(z.positive(v.positive), z.maximum(10_000_000)),
    /** Stand age in years. */
    standAge: z.number({ error: v.number }).check(z.int(v.integer), z.positive(v.positive), z.maximum(1000)),
    scheduleDate: dateSchema,
    /** Berlin wall-clock time, one of the slots of /meeting/valid-time/get. */
    scheduleTime: timeSchema,
    /** Hash of the owner's document, uploaded before through /upload-pdf. */
    document: z._default(z.nullable(mediaHashSchema), null),
    privacyConsent: z.literal(true, { error: v.consent }),
  })
  .check(
    z.refine((input) => yearsApart(input.plannedStartDate, input.expirationDate, minimumContractYears), {
      error: v.contractTerm,
      path: ['expirationDate'],
      when: whenValid('plannedStartDate', 'expirationDate'),
    }),
  );
export type MeetingInput = z.input<typeof meetingInputSchema>;
export const meetingSetAnswerSchema = z.extend(messageAnswerSchema, { meetingId: answerId });

/** Checks the e-mail code of a meeting, or (with `resend`) sends a new one. */
/** The e-mail code step of the meeting form, as typed (the meeting's id is added when it is sent). */
export const meetingCodeInputSchema = z.object({ code: codeSchema });
export const meetingValidateEmailInputSchema = z.union([
  z.object({ meetingId: idSchema, code: codeSchema }),
  z.object({ meetingId: idSchema, resend: z.literal(true) }),
]);
export type MeetingValidateEmailInput = z.input<typeof meetingValidateEmailInputSchema>;
export const meetingValidateEmailAnswerSchema = z.extend(messageAnswerSchema, {
  verified: z.boolean(),
  /** When the meeting takes place. */
  startsAt: z.optional(dateTimeSchema),
});
