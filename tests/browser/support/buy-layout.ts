/**
 * The buy page's layout with the two cart lines the flows put in it (2 Mühlviertel + 3 Waldviertel tokens: €197.54), as
 * a buyer sees it: checked inside the flows of tests/browser/buy/buy.test.ts that reach each state.
 */
import type { ElementHandle, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { donationField } from './buy';

const muehlviertel = 'Mühlviertel mixed forest';
const waldviertel = 'Waldviertel spruce and beech';

/** Whether the element is wholly inside the window (the header's band at its top does not count as inside). */
async function inWindow(page: Page, locator: Locator): Promise<boolean> {
  // Not there (the bar while the buy button shows): not in the window, without waiting for it.
  if ((await locator.count()) === 0) return false;
  const box = await locator.boundingBox();
  const header = (await page.getByRole('banner').boundingBox())?.height ?? 0;
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.height > 0 && box.y >= header && box.y + box.height <= height;
}

/**
 * Scrolls to `top` and says, after two frames, whether the cart bar is wholly in the window below the header or any part
 * of the checkout is, and how many pixels of the checkout lie under the bar (none while the bar is hidden or beside it): one call to
 * the page for each position, where asking Playwright for each box took nine.
 */
async function placesAt(page: Page, parts: { bar: ElementHandle<Element>; checkout: ElementHandle<Element>; banner: ElementHandle<Element> }, top: number) {
  return page.evaluate(
    async ([bar, checkout, banner, y]) => {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const header = banner.getBoundingClientRect().height;
      const [over, under] = [bar.getBoundingClientRect(), checkout.getBoundingClientRect()];
      const barShown = !(bar as HTMLElement).hidden && over.height > 0;
      return {
        // A bar or checkout that React drew anew would leave these boxes empty: that fails rather than passes.
        connected: bar.isConnected && checkout.isConnected,
        barOrCheckoutInView: (barShown && over.top >= header && over.bottom <= innerHeight) || (under.bottom > header && under.top < innerHeight),
        // Rows of the checkout under the bar where the two share columns too (the wide window's cart column stands
        // beside the checkout, over none of it).
        checkoutUnderBar:
          barShown && Math.min(over.right, under.right) > Math.max(over.left, under.left)
            ? Math.max(0, Math.min(over.bottom, under.bottom) - Math.max(over.top, under.top))
            : 0,
      };
    },
    [parts.bar, parts.checkout, parts.banner, top] as const,
  );
}

/** The boxes around the element that scroll inside themselves (content taller than the box, overflow auto or scroll). */
const scrollingBoxesAround = (locator: Locator) =>
  locator.evaluate((element) => {
    const found: string[] = [];
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
      const overflow = getComputedStyle(node).overflowY;
      if ((overflow === 'auto' || overflow === 'scroll') && node.scrollHeight > node.clientHeight + 1) found.push(node.className || node.tagName);
    }
    return found;
  });

/**
 * At the window's width (1280 or 375 × 800): wherever the buyer is, the total and the way to pay are in view (the cart
 * bar, or at 1280 px the order's summary beside the forests with the buy button, or the checkout, never one under the
 * other), and the checkout never scrolls inside itself. On a phone the bar leads to the checkout, which holds the one
 * summary; on a wide window the summary is the column, and the checkout below lists no line and no sum.
 */
