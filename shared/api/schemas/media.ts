import * as z from 'zod/mini';
import { answerId, answerName, mediaHashSchema } from './common';

/** The size parameter of /media/get; `m1000` unless asked otherwise. */
export const defaultMediaSize = 'm1000';
export const mediaQuerySchema = z.object({
  hash: mediaHashSchema,
  pt: z._default(z.string().check(z.regex(/^[a-z]\d{2,4}$/)), defaultMediaSize),
});

export { uploadLimits } from '../constants';

export const uploadAnswerSchema = z.object({
  hash: answerId,
  name: answerName,
  size: z.number().check(z.int()),
  type: answerName,
});
