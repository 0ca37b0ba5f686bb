import * as z from 'zod/mini';
import { textLimits } from '../constants';
import { emailSchema, text } from './common';

/** Contact request, sent to support by e-mail. */
export const supportEmailInputSchema = z.object({
  firstName: text(100),
  lastName: text(100),
  email: emailSchema,
  message: text(textLimits.message, 'lines'),
  /** Opt-in to the newsletter. */
  news: z._default(z.boolean(), false),
});
export type SupportEmailInput = z.input<typeof supportEmailInputSchema>;
