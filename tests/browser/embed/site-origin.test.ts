/**
 * The site's public origin (GFT_SITE_URL) in what a reader takes away: the embed builder's code and a certificate's
 * link and badge code name the configured site, not the address the portal happens to be opened on (issue 41: the
 * screenshots showed `localhost`); an address of this computer still in the code (the sandbox's API) is said to be one. A web server of its own, configured as a deployment is, against the tests' sandbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebServer, type RunningWebServer } from '#demo/web/server';
import { parseAppConfig } from '#shared/config/config';
import { setupBrowser } from '../support/browser';
import { cookiesChosen, customerWithCertificate } from '../support/certificates';
import { builderPath, shownCode } from '../support/embed';

const browser = setupBrowser();
const siteUrl = 'https://www.greenfee.example';
let web: RunningWebServer;
beforeAll(async () => {
  web = await startWebServer({ config: parseAppConfig({ apiBase: browser.apiUrl, exampleData: true }), port: 0, siteUrl });
});
afterAll(async () => {
  await web?.close();
});

describe("the site's configured origin (GFT_SITE_URL) in the code and links a reader takes away", () => {
  it('the embed builder loads the bundle from the configured origin, not from the address it is opened on', async () => {
    const { page } = await browser.open(new URL(builderPath('en'), web.url).href);
    await expect.poll(() => shownCode(page, 'en').textContent()).toContain(`src="${siteUrl}/widgets/`);
    expect(await shownCode(page, 'en').textContent()).not.toContain(new URL(web.url).host);
    // The API is still the sandbox's, on this computer: the page says whose address that is, and names only it.
    const note = page.getByText(/^This code names .*, an address of this computer/);
    await expect.poll(() => note.textContent()).toContain(`names ${new URL(browser.apiUrl).origin}, an address`);
  });

  it("a certificate's verification link and badge code name the configured origin", async () => {
    const { page } = await browser.open('about:blank');
    const { certificateId } = await customerWithCertificate(page, browser.apiUrl, { delayMs: 0, name: 'Öffentliche Adresse' });
    await cookiesChosen(page, web.url);
    await page.goto(new URL(`/dashboard/certificates/${certificateId}`, web.url).href);
    const verifyLink = page.getByRole('link', { name: /www\.greenfee\.example\/verify/ });
    await expect.poll(() => verifyLink.getAttribute('href')).toBe(`${siteUrl}/verify?certificate=${certificateId}`);
    const badgeCode = page.getByRole('region', { name: 'Auf Ihrer Website zeigen' }).locator('pre');
    await expect.poll(() => badgeCode.textContent()).toContain(`src="${siteUrl}/widgets/`);
    expect(await badgeCode.textContent()).not.toContain(new URL(web.url).host);
    const note = page.getByRole('region', { name: 'Auf Ihrer Website zeigen' }).getByText(/^Dieser Code nennt /);
    expect(await note.textContent()).toContain(`nennt ${new URL(browser.apiUrl).origin}, eine Adresse`);
  });
});
