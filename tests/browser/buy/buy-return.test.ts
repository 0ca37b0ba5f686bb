import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from '../support/browser';
import { settlePage } from '../support/settle';
import { axeAtWidths } from '../support/widgets';
import { addForestOverHttp, freshBuyer } from '../support/buy';

const browser = setupBrowser();
const url = (path: string) => new URL(path, browser.webUrl).href;

type Outcome = 'succeeded' | 'failed' | 'pending';

const headings: Record<'de' | 'en', Record<Outcome, string>> = {
  de: { succeeded: 'Vielen Dank für Ihren Kauf', failed: 'Zahlung fehlgeschlagen', pending: 'Wir warten auf Ihre Bank' },
  en: { succeeded: 'Thank you for your purchase', failed: 'Payment failed', pending: 'Waiting for your bank' },
};

/** A payment of 2 tokens with a new card, left at the bank step (pending), approved or declined there; its id. */
async function payment(start: () => Promise<{ body: { redirectUrl: string } }>, decision: 'approve' | 'decline' | null): Promise<string> {
  const { redirectUrl } = (await start()).body;
  const page = new URL(redirectUrl);
  if (decision) {
    const card = await fetch(new URL(`${page.pathname}/card`, page), {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ nameOnCard: 'Paula Profil', cardNumber: '4242 4242 4242 4242', expiry: '12/35', cvv: '123' }),
    });
    expect(card.status).toBe(303);
    expect((await fetch(new URL(`${page.pathname}/${decision}`, page), { method: 'POST', redirect: 'manual' })).status).toBe(303);
  }
  return page.pathname.split('/').pop() ?? '';
}

/** The outcome's icon colour (the heading's icon, drawn in the currentColor of its badge). */
const iconColour = (page: Page) =>
  page
    .getByRole('main')
    .locator('svg')
    .first()
    .evaluate((icon) => getComputedStyle(icon).color);

