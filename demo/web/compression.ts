/** Brotli and gzip as the web server sends them: the build compresses the built files once, the server its pages per request. */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { contentTypeOf } from './headers';

export type Encoding = 'br' | 'gzip';

const compressibleType = /^(text\/|application\/(json|javascript|xml)|image\/svg)/;

/** Whether a type is text (worth compressing); fonts and raster images are compressed already. */
export const isCompressibleType = (type: string) => compressibleType.test(type);

/** Text is worth compressing from 1 KB. */
export const isCompressible = (type: string, bytes: number) => isCompressibleType(type) && bytes >= 1024;

/**
 * The encoding to send a client with this `Accept-Encoding`: Brotli, else gzip, each only when listed with a weight
 * above 0 (`br;q=0` refuses Brotli, RFC 9110 §12.5.3; a weight that is no number refuses too); none otherwise.
 */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  const accepted = new Set<string>();
  for (const entry of (header ?? '').split(',')) {
    const [coding = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    const weight = parameters.find((parameter) => /^q\s*=/.test(parameter));
    if (weight === undefined || Number(weight.replace(/^q\s*=\s*/, '')) > 0) accepted.add(coding);
  }
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
}

/** Brotli at quality 11, gzip at level 9: the smallest either makes, slow, so done once per content. */
export const compress = (body: Uint8Array, encoding: Encoding): Buffer =>
  encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : gzipSync(body, { level: 9 });

/**
 * Writes `NAME.br` and `NAME.gz` beside every compressible file below `dir`, which serveStatic's `precompressed`
 * answers in place of the file. Not beside HTML unless `html`: the web server fills pages in per request and
 * compresses them then; the static export's pages are final. Answers how many files it compressed.
 */
export function precompress(dir: string, options: { html?: boolean } = {}): number {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      count += precompress(path, options);
      continue;
    }
    // Copies made before (the export copies built files with theirs) stay.
    if (/\.(br|gz)$/.test(name) || (name.endsWith('.html') && !options.html) || existsSync(`${path}.br`)) continue;
    const body = readFileSync(path);
    if (!isCompressible(contentTypeOf(name), body.byteLength)) continue;
    writeFileSync(`${path}.br`, compress(body, 'br'));
    writeFileSync(`${path}.gz`, compress(body, 'gzip'));
    count += 1;
  }
  return count;
}
