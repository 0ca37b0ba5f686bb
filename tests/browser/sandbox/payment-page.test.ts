import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '#tests/helpers/sandbox';
import { createAccountAt } from '../support/accounts';
import { setupBrowser } from '../support/browser';
import { axeViolations } from '../support/widgets';

const browser = setupBrowser();

const text = {
  de: {
    name: 'Name auf der Karte',
    number: 'Kartennummer',
    expiry: 'Ablaufdatum',
    cvv: 'Prüfnummer (CVV)',
    save: 'Diese Karte für spätere Käufe speichern',
    next: 'Weiter zur Bank',
    approve: 'Zahlung freigeben',
    badNumber: 'Geben Sie eine gültige Kartennummer ein',
  },
  en: {
    name: 'Name on card',
    number: 'Card number',
    expiry: 'Expiry date',
    cvv: 'Security code (CVV)',
    save: 'Save this card for later purchases',
    next: 'Continue to the bank',
    approve: 'Approve payment',
    badNumber: 'Enter a valid card number',
  },
} as const;

/**
 * A new customer of its own (approving adds tokens to the buyer's wallet, which other files read for the seeded users)
 * logs in over the API and starts a purchase with a new card; answers the payment page's URL.
 */
async function startPurchase(language: 'de' | 'en'): Promise<string> {
  const email = uniqueEmail('payer');
  await createAccountAt(browser.apiUrl, email, 'Start-Passw0rd');
  const login = await fetch(`${browser.apiUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Start-Passw0rd' }),
  });
  const { session } = (await login.json()) as { session: { token: string } };
  const response = await fetch(`${browser.apiUrl}/buy/buyGft`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lt: session.token, ln: language, 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({
      items: [{ productId: 'prod_muehlviertel', quantity: 1 }],
      card: { newCard: true },
      returnUrl: new URL('/dashboard', browser.webUrl).href,
    }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { redirectUrl: string }).redirectUrl;
}

describe.each(['de', 'en'] as const)('the stand-in payment page (%s)', (language) => {
  const t = text[language];

  it.each([375, 1280])('is usable by keyboard alone and has no axe violations at %i px, with and without errors', async (width) => {
    const { page, problems } = await browser.open(await startPurchase(language), { viewport: { width, height: 800 } });
    expect(await axeViolations(page, 'body')).toEqual([]);
    // Nothing wider than a phone: the order table's headings wrap.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    // The product's typeface (loaded) and link colour; each of the order's column heads on one line.
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Figtree Variable"/);
    expect(
      await page.evaluate(
        async () => (await document.fonts.ready, [...document.fonts].some((font) => font.family.includes('Figtree') && font.status === 'loaded')),
      ),
    ).toBe(true);
    expect(await page.getByRole('link', { name: language === 'de' ? 'English' : 'Deutsch' }).evaluate((link) => getComputedStyle(link).color)).toBe(
      'rgb(29, 92, 58)',
    );
    const wrappedHeads = await page.getByRole('columnheader').evaluateAll((cells) =>
      cells.flatMap((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size > 1
          ? [cell.textContent ?? '']
          : [];
      }),
    );
    expect(wrappedHeads).toEqual([]);

    await page.keyboard.press('Tab');
    // The language link comes first; then the card fields in order.
    let guard = 0;
    while (!(await page.getByLabel(t.name).evaluate((element) => element === document.activeElement)) && guard++ < 10) await page.keyboard.press('Tab');
    await page.keyboard.type('Nora Neu');
    await page.keyboard.press('Tab');
    await page.keyboard.type('4242 4242 4242 4241');
    await page.keyboard.press('Tab');
    await page.keyboard.type('12/30');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');

    const summary = page.getByRole('alert');
    await expect.poll(() => summary.count()).toBe(1);
    // The summary takes focus and links to the field, whose error is announced with it.
    await expect.poll(() => summary.evaluate((element) => element === document.activeElement)).toBe(true);
    // Focused by the page, the summary is marked by its own red border: no second ring around it.
    expect(await summary.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('none');
    const number = page.getByLabel(t.number);
    expect(await number.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`#${await number.getAttribute('aria-describedby')}`).textContent()).toContain(t.badNumber);
    expect(await number.inputValue()).toBe('4242 4242 4242 4241');
    expect(await page.getByLabel(t.save).isChecked()).toBe(true);
    expect(await axeViolations(page, 'body')).toEqual([]);

    await page.getByRole('link', { name: `${t.number}: ${t.badNumber}` }).press('Enter');
    await expect.poll(() => number.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('4242 4242 4242 4242');
    await page.getByLabel(t.cvv).fill('123');
    await page.getByLabel(t.cvv).press('Enter');

    const approve = page.getByRole('button', { name: t.approve });
    await expect.poll(() => approve.count()).toBe(1);
    expect(await axeViolations(page, 'body')).toEqual([]);
    await approve.focus();
    // The navigation back to the portal, as the bank step sends it: the portal itself may move on at once (a page
    // without a session goes to the login), so the request is what is checked, not the URL the page ends on.
    const back = page.waitForRequest((request) => request.isNavigationRequest() && new URL(request.url()).origin === new URL(browser.webUrl).origin);
    await page.keyboard.press('Enter');
    expect(new URL((await back).url()).searchParams.get('status')).toBe('succeeded');
    expect(problems.filter((problem) => !problem.includes('status of 400'))).toEqual([]);
  });
});
