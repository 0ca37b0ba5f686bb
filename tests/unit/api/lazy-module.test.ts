import { describe, expect, it, vi } from 'vitest';
import { errorMessageKey, isApiError } from '#shared/api/errors';
import { lazyModule } from '#shared/api/lazy-module';

describe('lazyModule', () => {
  it('loads once, however often it is asked', async () => {
    let loads = 0;
    const load = lazyModule('test', async () => ({ value: (loads += 1) }));
    const [first, second] = await Promise.all([load(), load()]);
    expect(first).toBe(second);
    expect(await load()).toEqual({ value: 1 });
    expect(loads).toBe(1);
  });

  it('turns a failed load into a FETCH_ERROR and tries again on the next call', async () => {
    let attempts = 0;
    const load = lazyModule('form code', async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return 'loaded';
    });
    const failure = await load().catch((error: unknown) => error);
    expect(isApiError(failure)).toBe(true);
    expect(failure).toMatchObject({ kind: 'FETCH_ERROR', endpoint: 'load form code' });
    expect((failure as Error).cause).toBeInstanceOf(TypeError);
    expect(await load()).toBe('loaded');
    expect(attempts).toBe(2);
  });

  it.each([
    ['Chromium', 'Failed to fetch dynamically imported module: https://cdn.example/widgets/chunks/client-x.js'],
    ['Firefox', 'error loading dynamically imported module: https://cdn.example/widgets/chunks/client-x.js'],
    ['Safari', 'Importing a module script failed.'],
  ])('reports a module %s could not fetch as the network failure it is', async (_browser, message) => {
    const failure = await lazyModule('api client', () => Promise.reject(new TypeError(message)))().catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: 'FETCH_ERROR' });
    expect(errorMessageKey(failure)).toBe('errors.network');
  });

  it('reports a module that arrived but failed to run as a MODULE_ERROR, logged, not as the network', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      // What zod threw on a page whose scripts had polluted Object.prototype.
      const thrown = new TypeError("Cannot read properties of undefined (reading 'get')");
      const failure = await lazyModule('form code', () => Promise.reject(thrown))().catch((error: unknown) => error);
      expect(failure).toMatchObject({ kind: 'MODULE_ERROR', endpoint: 'load form code' });
      expect((failure as Error).cause).toBe(thrown);
      expect(errorMessageKey(failure)).toBe('errors.module');
      expect(log).toHaveBeenCalledWith(expect.stringContaining('form code'), thrown);
    } finally {
      log.mockRestore();
    }
  });
});