export async function expectCheckoutAlwaysInReach(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const wide = width >= 1024;
  const bar = wide ? page.getByRole('complementary', { name: 'Your cart' }) : page.getByRole('region', { name: 'Cart', exact: true });
  const checkout = page.getByRole('region', { name: 'Checkout', exact: true });
  // One summary on the page, wherever it stands: one table of the order, one total, one buy button.
  expect(await page.getByRole('table', { name: 'Your order' }).count()).toBe(1);
  const summary = wide ? bar : checkout;
  const total = summary.getByRole('table', { name: 'Your order' }).getByRole('row', { name: /^Total/ });
  const buy = summary.getByRole('button', { name: /^Buy now for €197\.54$/ });
  expect(await page.getByRole('button', { name: /^Buy now/ }).count()).toBe(1);
  // The forests fill the first screen: the cart bar (or the summary's column, from the page's heading on) shows the total.
  await expect.poll(() => inWindow(page, bar)).toBe(true);
  expect(await bar.textContent()).toContain('€197.54');
  // Wherever the buyer is on the page, the bar with the total or the checkout (with the total and the buy button,
  // the page scrolling on to them) is in the window, and nothing of the checkout is ever under the bar.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const parts = {
    bar: await bar.elementHandle(),
    checkout: await checkout.elementHandle(),
    banner: await page.getByRole('banner').elementHandle(),
  };
  for (let top = 0; top <= height; top += 100) {
    await expect
      .poll(() => placesAt(page, parts, top), { message: `scrolled to ${top}` })
      .toEqual({ connected: true, barOrCheckoutInView: true, checkoutUnderBar: 0 });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  if (wide) {
    // The column is the summary: its total and its buy button in view from the top, the checkout below without a sum.
    await expect.poll(() => inWindow(page, total)).toBe(true);
    expect(await inWindow(page, buy)).toBe(true);
    expect(await checkout.getByRole('table').count()).toBe(0);
    expect(await checkout.textContent()).not.toMatch(/€/);
    // At the checkout (the card, the consent) the column stands beside it, whole.
    await checkout.scrollIntoViewIfNeeded();
    await expect.poll(() => inWindow(page, buy)).toBe(true);
    expect(await inWindow(page, total)).toBe(true);
  } else {
    // From the top, the bar leads to the checkout; there the bar has gone (it covers nothing of the checkout).
    await bar.getByRole('link', { name: 'Checkout' }).click();
    await expect.poll(() => checkout.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await total.textContent()).toContain('€197.54');
    await expect.poll(() => bar.count()).toBe(0);
    // On a phone the checkout starts at the window's top; the page (not a box) scrolls on to the button.
    await expect.poll(() => inWindow(page, checkout.getByRole('heading', { name: 'Checkout', exact: true }))).toBe(true);
    await buy.scrollIntoViewIfNeeded();
    expect(await inWindow(page, buy)).toBe(true);
    await expect.poll(() => bar.count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Checkout' }).count()).toBe(0);
  }
  expect(await scrollingBoxesAround(buy)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** By keyboard at 375 px: the bar comes before the forests, says the cart in words, and Enter takes focus to the checkout. */
export async function expectBarByKeyboard(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('heading', { level: 1, name: 'Buy GFT' }).click();
  const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  // Tab from the page's heading: the bar's link before the forests' search field.
  const reached: string[] = [];
  for (let press = 0; press < 5 && !reached.includes('Checkout'); press += 1) {
    await page.keyboard.press('Tab');
    reached.push(await focused());
  }
  expect(reached).toContain('Checkout');
  expect(await page.getByLabel(/Search by name or location/).evaluate((element) => element === document.activeElement)).toBe(false);
  // Screen readers hear the cart as a sentence; the dots and the arrow are for the eyes.
  expect(await page.getByRole('region', { name: 'Cart', exact: true }).getByText('Your cart: 5 GFT for €197.54').count()).toBe(1);
  await page.keyboard.press('Enter');
  const checkout = page.getByRole('region', { name: 'Checkout', exact: true });
  await expect.poll(() => checkout.evaluate((element) => element === document.activeElement)).toBe(true);
  // The next Tab goes on inside the checkout, to the first cart line's quantity.
  await page.keyboard.press('Tab');
  expect(await checkout.getByLabel(`Tokens of ${muehlviertel}`, { exact: true }).evaluate((element) => element === document.activeElement)).toBe(true);
}

/** At 375 px in German: the bar keeps each part whole ("5 GFT", "197,54 €") and leaves no separator at a line's end. */
export async function expectGermanBarLines(page: Page) {
  const bar = page.getByRole('region', { name: 'Warenkorb', exact: true });
  await expect.poll(() => bar.count(), { timeout: 15_000 }).toBe(1);
  // The summary's lines as drawn: each character's box, grouped by the line it stands on.
  const lines = await bar
    .locator('p')
    .first()
    .evaluate((summary) => {
      const rows = new Map<number, string>();
      const walker = document.createTreeWalker(summary, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let index = 0; index < text.length; index += 1) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const box = range.getBoundingClientRect();
          // Drawn characters only (the sentence for screen readers is clipped to a pixel).
          if (box.width === 0 || box.height <= 1) continue;
          const line = [...rows.keys()].find((top) => Math.abs(top - box.top) < box.height / 2) ?? box.top;
          rows.set(line, (rows.get(line) ?? '') + text[index]);
        }
      }
      return [...rows.entries()].sort(([a], [b]) => a - b).map(([, text]) => text.replace(/[\u00a0\u202f]/g, ' ').trim());
    });
  expect(lines.join(' | ')).toMatch(/5 GFT/);
  expect(lines.some((line) => line.includes('5 GFT'))).toBe(true);
  expect(lines.some((line) => line.includes('197,54 €'))).toBe(true);
  for (const line of lines) expect(line, `a line of the bar: "${line}"`).not.toMatch(/^·|·$/);
}

/**
 * At 1280 px: the forests as cards wide enough to read (one a row beside the order's summary: the design review's
 * narrow cards), each with what a buyer compares (not the satellite data and documents, a link away), each fact on a
 * line with its label, its picture named for what it is, and the one figure that limits an order.
 */
export async function expectForestCards(page: Page) {
  const first = await page.getByRole('article', { name: muehlviertel }).boundingBox();
  const second = await page.getByRole('article', { name: waldviertel }).boundingBox();
  expect(first?.width ?? 0).toBeGreaterThanOrEqual(440);
  expect(second?.width ?? 0).toBeGreaterThanOrEqual(440);
  // A card holds what a buyer compares, not the satellite data and documents: those are a link away.
  const card = page.getByRole('article', { name: muehlviertel });
  const rows = await card
    .locator('.shop-card__traits dt')
    .evaluateAll((terms) => terms.map((term) => Math.abs(term.getBoundingClientRect().top - (term.nextElementSibling?.getBoundingClientRect().top ?? -99))));
  expect(rows.length).toBeGreaterThan(0);
  for (const offset of rows) expect(offset).toBeLessThan(2);
  expect(await card.getByRole('heading', { name: 'Satellite data' }).count()).toBe(0);
  expect(await card.getByRole('link', { name: `Map, satellite data and documents of ${muehlviertel}` }).getAttribute('href')).toMatch(/^\/en\/forests\//);
  // What sets the forest apart from the one beside it, and its picture named for what it is: a drawing.
  const facts = (await card.textContent()) ?? '';
  for (const fact of ['beech and fir have grown beneath them since 2019', 'Norway spruce 45%, Beech 25%', 'Forstgut Lindenhof', 'Stock increase'])
    expect(facts).toContain(fact);
  expect(await page.getByRole('article', { name: waldviertel }).textContent()).toContain('Stock preservation');
  expect(await card.getByRole('img', { name: `Illustration of ${muehlviertel}`, exact: true }).count()).toBe(1);
  // What can be bought, in plain numbers that add up (on sale now and sold make the tokens issued); no bar to decode.
  const stock = card.locator('.forest-stock');
  const figures = stock.getByRole('definition');
  const terms = (await stock.getByRole('term').allTextContents()).map((term) => term.trim());
  expect(terms).toEqual(['Tokens on sale now', 'Tokens sold', 'Tokens issued so far']);
  const [now, sold, issued] = (await figures.allTextContents()).map((figure) => Number(figure.replace(/,/g, '')));
  expect((now ?? 0) + (sold ?? 0)).toBe(issued);
  expect(await card.locator('meter').count()).toBe(0);
}

/** The checkout in the brand: a single way to pay said as text, not a lone radio; the donation "optional" once. */
export async function expectCheckoutInBrand(page: Page) {
  const payment = page.getByRole('group', { name: 'Payment' });
  // No saved card: a new card is the way to pay, said in words.
  await expect
    .poll(async () => (await payment.getByRole('radio').count()) === 0 && /A new card/.test((await payment.textContent()) ?? ''), { timeout: 10_000 })
    .toBe(true);
  // The donation says once that it is optional (its label or its hint, not both).
  const donation = await donationField(page);
  const words = await donation.evaluate((input) => {
    const label = (input as HTMLInputElement).labels?.[0]?.textContent ?? '';
    const hints = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
    return [label, ...hints].join(' ');
  });
  expect(words.match(/optional/gi)?.length).toBe(1);
}

/** A refused buy (by keyboard or mouse) focuses the error summary, marked by its own red border: no second ring around it. */
export async function expectRefusedBuySummary(page: Page, by: 'keyboard' | 'mouse') {
  const donation = await donationField(page);
  await donation.fill('-5');
  if (by === 'keyboard') await donation.press('Enter');
  else await page.getByRole('button', { name: /^Buy now for/ }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect.poll(() => summary.evaluate((element) => element === document.activeElement)).toBe(true);
  const look = await summary.evaluate((element) => {
    const style = getComputedStyle(element);
    return { outline: style.outlineStyle, shadow: style.boxShadow, border: style.borderTopWidth };
  });
  expect(look).toEqual({ outline: 'none', shadow: 'none', border: '4px' });
}

/** With a saved card: the choice as radios, drawn in the brand colour. */
export async function expectSavedCardRadiosInBrand(page: Page) {
  const radios = page.getByRole('group', { name: 'Payment' }).getByRole('radio');
  await expect.poll(() => radios.count(), { timeout: 15_000 }).toBe(2);
  const brand = await page.getByRole('button', { name: /^Buy now for/ }).evaluate((button) => getComputedStyle(button).backgroundColor);
  expect(brand).toBe('rgb(29, 92, 58)');
  for (const radio of await radios.all()) expect(await radio.evaluate((element) => getComputedStyle(element).accentColor)).toBe(brand);
}
