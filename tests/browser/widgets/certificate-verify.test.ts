import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { holdBack } from '../support/answers';
import { setupBrowser } from '../support/browser';
import { axeAtWidths, cspViolations, events, ready, recordEvents } from '../support/widgets';
import { injectFault } from '../support/faults';

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
    ['GFT-DEMO-EXPIRED', 'expired', 'Certificate expired', 'Lärchenfeld Holzbau GmbH'],
    ['GFT-DEMO-PENDING', 'pending', 'Certificate under review', null],
    ['GFT-NO-SUCH-ID', 'not_found', 'Certificate not found', null],
  ])('shows the outcome of %s in clear words and raises gft-success', async (id, outcome, heading, holder) => {
    const { page, problems } = await openPartnerPage();
    const widget = page.locator('gft-certificate-verify');
    await widget.getByLabel('Certificate ID').fill(id);
    await widget.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => widget.getByRole('heading', { name: heading }).count()).toBe(1);
    // This ID's own outcome, not one still shown from before: then axe on it, at a phone's and a desktop's width.
    await expect.poll(() => widget.locator(`[part="result"].gft-result--${outcome}`).count()).toBe(1);
    expect(await axeAtWidths(page, { scope: 'gft-certificate-verify' })).toEqual([]);
    if (holder) {
      await expect.poll(() => widget.getByText(holder).count()).toBeGreaterThan(0);
      expect(await widget.getByRole('link', { name: /public blockchain register/, includeHidden: true }).getAttribute('href')).toMatch(
        /\/dev\/register\/0x[0-9a-f]{64}$/,
      );
      expect(await widget.getByRole('table', { name: 'Supported forests' }).getByRole('row').count()).toBe(2);
    }
    const success = (await events(page)).filter((event) => event.type === 'gft-success');
    expect(success).toEqual([
      expect.objectContaining({ tag: 'gft-certificate-verify', detail: expect.objectContaining({ widget: 'certificate-verify', outcome, certificateId: id }) }),
    ]);
    expect(problems).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
  });

  it('verifies at once an ID from the page URL (?certificate=ID)', async () => {
    const { page } = await openPartnerPage('?certificate=GFT-DEMO-VALID');
    const widget = page.locator('gft-certificate-verify');
    await expect.poll(() => widget.getByRole('heading', { name: 'Certificate verified' }).count()).toBe(1);
    expect(await widget.getByLabel('Certificate ID').inputValue()).toBe('GFT-DEMO-VALID');
  });

  it('a valid outcome says who issued it and when, how to check it on the public register, and states facts, no share covered', async () => {
    const { page } = await openPartnerPage('?certificate=GFT-DEMO-VALID');
    const widget = page.locator('gft-certificate-verify');
    const result = widget.locator('[part="result"]');
    await expect.poll(() => widget.getByRole('heading', { name: 'Certificate verified' }).count()).toBe(1);
    const text = (await result.textContent()) ?? '';
    expect(text).toMatch(/This certificate is valid: issued on [A-Z][a-z]{2} \d{1,2}, \d{4} by greenfee GmbH, Berlin, recorded on the public register\./);
    expect(text).toContain('open “Technical proof” below: it holds the transaction ID and the link to its transaction');
    // The 0x… transaction ID and the register's link are proof for whoever checks, behind "Technical proof": a visitor
    // reads no raw hash, and "blockchain" only once it is opened.
    const visible = () => result.innerText();
    expect(await visible()).not.toMatch(/0x[0-9a-f]{8}|blockchain/i);
    const proof = result.locator('details[part="proof"]');
    expect(await proof.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
    await proof.getByText('Technical proof: transaction ID and public register', { exact: true }).click();
    await expect.poll(visible).toMatch(/Transaction ID\s+0x[0-9a-f]{64}/);
    expect(await proof.getByRole('link', { name: /View the transaction in the public blockchain register/ }).isVisible()).toBe(true);
    const rows = await result
      .locator('dl > div')
      .evaluateAll((divs) => Object.fromEntries(divs.map((row) => [row.querySelector('dt')?.textContent ?? '', row.querySelector('dd')?.textContent ?? ''])));
    expect(rows).toMatchObject({
      'Tonnes of CO₂ assigned': expect.stringMatching(/ t \(\d+ GFT, stored in wood\)$/),
      // The emissions as what the tonnes were assigned to, after them: never a figure of their own (issue 41).
      'Assigned to': expect.stringMatching(/^the reported emissions of [\d.]+ t CO₂ of the project “.+”$/),
      'Storage period': 'Each forest’s stock of wood is secured by contract for at least 15 years.',
    });
    expect(Object.keys(rows)).not.toContain('CO₂ emissions reported');
    expect(text).toContain('This certificate confirms tonnes assigned; it does not cancel emissions.');
    // Facts only (Directive (EU) 2024/825): nothing "covered", "fully compensated" or "neutral".
    expect(text).not.toMatch(/covered|fully compensated|neutral|%/i);
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
    expect(await axeAtWidths(page, { scope: 'gft-certificate-verify' })).toEqual([]);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/certificate/validate') && request.method() === 'POST') requests.push(request.url());
    });
    // The answer waits until the five presses are done: a delay of fixed length could end between two presses on a
    // busy machine, and the press after it would rightly send a second request (one CI run under load saw that).
    const release = await holdBack(page, '**/certificate/validate');
    await widget.getByLabel('Certificate ID').fill('GFT-DEMO-VALID');
    const button = widget.getByRole('button', { name: /Verify|Checking/ });
    // force: press like a person does, without waiting for the busy button (aria-disabled) to come back.
    for (let press = 0; press < 5; press += 1) await button.click({ force: true });
    expect(await widget.getByRole('button', { name: 'Checking …' }).count()).toBe(1);
    release();
    await page.unroute('**/certificate/validate');
    await expect.poll(() => widget.getByRole('heading', { name: 'Certificate verified' }).count(), { timeout: 10_000 }).toBe(1);
    expect(requests).toHaveLength(1);
    await injectFault(page, '/certificate/validate', '500');
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
    expect(await axeAtWidths(page, { scope: '#broken' })).toEqual([]);
    // The event comes from an effect, which runs after the paint that shows the alert: wait for it too.
    await expect.poll(async () => (await events(page)).some((event) => event.type === 'gft-error' && event.detail.kind === 'CONFIG_ERROR')).toBe(true);
  });
});