describe('the return page', () => {
  it('gives each outcome its own heading, icon and colour in both languages; the buttons are as wide as the receipt; axe finds nothing at 375 px (de) and 1280 px (en); without a payment, a link to the buy page', async () => {
    const { page } = await browser.open('about:blank', { viewport: { width: 1280, height: 800 } });
    const { api } = await freshBuyer(page, browser.apiUrl);
    const productId = await addForestOverHttp(browser.apiUrl, { name: 'Rückkehrwald', pricePerToken: 30, availableTokens: 100 });
    const start = () => api.start(productId, 2, url('/dashboard/buy/return'));
    const ids: Record<Outcome, string> = {
      succeeded: await payment(start, 'approve'),
      failed: await payment(start, 'decline'),
      pending: await payment(start, null),
    };
    const found: Record<string, string[]> = {};
    for (const language of ['de', 'en'] as const) {
      const colours = new Set<string>();
      for (const outcome of ['succeeded', 'failed', 'pending'] as const) {
        await page.goto(url(`${language === 'en' ? '/en' : ''}/dashboard/buy/return?payment=${ids[outcome]}`));
        const heading = page.getByRole('heading', { level: 1 });
        await expect.poll(() => heading.textContent(), { timeout: 10_000 }).toBe(headings[language][outcome]);
        if (outcome !== 'pending') await settlePage(page);
        // Every outcome says what is being bought and for how much (2 tokens at 30 € net: 71.40 € with VAT).
        const main = page.getByRole('main');
        await expect.poll(() => main.textContent(), { timeout: 10_000 }).toContain(language === 'en' ? '€71.40' : '71,40\u00a0€');
        expect(await main.textContent()).toContain('Rückkehrwald');
        // Whose VAT it is: SPEC's one rate, named as Germany's (decision 70), held in the private buyer's price.
        expect((await main.getByRole('term').allTextContents()).map((term) => term.replace(/\s/g, ' '))).toContain(
          language === 'en' ? 'VAT 19% (Germany), included' : 'USt. 19 % (Deutschland), enthalten',
        );
        // The purchase's human references right under the heading: its order number on every outcome, and once paid its
        // invoice's, from the invoices' own series (the same the transactions and the invoice show). The payment's raw
        // id is not in the text: it is technical proof, in the closed disclosure at the page's end.
        const [orderLabel, invoiceLabel] = language === 'en' ? ['Order number', 'Invoice number'] : ['Bestellnummer', 'Rechnungsnummer'];
        const numbers = main.locator('p.payment-numbers');
        expect((await numbers.textContent())?.replace(/\s+/g, ' ')).toMatch(
          new RegExp(`^${orderLabel} GF-\\d{4}-\\d{4}${outcome === 'succeeded' ? ` · ${invoiceLabel} RE-\\d{4}-\\d{4}` : ''}$`),
        );
        expect(await numbers.locator('strong').allTextContents()).toEqual(
          outcome === 'succeeded'
            ? [expect.stringMatching(/^GF-\d{4}-\d{4}$/), expect.stringMatching(/^RE-\d{4}-\d{4}$/)]
            : [expect.stringMatching(/^GF-\d{4}-\d{4}$/)],
        );
        const proof = main.locator('details.technical-proof');
        expect(await proof.locator('summary').textContent()).toBe(language === 'en' ? 'Technical proof: payment ID' : 'Technischer Nachweis: Zahlungs-ID');
        expect(await proof.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false);
        expect(await main.getByText(ids[outcome], { exact: true }).count()).toBe(1);
        expect(await proof.getByText(ids[outcome], { exact: true }).count()).toBe(1);
        expect(
          await numbers.evaluate(
            (element, title) => element.getBoundingClientRect().top - (title?.getBoundingClientRect().bottom ?? 0),
            await heading.elementHandle(),
          ),
        ).toBeLessThan(40);
        // The price of a token as the cart showed it to a private buyer, with its VAT (30 € net: 35.70 €); no line for a
        // contribution not given.
        expect((await main.textContent())?.replace(/\s/g, ' ')).toContain(
          language === 'en' ? '2 × €35.70 incl. 19% VAT = €71.40' : '2 × 35,70 € inkl. 19 % USt. = 71,40 €',
        );
        expect(
          await main
            .getByRole('term')
            .filter({ hasText: language === 'en' ? 'contribution' : 'Beitrag' })
            .count(),
        ).toBe(0);
        if (outcome === 'pending') {
          // Waiting, the buyer can check again or go to the transactions at once.
          expect(await main.getByRole('button', { name: language === 'en' ? 'Check again' : 'Erneut prüfen' }).count()).toBe(1);
          expect(await main.getByRole('link', { name: language === 'en' ? 'See your transactions' : 'Ihre Transaktionen ansehen' }).count()).toBe(1);
        }
        colours.add(await iconColour(page));
        // A failure's heading is in the danger colour of its icon, not the page's green (axe below checks its contrast).
        const headingColour = await heading.evaluate((element) => getComputedStyle(element).color);
        if (outcome === 'failed') expect(headingColour).toBe(await iconColour(page));
        const violations = await axeAtWidths(page, { language, sideways: true });
        if (violations.length) found[`${language} ${outcome}`] = violations;
      }
      expect(colours.size).toBe(3);
    }
    expect(found).toEqual({});

    // The receipt's width holds the next steps: together they span it, none sticks out.
    await page.goto(url(`/dashboard/buy/return?payment=${ids.succeeded}`));
    await settlePage(page);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      const edges = await page.getByRole('main').evaluate((main) => {
        const receipt = main.querySelector('dl')?.getBoundingClientRect();
        const actions = [...main.querySelectorAll('a.button, button.button')].map((element) => element.getBoundingClientRect());
        return {
          receipt: [Math.round(receipt?.left ?? 0), Math.round(receipt?.right ?? 0)],
          actions: [Math.round(Math.min(...actions.map((box) => box.left))), Math.round(Math.max(...actions.map((box) => box.right)))],
          count: actions.length,
        };
      });
      expect(edges.count).toBe(3);
      expect(edges.actions).toEqual(edges.receipt);
      // Every amount of the receipt ends at its right edge, a line's amount as the totals do (on a phone too).
      const astray = await page.getByRole('main').evaluate((main) => {
        const list = main.querySelector('dl');
        const right = list?.getBoundingClientRect().right ?? 0;
        return [...(list?.querySelectorAll('dd') ?? [])].flatMap((figure) => {
          const range = document.createRange();
          range.selectNodeContents(figure);
          return Math.abs(right - range.getBoundingClientRect().right) > 1 ? [figure.textContent ?? ''] : [];
        });
      });
      expect(astray, `at ${width} px`).toEqual([]);
    }

    // Without a payment in its address: one sentence, the way to the buy page a link inside it.
    const noPayment = [
      ['', 'Zu „GFT kaufen“', 'Diese Adresse nennt keine Zahlung. Zu „GFT kaufen“'],
      ['/en', 'Go to Buy GFT', 'This address names no payment. Go to Buy GFT'],
    ] as const;
    for (const [prefix, name, sentence] of noPayment) {
      await page.goto(url(`${prefix}/dashboard/buy/return`));
      const link = page.getByRole('main').getByRole('link', { name, exact: true });
      await expect.poll(() => link.getAttribute('href')).toBe(`${prefix}/dashboard/buy`);
      expect(await link.evaluate((element) => element.parentElement?.textContent)).toBe(sentence);
    }
  }, 60_000);
});
