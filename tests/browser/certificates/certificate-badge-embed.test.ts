import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { widgetReleaseSchema } from '#portal/lib/widget-release';
import { setupBrowser, copiedText } from '../support/browser';
import { axeAtWidths } from '../support/widgets';
import { loginAs } from '../support/accounts';
import { cookiesChosen, customerWithCertificate } from '../support/certificates';

const browser = setupBrowser();
const url = (path: string) => new URL(path, browser.webUrl).href;
const section = (page: Page, language: 'de' | 'en' = 'de') =>
  page.getByRole('region', { name: language === 'de' ? 'Auf Ihrer Website zeigen' : 'Show it on your website' });
const badgeName = (page: Page, language: 'de' | 'en' = 'de') =>
  section(page, language).locator('gft-certificate-badge').getByRole('link').getAttribute('aria-label');
/** The release of the widgets the web server serves (dist/widgets/release.json, written by the build). */
const release = widgetReleaseSchema.parse(JSON.parse(readFileSync(fileURLToPath(new URL('../../../dist/widgets/release.json', import.meta.url)), 'utf8')));
/**
 * The snippet a customer copies: the versioned loader from the portal's origin with its integrity (pinned, as the embed
 * builder gives it), the API, the badge of this certificate.
 */
const snippet = (id: string, attributes = '') =>
  [
    '<script type="module"',
    `  src="${url(release.path)}"`,
    `  integrity="${release.integrity}"`,
    '  crossorigin="anonymous"',
    `  data-api-base="${browser.apiUrl}"></script>`,
    '<gft-certificate-badge',
    `  certificate-id="${id}"${attributes}></gft-certificate-badge>`,
  ].join('\n');

async function readyCertificate(page: Page, language: 'de' | 'en' = 'de', name = 'Badge-Projekt') {
  const customer = await customerWithCertificate(page, browser.apiUrl, { delayMs: 0, name });
  await cookiesChosen(page, browser.webUrl);
  await page.goto(url(`${language === 'en' ? '/en' : ''}/dashboard/certificates/${customer.certificateId}`));
  await section(page, language).waitFor({ timeout: 10_000 });
  // The code names the current loader until the release (release.json) has come, then the pinned one.
  await expect.poll(() => section(page, language).locator('pre').textContent()).toContain(release.path);
  return customer;
}

