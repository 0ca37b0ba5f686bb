import { describe, expect, it } from 'vitest';
import { acceptedEncoding } from '#demo/web/compression';

describe('acceptedEncoding', () => {
  it.each([
    ['br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['GZIP, BR', 'br'],
    ['br;q=0.5, gzip', 'br'],
    ['gzip, br;q=0', 'gzip'],
    ['br; q=0, gzip', 'gzip'],
    ['gzip, br ; q = 0.000', 'gzip'],
    ['gzip;q=0, br', 'br'],
    ['br;q=0, gzip;q=0', undefined],
    ['gzip;q=0', undefined],
    // A weight that is no number is no acceptance.
    ['br;q=x, gzip', 'gzip'],
    ['brotli, gzipped', undefined],
    ['identity', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%o: %s', (header, encoding) => {
    expect(acceptedEncoding(header)).toBe(encoding);
  });
});
