import type { ApiClient, RequestOptions } from '../client';
import type { FileEndpoint, UploadEndpoint } from '../endpoint';
import { defaultMediaSize, mediaQuerySchema, uploadAnswerSchema, uploadLimits } from '../schemas/media';

export const getMediaEndpoint = {
  method: 'GET',
  path: '/media/get',
  auth: false,
  in: 'query',
  input: mediaQuerySchema,
  file: ['image/', 'application/pdf'],
} as const satisfies FileEndpoint;
export const uploadPdfEndpoint = {
  method: 'POST',
  path: '/upload-pdf',
  auth: false,
  in: 'multipart',
  answer: uploadAnswerSchema,
  limits: uploadLimits.pdf,
} as const satisfies UploadEndpoint;
export const uploadImageEndpoint = {
  method: 'POST',
  path: '/upload-image',
  auth: false,
  in: 'multipart',
  answer: uploadAnswerSchema,
  limits: uploadLimits.image,
} as const satisfies UploadEndpoint;

/** The URL of a media file by its hash; `size` is the provider's size parameter (`pt`), `m1000` by default. */
export const mediaUrl = (client: ApiClient, hash: string, size: string = defaultMediaSize) => client.fileUrl(getMediaEndpoint, { hash, pt: size });
/** Uploads a PDF (at most 10 MB). */
export const uploadPdf = (client: ApiClient, file: Blob, fileName: string, options?: RequestOptions) =>
  client.upload(uploadPdfEndpoint, file, fileName, options);
/** Uploads a JPEG, PNG or WebP image (at most 5 MB). */
export const uploadImage = (client: ApiClient, file: Blob, fileName: string, options?: RequestOptions) =>
  client.upload(uploadImageEndpoint, file, fileName, options);
