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
import { builderPath, previewRegion, shownCode } from '../support/embed';

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

  it("the badge's preview in the embed builder links to the configured origin's verification, as the code would", async () => {
    const { page } = await browser.open(new URL(`${builderPath('en')}?element=gft-certificate-badge&certificate-id=GFT-DEMO-VALID`, web.url).href);
    const badge = previewRegion(page, 'en').locator('gft-certificate-badge');
    await expect.poll(() => badge.getAttribute('verify-url')).toBe(`${siteUrl}/en/verify`);
    await expect
      .poll(() => badge.evaluate((element) => element.shadowRoot?.querySelector('a')?.href ?? null), { timeout: 10_000 })
      .toBe(`${siteUrl}/en/verify?certificate=GFT-DEMO-VALID`);
    expect(await previewRegion(page, 'en').innerText()).not.toMatch(/localhost|127\.0\.0\.1/);
  });

  it("the impact page's share link and the profile's address and badge code name the configured origin, no address of this computer but the API's", async () => {
    const { page } = await browser.open('about:blank');
    const customer = await customerWithCertificate(page, browser.apiUrl, { delayMs: 0, name: 'Öffentliche Wirkung', prefix: 'impact-origin' });
    const name = `origin-${Date.now().toString(36)}`;
    const edited = await fetch(`${browser.apiUrl}/impact/edit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', lt: customer.token },
      body: JSON.stringify({ enabled: true, name }),
    });
    expect(edited.status).toBe(200);
    const address = `${siteUrl}/en/impact/${name}`;
    const webHost = new URL(web.url).host;
    await cookiesChosen(page, web.url);
    await page.goto(new URL('/en/dashboard/profile', web.url).href);
    const card = page.getByRole('region', { name: 'Public impact page' });
    await expect.poll(() => card.getByRole('link', { name: address, exact: true }).getAttribute('href')).toBe(address);
    const badgeCode = card.getByRole('region', { name: 'Show a certificate on your website' }).locator('pre');
    await expect.poll(() => badgeCode.textContent()).toContain(`src="${siteUrl}/widgets/`);
    expect(await badgeCode.textContent()).toContain(`verify-url="${address}"`);
    // Only the API is this computer's (the tests' sandbox): the badge's note names it, and nothing names the portal's.
    expect(await page.getByRole('main').innerText()).not.toContain(webHost);
    expect(await card.getByText(/^Local sandbox/).count()).toBe(0);

    await page.goto(new URL(`/en/impact/${name}`, web.url).href);
    const share = page.getByRole('region', { name: 'Share this page' });
    await expect.poll(() => share.locator('code').textContent()).toBe(address);
    expect(await page.getByRole('main').innerText()).not.toMatch(/localhost|127\.0\.0\.1/);
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
