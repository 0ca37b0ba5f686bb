import { describe, expect, it } from 'vitest';
import { localized, paths } from '#portal/lib/paths';
import { setupBrowser } from '../support/browser';
import { loadFully } from '../support/page-list';
import { axeAtWidths } from '../support/widgets';

const browser = setupBrowser();

const words = {
  de: { heading: 'Preis, Kauf und Widerruf', question: 'Kann ich einen Kauf widerrufen?', link: 'Widerrufsrecht im Detail', target: 'Widerrufsrecht' },
  en: {
    heading: 'Price, purchase and withdrawal',
    question: 'Can I withdraw from a purchase?',
    link: 'The right of withdrawal in full',
    target: 'Right of withdrawal',
  },
} as const;

describe.each(['de', 'en'] as const)('the FAQ on price, purchase and withdrawal (%s)', (language) => {
  it('answers six questions, and the withdrawal answer leads to the right of withdrawal; clean for axe', async () => {
    const text = words[language];
    const { page, problems } = await browser.open('about:blank', { viewport: { width: 375, height: 800 } });
    await loadFully(page, new URL(localized(language, paths.faq), browser.webUrl).href);
    const section = page
      .getByRole('main')
      .locator('section')
      .filter({ has: page.getByRole('heading', { level: 2, name: text.heading }) });
    await expect.poll(() => section.locator('details').count(), { timeout: 15_000 }).toBe(6);
    await section.getByText(text.question, { exact: true }).click();
    const link = section.getByRole('link', { name: text.link });
    await expect.poll(() => link.isVisible()).toBe(true);
    expect(await axeAtWidths(page, { sideways: true })).toEqual([]);
    await link.click();
    await page.waitForURL((url) => url.pathname === localized(language, paths.impressum) && url.hash === '#withdrawal');
    await expect.poll(() => page.getByRole('heading', { level: 2, name: text.target, exact: true }).count()).toBe(1);
    expect(problems).toEqual([]);
  });
});
