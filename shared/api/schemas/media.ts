import * as z from 'zod/mini';

/** The size parameter of /media/get; `m1000` unless asked otherwise. */
export const defaultMediaSize = 'm1000';
export const mediaQuerySchema = z.object({
  hash: z.string().check(z.regex(/^[a-f0-9]{16,64}$/)),
  pt: z._default(z.string().check(z.regex(/^[a-z]\d{2,4}$/)), defaultMediaSize),
});

export { uploadLimits } from '../constants';

export const uploadAnswerSchema = z.object({
  hash: z.string(),
  name: z.string(),
  size: z.number().check(z.int()),
  type: z.string(),
});
