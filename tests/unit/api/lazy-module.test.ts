import { describe, expect, it } from 'vitest';
import { isApiError } from '../../../shared/api/errors';
import { lazyModule } from '../../../shared/api/lazy-module';

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
});
