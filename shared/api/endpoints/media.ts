import type { ApiClient, RequestOptions } from '../client';
import { contract } from '../contract';
import { defaultMediaSize } from '../schemas/media';

/** The URL of a media file by its hash; `size` is the provider's size parameter (`pt`), `m1000` by default. */
export const mediaUrl = (client: ApiClient, hash: string, size: string = defaultMediaSize) => client.fileUrl(contract.getMedia, { hash, pt: size });
/** Uploads a PDF (at most 10 MB). */
export const uploadPdf = (client: ApiClient, file: Blob, fileName: string, options?: RequestOptions) =>
  client.upload(contract.uploadPdf, file, fileName, options);
/** Uploads a JPEG, PNG or WebP image (at most 5 MB). */
export const uploadImage = (client: ApiClient, file: Blob, fileName: string, options?: RequestOptions) =>
  client.upload(contract.uploadImage, file, fileName, options);