describe('the certificate page offers the badge: "Show it on your website"', () => {
  it('shows the code of this certificate and the real badge; size and colours change both', async () => {
    const { page, problems } = await browser.open('about:blank');
    const { certificateId } = await readyCertificate(page);
    const region = section(page);
    expect(await region.getByText('Code für Ihre Website').count()).toBe(1);
    // The code, with its script's sha384 checksum, is closed behind its caption: a hash to check, not a text to read;
    // the copy button stays in view.
    expect(await region.locator('pre').isVisible()).toBe(false);
    expect(await region.getByRole('button', { name: 'Code kopieren' }).isVisible()).toBe(true);
    await region.getByText('Code für Ihre Website', { exact: true }).click();
    await expect.poll(() => region.locator('pre').isVisible()).toBe(true);
    expect(await region.locator('pre').textContent()).toBe(snippet(certificateId));
    // Under the code: how to word the text beside the badge, and no neutrality claim (Directive (EU) 2024/825).
    const notes = await region.locator('details.code-copy__proof ~ p').allTextContents();
    expect(notes.join(' ')).toContain('„12 t CO₂ in regionalem Holz gespeichert, für unsere Emissionen 2025“');
    expect(notes.join(' ')).toMatch(/weder .* „klimaneutral“ .* EU-Richtlinie 2024\/825/);
    // The preview is the real element from the real bundle, in the page's language.
    await expect.poll(() => badgeName(page), { timeout: 10_000 }).toMatch(/^CO₂ gespeichert 2026: 13 t, gültig, .+ – Zertifikat prüfen$/);
    const preview = region.getByRole('group', { name: 'Vorschau des Badges' });
    expect(await preview.getByRole('link').getAttribute('href')).toBe(url(`/verify?certificate=${certificateId}`));
    await region.getByLabel('Größe').selectOption('large');
    await region.getByLabel('Farben').selectOption('dark');
    expect(await region.locator('pre').textContent()).toBe(snippet(certificateId, ' size="large" theme="dark"'));
    await expect.poll(async () => (await preview.getByRole('link').boundingBox())?.width).toBe(320);
    expect(await preview.locator('gft-certificate-badge').getAttribute('theme')).toBe('dark');
    expect(problems).toEqual([]);
  });

  it('copies the code with a press, and says so', async () => {
    const { page } = await browser.open('about:blank');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: browser.webUrl });
    const { certificateId } = await readyCertificate(page, 'en', 'Copy project');
    await section(page, 'en').getByRole('button', { name: 'Copy the code' }).click();
    await expect.poll(() => section(page, 'en').getByRole('status').textContent()).toBe('Code copied');
    expect(await copiedText(page)).toBe(snippet(certificateId));
  });

  it('a refused clipboard: the code is selected and the message says how to copy it', async () => {
    const { page } = await browser.open('about:blank');
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
      });
    });
    const { certificateId } = await readyCertificate(page, 'de', 'Ohne Zwischenablage');
    await section(page).getByRole('button', { name: 'Code kopieren' }).click();
    await expect
      .poll(() => section(page).getByRole('status').textContent())
      .toBe('Kopieren war nicht möglich. Der Code ist markiert: Kopieren Sie ihn mit Strg+C (Mac: Cmd+C).');
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(snippet(certificateId));
  });

  it('the code pasted into a blank page of another origin shows the badge, linked to the verification', async () => {
    const { page } = await browser.open('about:blank');
    const { certificateId } = await readyCertificate(page, 'en', 'Pasted project');
    const code = (await section(page, 'en').locator('pre').textContent()) ?? '';
    // The customer's own site: a blank page on another origin (a local one: Chromium keeps a public origin from reaching
    // local ones, and the portal and the API are local here).
    const site = createServer((_request, response) =>
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(`<!doctype html><html lang="en"><head><title>Our site</title></head><body><h1>We compensate</h1>${code}</body></html>`),
    );
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
    expect(new URL(siteUrl).origin).not.toBe(new URL(browser.webUrl).origin);
    const customerSite = await browser.open('about:blank');
    await customerSite.page.goto(siteUrl);
    const badge = customerSite.page.locator('gft-certificate-badge').getByRole('link');
    await expect.poll(() => badge.getAttribute('aria-label'), { timeout: 10_000 }).toMatch(/^CO₂ stored 2026: 13 t, valid, .+ – Verify certificate$/);
    expect(await badge.getAttribute('href')).toBe(url(`/en/verify?certificate=${certificateId}`));
    expect(customerSite.problems).toEqual([]);
    await new Promise((resolve) => site.close(resolve));
  });

  it('is not offered for an expired certificate', async () => {
    const { page } = await browser.open('about:blank');
    await loginAs(page, browser.apiUrl, 'business@greenfee.example');
    await cookiesChosen(page, browser.webUrl);
    await page.goto(url('/dashboard/certificates/GFT-DEMO-EXPIRED'));
    await expect.poll(() => page.getByRole('main').getByRole('status').first().textContent()).toBe('Dieses Zertifikat ist abgelaufen.');
    expect(await section(page).count()).toBe(0);
  });

  it('axe finds nothing in the section, German at 375 px and English at 1280 px; it fits a phone', async () => {
    for (const language of ['de', 'en'] as const) {
      const { page } = await browser.open('about:blank');
      await readyCertificate(page, language, `A11y ${language}`);
      await expect.poll(() => badgeName(page, language), { timeout: 10_000 }).toMatch(language === 'de' ? /gültig/ : /valid/);
      const id = await section(page, language).getAttribute('aria-labelledby');
      expect(await axeAtWidths(page, { language, scope: `section[aria-labelledby="${id}"]`, sideways: true }), language).toEqual([]);
    }
  });
});
