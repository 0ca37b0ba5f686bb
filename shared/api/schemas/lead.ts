import * as z from 'zod/mini';
import { answerId, emailSchema, idSchema, messageAnswerSchema, text, v } from './common';

/** Token presale lead. */
export const leadInputSchema = z.object({
  name: text(120),
  email: emailSchema,
  country: idSchema,
  city: text(100),
  privacyConsent: z.literal(true, { error: v.consent }),
});
export type LeadInput = z.input<typeof leadInputSchema>;
export const leadAnswerSchema = z.extend(messageAnswerSchema, { leadId: answerId });
