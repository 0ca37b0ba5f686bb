import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bytesOf, jsonOf } from '#tests/browser/support/answers';

/** A response whose page closed before its body arrived, as Playwright gives it. */
function closedResponse(): Response {
  const closed = () => Promise.reject(new Error('response.json: Target page, context or browser has been closed'));
  return { json: closed, body: closed } as unknown as Response;
}

/** The rejections nobody handled while `run` and a few turns of the event loop ran. */
async function unhandledDuring(run: () => void): Promise<unknown[]> {
  const seen: unknown[] = [];
  const listener = (reason: unknown) => seen.push(reason);
  process.prependListener('unhandledRejection', listener);
  try {
    run();
    await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    process.off('unhandledRejection', listener);
  }
  return seen;
}

describe("a body read in a page's response listener", () => {
  it('leaves no unhandled rejection when the page closes first, and still rejects for a test that awaits it', async () => {
    let json: Promise<unknown> = Promise.resolve();
    let bytes: Promise<Buffer> = Promise.resolve(Buffer.alloc(0));
    const seen = await unhandledDuring(() => {
      json = jsonOf(closedResponse());
      bytes = bytesOf(closedResponse());
    });
    expect(seen).toEqual([]);
    await expect(json).rejects.toThrow(/has been closed/);
    await expect(bytes).rejects.toThrow(/has been closed/);
  });
});
