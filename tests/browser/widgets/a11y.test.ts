import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { setupBrowser } from '../support/browser';

import {
  axeViolations,
  fillMeetingForest,
  fillMeetingYou,
  meetingLabels,
  meetingSlots,
  nextWeekday,
  pickMeetingDay,
  ready,
  recordEvents,
  uniqueEmail,
} from '../support/widgets';
import { clearFaults, injectFault } from '../support/faults';
import { mailedField } from '#tests/helpers/mailbox';

const browser = setupBrowser();

const text = {
  de: {
    failed: 'Ihre Nachricht an unseren Support konnte nicht gesendet werden',
    verify: 'Prüfen',
    certificateId: 'Zertifikats-ID',
    lead: 'Anmelden',
    contact: 'Nachricht senden',
    meeting: 'Termin anfragen',
    code: 'Code aus der E-Mail',
    confirm: 'Bestätigen',
    first: 'Vorname',
    last: 'Nachname',
    email: 'E-Mail-Adresse',
    message: 'Ihre Nachricht',
    name: 'Name',
    country: 'Land',
    city: 'Ort',
    consent: /Ich stimme zu/,
    leadFailed: 'Ihre Anmeldung konnte nicht gesendet werden',
    next: 'Weiter',
    retry: 'Erneut versuchen',
  },
  en: {
    failed: 'Failed to send email to our support, try again!',
    verify: 'Verify',
    certificateId: 'Certificate ID',
    lead: 'Register',
    contact: 'Send message',
    meeting: 'Request meeting',
    code: 'Code from the e-mail',
    confirm: 'Confirm',
    first: 'First name',
    last: 'Last name',
    email: 'E-mail address',
    message: 'Your message',
    name: 'Name',
    country: 'Country',
    city: 'City',
    consent: /I agree that my data/,
    leadFailed: 'Your registration could not be sent',
    next: 'Next',
    retry: 'Try again',
  },
} as const;

async function openDemo(language: 'de' | 'en') {
  const opened = await browser.open('about:blank');
  await recordEvents(opened.page);
  await opened.page.goto(new URL('/demo/', browser.webUrl).href);
  for (const tag of ['gft-certificate-verify', 'gft-token-lead', 'gft-contact-form', 'gft-forest-meeting']) await ready(opened.page, tag);
  if (language === 'en') await opened.page.getByRole('button', { name: 'English' }).click();
  return opened;
}

/** Scans one widget in its current state; collects violations under a readable state name. */
async function scan(page: Page, tag: string, state: string, found: Record<string, string[]>) {
  const violations = await axeViolations(page, tag);
  if (violations.length) found[`${tag} ${state}`] = violations;
}

/** Scans the untouched form, then sends it empty and scans the required-field errors. */
async function scanInitialAndErrors(page: Page, tag: string, button: string, found: Record<string, string[]>) {
  await scan(page, tag, 'initial', found);
  await page.locator(tag).getByRole('button', { name: button }).click();
  await expect.poll(() => page.locator(tag).getByRole('alert').count()).toBe(1);
  await scan(page, tag, 'errors', found);
}

/** Sends a filled form once against a 500 (the failure state), then again (the success state), scanning both. */
async function scanFailureThenSuccess(page: Page, tag: string, send: { button: string; path: string; failed: string }, found: Record<string, string[]>) {
  const widget = page.locator(tag);
  await injectFault(page, send.path, '500');
  await widget.getByRole('button', { name: send.button }).click();
  await expect.poll(() => widget.getByRole('alert').textContent()).toContain(send.failed);
  await scan(page, tag, 'failure', found);
  await clearFaults(page);
  await widget.getByRole('button', { name: send.button }).click();
  await expect.poll(() => widget.getByRole('status').count()).toBe(1);
  await scan(page, tag, 'success', found);
}

describe('the scan itself', () => {
  it('sees inside the shadow roots: a planted unlabelled field is a violation', async () => {
    const { page } = await openDemo('de');
    await page
      .locator('gft-contact-form')
      .evaluate((host) => host.shadowRoot?.querySelector('form')?.append(Object.assign(document.createElement('input'), { type: 'text' })));
    expect((await axeViolations(page, 'gft-contact-form')).join('\n')).toMatch(/^label: /m);
  });
});

