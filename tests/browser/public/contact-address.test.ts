/**
 * The contact page's address block (issue 41: the page had only the form): the provider's company, address, phone and
 * e-mail from the imprint's lines (`GFT_IMPRINT_JSON`, else the demo's example provider), in an `<address>` marked up
 * as an h-card, beside the form from 960 px and below it on a phone; in the server's HTML already. A deployment that
 * has not set a line shows no placeholder there (a web server of its own, with the phone and e-mail left out).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleImprint } from '#demo/example-provider';
import { startWebServer, type RunningWebServer } from '#demo/web/server';
import { localized, paths } from '#portal/lib/paths';
import { configFromEnv } from '#shared/config/config';
import pagesDe from '#shared/i18n/locales/de/pages.json';
import pagesEn from '#shared/i18n/locales/en/pages.json';
import { setupBrowser } from '../support/browser';
import { loadFully } from '../support/page-list';
import { expectAccessible } from '../support/widgets';

const browser = setupBrowser();
const texts = { de: pagesDe.pages, en: pagesEn.pages } as const;

describe("the contact page shows the provider's address beside the form", () => {
  it.each([
    ['de', 375],
    ['de', 1280],
    ['en', 375],
    ['en', 1280],
  ] as const)('company, address, phone and e-mail as an h-card, in the HTML and hydrated (%s, %i px)', async (language, width) => {
    const url = new URL(localized(language, paths.contact), browser.webUrl).href;
    const html = await (await fetch(url)).text();
    const block = /<address class="h-card">(.*?)<\/address>/s.exec(html)?.[1] ?? '';
    for (const line of [exampleImprint.company, exampleImprint.address, exampleImprint.phone, exampleImprint.email]) expect(block).toContain(line);
    expect(block).toContain(`href="mailto:${exampleImprint.email}"`);
    expect(html).not.toContain('__GFT_IMPRINT');
    const { page, problems } = await browser.open('about:blank', { viewport: { width, height: 900 } });
    await loadFully(page, url);
    const region = page.getByRole('region', { name: texts[language].contact.addressHeading });
    await expect.poll(() => region.count()).toBe(1);
    const address = region.locator('address');
    expect(await address.locator('.p-org').textContent()).toBe(exampleImprint.company);
    expect(await address.locator('.p-adr').textContent()).toBe(exampleImprint.address);
    expect(await address.locator('.p-tel').textContent()).toBe(exampleImprint.phone);
    expect(await address.getByRole('link', { name: exampleImprint.email }).getAttribute('href')).toBe(`mailto:${exampleImprint.email}`);
    expect(await region.getByRole('link', { name: texts[language].contact.imprint }).getAttribute('href')).toBe(localized(language, paths.impressum));
    // Beside the form on a wide screen, below it on a phone.
    const form = await page.getByRole('main').locator('form').boundingBox();
    const box = await region.boundingBox();
    if (!form || !box) throw new Error('the form or the address has no box');
    if (width >= 960) expect(box.x).toBeGreaterThanOrEqual(form.x + form.width);
    else expect(box.y).toBeGreaterThanOrEqual(form.y + form.height);
    await expectAccessible(page, `contact address (${language}, ${width} px)`, { sideways: true });
    expect(problems).toEqual([]);
  });

  describe('with a line the deployment has not set', () => {
    let web: RunningWebServer;
    beforeAll(async () => {
      const imprint = { company: 'Beispiel Forst GmbH', address: 'Hauptplatz 1, 4020 Linz, Österreich' };
      web = await startWebServer({ config: configFromEnv({ GFT_IMPRINT_JSON: JSON.stringify(imprint) }, { apiBase: browser.apiUrl }), port: 0 });
    });
    afterAll(async () => {
      await web?.close();
    });

    it.each(['de', 'en'] as const)('leaves it out of sight instead of showing the placeholder (%s)', async (language) => {
      const { page, problems } = await browser.open('about:blank', { viewport: { width: 1280, height: 900 } });
      await loadFully(page, new URL(localized(language, paths.contact), web.url).href);
      const address = page.getByRole('region', { name: texts[language].contact.addressHeading }).locator('address');
      await expect.poll(() => address.innerText()).toContain('Beispiel Forst GmbH');
      const shown = await address.innerText();
      expect(shown).toContain('Hauptplatz 1, 4020 Linz, Österreich');
      expect(shown).not.toContain(texts[language].impressum.missing);
      expect(await address.locator('.p-tel').isVisible()).toBe(false);
      expect(problems).toEqual([]);
    });
  });
});
