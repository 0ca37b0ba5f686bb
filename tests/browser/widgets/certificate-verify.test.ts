import { describe, expect, it } from 'vitest';
import { setupBrowser } from '../browser';
import { cspViolations, events, injectFault, ready, recordEvents } from './helpers';

const browser = setupBrowser();

async function openPartnerPage(query = '') {
  const opened = await browser.open(`about:blank`);
  await recordEvents(opened.page);
  await opened.page.goto(new URL(`/demo/partner.html${query}`, browser.webUrl).href);
  await ready(opened.page, 'gft-certificate-verify');
  return opened;
}

describe('<gft-certificate-verify>', () => {
  it.each([
    ['GFT-DEMO-VALID', 'valid', 'Certificate verified', 'Dana Demo'],
    ['GFT-DEMO-EXPIRED', 'expired', 'Certificate expired', 'Example Timber GmbH (sandbox)'],
    ['GFT-DEMO-PENDING', 'pending', 'Certificate under review', null],
    ['GFT-NO-SUCH-ID', 'not_found', 'Certificate not found', null],
  ])('shows the outcome of %s in clear words and raises gft-success', async (id, outcome, heading, holder) => {
    const { page, problems } = await openPartnerPage();
    const widget = page.locator('gft-certificate-verify');
    await widget.getByLabel('Certificate ID').fill(id);
    await widget.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => widget.getByRole('heading', { name: heading }).count()).toBe(1);
    if (holder) {
      await expect.poll(() => widget.getByText(holder).count()).toBeGreaterThan(0);
      expect(await widget.getByRole('link', { name: /public blockchain register/ }).getAttribute('href')).toMatch(/\/dev\/register\/0x[0-9a-f]{64}$/);
      expect(await widget.getByRole('table', { name: 'Supported forests' }).getByRole('row').count()).toBe(2);
    }
    const success = (await events(page)).filter((event) => event.type === 'gft-success');
    expect(success).toEqual([expect.objectContaining({ tag: 'gft-certificate-verify', detail: expect.objectContaining({ widget: 'certificate-verify', outcome, certificateId: id }) })]);
    expect(problems).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
  });

  it('verifies at once an ID from the page URL (?certificate=ID)', async () => {
    const { page } = await openPartnerPage('?certificate=GFT-DEMO-VALID');
    const widget = page.locator('gft-certificate-verify');
    await expect.poll(() => widget.getByRole('heading', { name: 'Certificate verified' }).count()).toBe(1);
    expect(await widget.getByLabel('Certificate ID').inputValue()).toBe('GFT-DEMO-VALID');
  });

  it('verifies at once the certificate-id attribute, and again when it changes', async () => {
    const { page } = await openPartnerPage();
    await page.evaluate(() => {
      const element = document.createElement('gft-certificate-verify');
      element.setAttribute('certificate-id', 'GFT-DEMO-EXPIRED');
      element.id = 'second';
      document.body.append(element);
    });
    const widget = page.locator('#second');
    await expect.poll(() => widget.getByRole('heading', { name: 'Certificate expired' }).count()).toBe(1);
    await page.evaluate(() => document.querySelector('#second')?.setAttribute('certificate-id', 'GFT-DEMO-PENDING'));
    await expect.poll(() => widget.getByRole('heading', { name: 'Certificate under review' }).count()).toBe(1);
  });

  it('follows the lang attribute and, without one, the page; removing it falls back to the page', async () => {
    const { page } = await openPartnerPage();
    const widget = page.locator('gft-certificate-verify');
    expect(await widget.getByRole('heading', { level: 2 }).textContent()).toBe('Verify a certificate');
    await page.evaluate(() => document.querySelector('gft-certificate-verify')?.setAttribute('lang', 'de'));
    await expect.poll(() => widget.getByRole('heading', { level: 2 }).textContent()).toBe('Zertifikat prüfen');
    await page.evaluate(() => document.querySelector('gft-certificate-verify')?.removeAttribute('lang'));
    await expect.poll(() => widget.getByRole('heading', { level: 2 }).textContent()).toBe('Verify a certificate');
    await page.evaluate(() => {
      document.documentElement.lang = 'de';
    });
    await expect.poll(() => widget.getByRole('heading', { level: 2 }).textContent()).toBe('Zertifikat prüfen');
  });

  it('requires an ID, sends one request for five presses, and keeps the ID on a failure', async () => {
    const { page } = await openPartnerPage();
    const widget = page.locator('gft-certificate-verify');
    await widget.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => widget.getByRole('alert').textContent()).toContain('Certificate ID: This field is required');
    expect(await widget.getByLabel('Certificate ID').getAttribute('aria-invalid')).toBe('true');
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/certificate/validate') && request.method() === 'POST') requests.push(request.url());
    });
    await injectFault(browser.apiUrl, '/certificate/validate', 'timeout', { delayMs: 1500 });
    await widget.getByLabel('Certificate ID').fill('GFT-DEMO-VALID');
    const button = widget.getByRole('button', { name: /Verify|Checking/ });
    // force: press like a person does, without waiting for the busy button (aria-disabled) to come back.
    for (let press = 0; press < 5; press += 1) await button.click({ force: true });
    await expect.poll(() => widget.getByRole('heading', { name: 'Certificate verified' }).count(), { timeout: 10_000 }).toBe(1);
    expect(requests).toHaveLength(1);
    await injectFault(browser.apiUrl, '/certificate/validate', '500');
    await widget.getByLabel('Certificate ID').fill('GFT-DEMO-EXPIRED');
    await button.click();
    await expect.poll(() => widget.getByRole('alert').textContent()).toContain('Something went wrong');
    expect(await widget.getByLabel('Certificate ID').inputValue()).toBe('GFT-DEMO-EXPIRED');
    const error = (await events(page)).find((event) => event.type === 'gft-error' && event.detail.kind === 'HTTP_ERROR');
    expect(error?.detail).toMatchObject({ widget: 'certificate-verify', message: 'Something went wrong. Please try again.' });
  });

  it('says clearly when it has no API to talk to', async () => {
    const { page } = await openPartnerPage();
    await page.evaluate(() => {
      const element = document.createElement('gft-certificate-verify');
      element.setAttribute('api-base', 'not a url');
      element.id = 'broken';
      document.body.append(element);
    });
    await expect.poll(() => page.locator('#broken').getByRole('alert').textContent()).toContain('Form unavailable');
    expect((await events(page)).some((event) => event.type === 'gft-error' && event.detail.kind === 'CONFIG_ERROR')).toBe(true);
  });
});