describe.each(['de', 'en'] as const)('axe-core, WCAG 2.2 AA, every widget state (%s)', (language) => {
  const t = text[language];

  it('certificate verification: empty, errors, and each outcome', async () => {
    const { page } = await openDemo(language);
    const widget = page.locator('gft-certificate-verify');
    const found: Record<string, string[]> = {};
    await scanInitialAndErrors(page, 'gft-certificate-verify', t.verify, found);
    const outcomes = { 'GFT-DEMO-VALID': 'valid', 'GFT-DEMO-EXPIRED': 'expired', 'GFT-DEMO-PENDING': 'pending', 'GFT-NOT-THERE': 'not_found' };
    for (const [id, outcome] of Object.entries(outcomes)) {
      await widget.getByLabel(t.certificateId).fill(id);
      await widget.getByRole('button', { name: t.verify }).click();
      // This ID's own outcome, not the one still shown from the ID before.
      await expect.poll(() => widget.locator(`[part="result"].gft-result--${outcome}`).count()).toBe(1);
      await scan(page, 'gft-certificate-verify', id, found);
    }
    expect(found).toEqual({});
  });

  it('an element without a usable API address: the "form unavailable" message', async () => {
    const { page } = await openDemo(language);
    await page.evaluate((lang) => {
      const element = Object.assign(document.createElement('gft-contact-form'), { id: 'unconfigured' });
      element.setAttribute('api-base', 'javascript:alert(1)');
      element.setAttribute('lang', lang);
      document.body.append(element);
    }, language);
    await expect.poll(() => page.locator('#unconfigured').getByRole('alert').count()).toBe(1);
    expect(await axeViolations(page, '#unconfigured')).toEqual([]);
  });

  it('token lead: empty, errors, failure, success', async () => {
    const { page } = await openDemo(language);
    const widget = page.locator('gft-token-lead');
    const found: Record<string, string[]> = {};
    await expect.poll(() => widget.getByLabel(t.country).locator('option').count()).toBeGreaterThan(200);
    await scanInitialAndErrors(page, 'gft-token-lead', t.lead, found);
    await widget.getByLabel(t.name, { exact: true }).fill('Ada');
    await widget.getByLabel(t.email).fill(uniqueEmail('a11y-lead'));
    await widget.getByLabel(t.country).selectOption('AT');
    await widget.getByLabel(t.city).fill('Wien');
    await widget.getByLabel(t.consent).check();
    await scanFailureThenSuccess(page, 'gft-token-lead', { button: t.lead, path: '/lead/submit', failed: t.leadFailed }, found);
    expect(found).toEqual({});
  });

  it('contact: empty, errors, failure, success', async () => {
    const { page } = await openDemo(language);
    const widget = page.locator('gft-contact-form');
    const found: Record<string, string[]> = {};
    await scanInitialAndErrors(page, 'gft-contact-form', t.contact, found);
    await widget.getByLabel(t.first).fill('Ada');
    await widget.getByLabel(t.last).fill('Lovelace');
    await widget.getByLabel(t.email).fill(uniqueEmail('a11y-contact'));
    await widget.getByLabel(t.message).fill('Hello');
    await scanFailureThenSuccess(page, 'gft-contact-form', { button: t.contact, path: '/support/sendEmail', failed: t.failed }, found);
    expect(found).toEqual({});
  });

  it('meeting: empty, errors, times failing to load, code step with an error, thank-you step', async () => {
    const { page } = await openDemo(language);
    const widget = page.locator('gft-forest-meeting');
    const found: Record<string, string[]> = {};
    await scanInitialAndErrors(page, 'gft-forest-meeting', t.next, found);
    const email = uniqueEmail('a11y-owner');
    await fillMeetingYou(widget, email, language);
    await scan(page, 'gft-forest-meeting', 'forest step', found);
    await fillMeetingForest(widget, language);
    await scan(page, 'gft-forest-meeting', 'meeting step', found);
    await widget.getByRole('button', { name: t.meeting }).click();
    await expect.poll(() => widget.getByRole('alert').count()).toBe(1);
    await scan(page, 'gft-forest-meeting', 'meeting step errors', found);
    await injectFault(page, '/meeting/valid-time/get', '500');
    await pickMeetingDay(widget, nextWeekday(6), language);
    await expect.poll(() => widget.getByRole('button', { name: t.retry }).count()).toBe(1);
    await scan(page, 'gft-forest-meeting', 'times failed to load', found);
    await clearFaults(page);
    await widget.getByRole('button', { name: t.retry }).click();
    await (await meetingSlots(widget)).first().check();
    await widget.getByLabel(meetingLabels[language].consent).check();
    await scan(page, 'gft-forest-meeting', 'filled', found);
    await widget.getByRole('button', { name: t.meeting }).click();
    await expect.poll(() => widget.getByLabel(t.code).count()).toBe(1);
    await scan(page, 'gft-forest-meeting', 'code', found);
    await widget.getByRole('button', { name: t.confirm }).click();
    await expect.poll(() => widget.getByRole('alert').count()).toBe(1);
    await scan(page, 'gft-forest-meeting', 'code errors', found);
    await widget.getByLabel(t.code).fill(await mailedField(browser.apiUrl, email, 'code'));
    await widget.getByRole('button', { name: t.confirm }).click();
    await expect.poll(() => widget.getByRole('status').count()).toBe(1);
    await scan(page, 'gft-forest-meeting', 'thanks', found);
    expect(found).toEqual({});
  });
});
