import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from '../support/browser';
import { settle } from '../support/settle';
import { churnInOneTask, cspViolations, events, ready, recordEvents } from '../support/widgets';

const browser = setupBrowser();

/** A demo page of the web server, on another origin than the API, with every gft-* event recorded from the start. */
async function openHost(path: string) {
  const opened = await browser.open('about:blank');
  expect(new URL(browser.webUrl).origin).not.toBe(new URL(browser.apiUrl).origin);
  await recordEvents(opened.page);
  await opened.page.goto(new URL(path, browser.webUrl).href);
  await ready(opened.page, 'gft-certificate-verify');
  return opened;
}

const verifyEvents = async (page: Page, type: string) => (await events(page)).filter((event) => event.type === type && event.tag === 'gft-certificate-verify');

/** Applies a certificate and a language in the host app's form, which remounts the element with both attributes. */
async function remount(page: Page, certificateId: string, lang: 'de' | 'en') {
  await page.getByLabel('Certificate', { exact: true }).selectOption(certificateId);
  await page.getByLabel('Language', { exact: true }).selectOption(lang);
  await page.getByRole('button', { name: 'Remount with these values' }).click();
}

describe('elements that a framework creates, fills and inserts', () => {
  it('a React 19 app remounting the verification with lang and certificate-id gets the verification at once, and its gft-ready', async () => {
    const { page, problems } = await openHost('/demo/react-host.html');
    const widget = page.locator('gft-certificate-verify');
    await expect.poll(() => widget.getByRole('heading', { name: 'Zertifikat bestätigt' }).count()).toBe(1);

    await remount(page, 'GFT-DEMO-EXPIRED', 'en');
    await expect.poll(() => widget.getByRole('heading', { name: 'Certificate expired' }).count()).toBe(1);
    expect((await verifyEvents(page, 'gft-ready')).map((event) => event.detail.language)).toEqual(['de', 'en']);
    expect((await verifyEvents(page, 'gft-success')).map((event) => event.detail.certificateId)).toEqual(['GFT-DEMO-VALID', 'GFT-DEMO-EXPIRED']);

    // Hidden and shown again: a new element, with the same attributes.
    await page.getByLabel('Show the verification').uncheck();
    await expect.poll(() => widget.count()).toBe(0);
    await page.getByLabel('Show the verification').check();
    await expect.poll(() => widget.getByRole('heading', { name: 'Certificate expired' }).count()).toBe(1);
    expect(await verifyEvents(page, 'gft-ready')).toHaveLength(3);
    expect(problems).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
  });

  it('a Vue 3 app switching its v-if off and on, or remounting with new values, gets the verification at once, and its gft-ready', async () => {
    const { page, problems } = await openHost('/demo/vue-host.html');
    const widget = page.locator('gft-certificate-verify');
    await expect.poll(() => widget.getByRole('heading', { name: 'Zertifikat bestätigt' }).count()).toBe(1);

    await page.getByLabel('Show the verification').uncheck();
    await expect.poll(() => widget.count()).toBe(0);
    await page.getByLabel('Show the verification').check();
    await expect.poll(() => verifyEvents(page, 'gft-success')).toHaveLength(2);
    expect(await widget.getByRole('heading', { name: 'Zertifikat bestätigt' }).count()).toBe(1);

    await remount(page, 'GFT-DEMO-PENDING', 'en');
    await expect.poll(() => widget.getByRole('heading', { name: 'Certificate under review' }).count()).toBe(1);
    expect((await verifyEvents(page, 'gft-ready')).map((event) => event.detail.language)).toEqual(['de', 'de', 'en']);
    expect(problems).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
  });

  it('a node built with document.createElement, given its attributes, then inserted, renders and verifies once it is in the page', async () => {
    const { page, problems } = await openHost('/demo/partner.html');
    const detached = await page.evaluate(() => {
      const element = document.createElement('gft-certificate-verify');
      element.id = 'built';
      element.setAttribute('lang', 'de');
      element.setAttribute('certificate-id', 'GFT-DEMO-PENDING');
      (window as unknown as { built: Element }).built = element;
      return element.shadowRoot?.childElementCount;
    });
    // Nothing rendered while it is not in a page.
    expect(detached).toBe(0);
    await page.evaluate(() => document.body.append((window as unknown as { built: Element }).built));
    const widget = page.locator('#built');
    await expect.poll(() => widget.getByRole('heading', { name: 'Zertifikat in Prüfung' }).count()).toBe(1);
    expect(await verifyEvents(page, 'gft-ready')).toHaveLength(2);
    expect(problems).toEqual([]);
  });

  it('its attributes are properties too, as frameworks set them: a property set is the attribute, and the element follows', async () => {
    const { page, problems } = await openHost('/demo/partner.html');
    const attributes = await page.evaluate(() => {
      const element = document.createElement('gft-certificate-verify') as HTMLElement & { certificateId?: string | null; lang: string };
      element.id = 'by-property';
      element.lang = 'de';
      element.certificateId = 'GFT-DEMO-EXPIRED';
      document.body.append(element);
      return [element.getAttribute('lang'), element.getAttribute('certificate-id')];
    });
    expect(attributes).toEqual(['de', 'GFT-DEMO-EXPIRED']);
    const widget = page.locator('#by-property');
    await expect.poll(() => widget.getByRole('heading', { name: 'Zertifikat abgelaufen' }).count()).toBe(1);
    await widget.evaluate((element: HTMLElement & { certificateId?: string | null }) => {
      element.certificateId = 'GFT-DEMO-PENDING';
    });
    await expect.poll(() => widget.getByRole('heading', { name: 'Zertifikat in Prüfung' }).count()).toBe(1);
    expect(await widget.evaluate((element: HTMLElement & { certificateId?: string | null }) => element.certificateId)).toBe('GFT-DEMO-PENDING');
    await widget.evaluate((element: HTMLElement & { certificateId?: string | null }) => {
      element.certificateId = null;
    });
    expect(await widget.evaluate((element) => element.hasAttribute('certificate-id'))).toBe(false);
    expect(problems).toEqual([]);
  });

  it('an element taken out of the page and put back later renders afresh, with the attributes it has then', async () => {
    const { page, problems } = await openHost('/demo/partner.html');
    const widget = page.locator('gft-certificate-verify');
    await widget.evaluate((element) => {
      (window as unknown as { parked: Element }).parked = element;
      element.remove();
    });
    // Out for more than a task: unmounted, its shadow tree empty.
    await expect.poll(() => page.evaluate(() => (window as unknown as { parked: Element }).parked.shadowRoot?.childElementCount)).toBe(0);
    await page.evaluate(() => {
      const element = (window as unknown as { parked: Element }).parked;
      element.setAttribute('lang', 'de');
      element.setAttribute('certificate-id', 'GFT-DEMO-PENDING');
      document.querySelector('main')?.append(element);
    });
    await expect.poll(() => widget.getByRole('heading', { name: 'Zertifikat in Prüfung' }).count()).toBe(1);
    expect(await verifyEvents(page, 'gft-ready')).toHaveLength(2);
    expect(problems).toEqual([]);
  });

  it('an element inserted and removed twenty times in one task does nothing until it is in the page at the end of a task', async () => {
    const { page, problems } = await openHost('/demo/partner.html');
    const verifications: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/certificate/validate')) verifications.push(request.method());
    });
    const pendingVerified = async () => (await verifyEvents(page, 'gft-success')).filter((event) => event.detail.certificateId === 'GFT-DEMO-PENDING');
    const readyBefore = (await verifyEvents(page, 'gft-ready')).length;
    // A router tearing down at once: in and out twenty times within one task, out at its end.
    expect(await churnInOneTask(page, 'gft-certificate-verify', { lang: 'de', 'certificate-id': 'GFT-DEMO-PENDING' })).toBe(0);
    expect(await verifyEvents(page, 'gft-ready')).toHaveLength(readyBefore);
    expect(await pendingVerified()).toHaveLength(0);
    expect(verifications).toEqual([]);

    // Put into the page for good: one render, one gft-ready, one verification, one gft-success.
    await page.evaluate(() => document.body.append((window as unknown as { churned: Element }).churned));
    const widget = page.locator('#churned');
    await expect.poll(() => widget.getByRole('heading', { name: 'Zertifikat in Prüfung' }).count()).toBe(1);
    await settle(page);
    expect(await verifyEvents(page, 'gft-ready')).toHaveLength(readyBefore + 1);
    expect(await pendingVerified()).toHaveLength(1);
    expect(verifications).toEqual(['POST']);
    expect(await widget.locator('[part="root"]').count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it('an element the host moves (out and back in one task) keeps what was typed', async () => {
    const { page } = await openHost('/demo/partner.html');
    const widget = page.locator('gft-certificate-verify');
    await widget.getByLabel('Certificate ID').fill('GFT-TYPED-BEFORE-MOVE');
    await page.evaluate(() => {
      const element = document.querySelector('gft-certificate-verify');
      if (element) document.querySelector('main')?.prepend(element);
    });
    expect(await page.evaluate(() => document.querySelector('main')?.firstElementChild?.localName)).toBe('gft-certificate-verify');
    expect(await widget.getByLabel('Certificate ID').inputValue()).toBe('GFT-TYPED-BEFORE-MOVE');
    // Taken out for good, it lets go of its tree; put back later, it starts afresh.
    await page.evaluate(() => {
      const element = document.querySelector('gft-certificate-verify');
      element?.remove();
      (window as unknown as { removed: Element | null }).removed = element;
    });
    expect(await page.evaluate(() => (window as unknown as { removed: Element }).removed.shadowRoot?.childElementCount)).toBe(0);
  });
});
