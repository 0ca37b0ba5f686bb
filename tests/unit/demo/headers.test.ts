import { describe, expect, it } from 'vitest';
import { isNotIndexed } from '#demo/web/headers';

describe('isNotIndexed', () => {
  it('takes every spelling of the embed builder, decoded and normalised as nginx takes $uri', () => {
    for (const path of ['/embed', '/en/embed', '/en/embed/', '//embed', '/en//embed', '/%65mbed', '/%2fembed', '/en/%65mbed/', '/faq/../embed'])
      expect(isNotIndexed(path), path).toBe(true);
  });

  it('takes no other page, and a path that is not valid percent-encoding as it is', () => {
    for (const path of ['/', '/en', '/en/faq', '/en/embedded', '/%65mbedded', '/embed/x', '/%e0embed', '/embed%']) expect(isNotIndexed(path), path).toBe(false);
  });
});
