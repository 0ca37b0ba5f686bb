import type { Response } from 'playwright-core';

/**
 * An answer's JSON body, read from a `response` listener. The test closes its page when it is done, and a body still
 * on its way then rejects ("Target page, context or browser has been closed"); with nobody awaiting it, that is an
 * unhandled rejection that fails the whole run. The body is marked handled here; a test that awaits it still sees
 * the rejection.
 */
export function jsonOf(response: Response): Promise<unknown> {
  const body = response.json();
  body.catch(() => undefined);
  return body;
}

/** The same for an answer's raw bytes. */
export function bytesOf(response: Response): Promise<Buffer> {
  const body = response.body();
  body.catch(() => undefined);
  return body;
}
