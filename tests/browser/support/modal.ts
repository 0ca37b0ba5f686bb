import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The root element's computed overflow: `hidden` while a modal dialog is open (the page behind does not scroll). */
export const rootOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow);

/**
 * An open modal `<dialog>` (portal/lib/modal.tsx): in the top layer, the page behind inert. Tab never reaches the page
 * behind: past the dialog's last control focus goes to the browser's own controls (the body, for the page) and comes
 * back to the dialog's first. `outside` (a CSS locator: the page behind is out of the accessibility tree) must refuse
 * focus. Leaves focus where Tab left it.
 */
export async function expectModal(page: Page, dialog: Locator, outside: Locator, tabs = 12): Promise<void> {
  expect(await dialog.evaluate((element) => element.matches('dialog:modal'))).toBe(true);
  const seen: string[] = [];
  for (let step = 0; step < tabs; step += 1) {
    await page.keyboard.press('Tab');
    seen.push(
      await dialog.evaluate((element) =>
        element.contains(document.activeElement)
          ? 'dialog'
          : document.activeElement === document.body
            ? 'browser'
            : `page: ${document.activeElement?.outerHTML.slice(0, 80)}`,
      ),
    );
  }
  expect(seen.filter((where) => where !== 'dialog' && where !== 'browser')).toEqual([]);
  // It went round: past the last control, and back into the dialog.
  expect(seen.join(' ')).toMatch(/browser dialog/);
  const focusable = await outside.evaluate((element) => {
    (element as HTMLElement).focus();
    return element === document.activeElement;
  });
  expect(focusable).toBe(false);
}
