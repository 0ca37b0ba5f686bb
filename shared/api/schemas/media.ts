import * as z from 'zod/mini';

/** The size parameter of /media/get; `m1000` unless asked otherwise. */
export const defaultMediaSize = 'm1000';
export const mediaQuerySchema = z.object({
  hash: z.string().check(z.regex(/^[a-f0-9]{16,64}$/)),
  pt: z._default(z.string().check(z.regex(/^[a-z]\d{2,4}$/)), defaultMediaSize),
});

export const uploadLimits = {
  pdf: { maxBytes: 10 * 1024 * 1024, types: ['application/pdf'] },
  image: { maxBytes: 5 * 1024 * 1024, types: ['image/jpeg', 'image/png', 'image/webp'] },
} as const;

export const uploadAnswerSchema = z.object({
  hash: z.string(),
  name: z.string(),
  size: z.number().check(z.int()),
  type: z.string(),
});
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;