describe('<gft-certificate-verify> verifying at once', () => {
  /** Where the host page's focus is: an element of the page, or the element inside a widget's shadow root. */
  const focused = (page: Page) =>
    page.evaluate(() => {
      const active = document.activeElement;
      const inner = active?.shadowRoot?.activeElement;
      return { host: active?.id || active?.localName, inner: inner?.localName ?? null, scrollY: window.scrollY };
    });

  it('with certificate-id announces the outcome but leaves the host page focus and scroll alone, until the visitor submits', async () => {
    const { page, problems } = await openPartnerPage();
    await page.evaluate(() => {
      const search = document.createElement('input');
      search.id = 'host-search';
      search.setAttribute('aria-label', 'Search this site');
      document.querySelector('main')?.prepend(search);
      const spacer = document.createElement('div');
      spacer.style.height = '2000px';
      const element = document.createElement('gft-certificate-verify');
      element.id = 'below';
      element.setAttribute('certificate-id', 'GFT-DEMO-EXPIRED');
      search.focus();
      document.body.append(spacer, element);
    });
    const widget = page.locator('#below');
    await expect.poll(() => verifySuccesses(page)).toBe(1);
    // Announced: the outcome sits in the live region.
    expect(await widget.locator('[aria-live="polite"]').getByRole('heading', { name: 'Certificate expired' }).count()).toBe(1);
    await page.waitForTimeout(200);
    expect(await focused(page)).toEqual({ host: 'host-search', inner: null, scrollY: 0 });

    await widget.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => verifySuccesses(page)).toBe(2);
    await expect.poll(async () => (await focused(page)).inner).toBe('div');
    expect(await widget.locator('[part="result"]').evaluate((result) => (result.getRootNode() as ShadowRoot).activeElement === result)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('with ?certificate= announces a failure in its alert but leaves the focus and scroll alone', async () => {
    const opened = await browser.open('about:blank', { viewport: { width: 375, height: 300 } });
    await injectFault(opened.page, '/certificate/validate', 'network');
    await recordEvents(opened.page);
    await opened.page.goto(new URL('/demo/partner.html?certificate=GFT-DEMO-VALID', browser.webUrl).href);
    const widget = opened.page.locator('gft-certificate-verify');
    await expect.poll(() => widget.getByRole('alert').textContent()).toContain('Failed to connect to server');
    await opened.page.waitForTimeout(200);
    expect(await focused(opened.page)).toEqual({ host: 'body', inner: null, scrollY: 0 });

    // The visitor's own submit moves focus to its failure.
    await injectFault(opened.page, '/certificate/validate', 'network');
    await widget.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(async () => (await focused(opened.page)).inner).toBe('div');
    expect(await widget.getByRole('alert').evaluate((alert) => (alert.getRootNode() as ShadowRoot).activeElement === alert)).toBe(true);
  });
});

const verifySuccesses = async (page: Page) =>
  (await events(page)).filter((event) => event.type === 'gft-success' && event.tag === 'gft-certificate-verify').length;
