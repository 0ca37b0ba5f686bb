import type { Page, Response } from 'playwright-core';

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

/**
 * Holds every answer of `pattern` until the returned release is called: a state that lasts while an answer is on its
 * way (a loading state, a busy button) lasts as long as the test needs it, however slow the machine, where a delay of
 * fixed length may end before the test has looked.
 */
export async function holdBack(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  return release;
}
