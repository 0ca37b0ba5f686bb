import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { setupBrowser } from '../support/browser';

import { uniqueEmail } from '../support/widgets';

import { createAccountAt, fillSignUpDetails } from '../support/accounts';
import { mailedField } from '#tests/helpers/mailbox';

const browser = setupBrowser();
const url = (path: string) => new URL(path, browser.webUrl).href;
const pathOf = (page: Page) => new URL(page.url()).pathname;
const alertText = (page: Page) => page.getByRole('main').getByRole('alert').first().textContent();
const stepHeading = (page: Page) => page.getByRole('heading', { level: 2 }).first().textContent();

async function open(path: string) {
  const opened = await browser.open(path);
  await expect.poll(() => opened.page.getByRole('heading', { level: 1 }).count(), { timeout: 10_000 }).toBe(1);
  return opened;
}

describe('sign-up', () => {
  it('the terms checkbox links the terms and the privacy notice, in new tabs, in both languages', async () => {
    const { page } = await open('/auth/sign-up?step=details');
    const terms = page.getByRole('link', { name: /Allgemeine Geschäftsbedingungen lesen/ });
    expect(await terms.getAttribute('href')).toBe('https://greenfee.example/terms');
    expect(await terms.getAttribute('target')).toBe('_blank');
    expect(await terms.textContent()).toContain('öffnet in einem neuen Tab');
    expect(await page.getByRole('link', { name: /Datenschutzhinweise lesen/ }).getAttribute('href')).toBe('/privacy-policy');
    const checkbox = page.getByLabel(/Allgemeinen Geschäftsbedingungen/);
    const hint = await checkbox.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${hint}"]`).getByRole('link').count()).toBe(2);
    await page.goto(url('/en/auth/sign-up?step=details'));
    expect(await page.getByRole('link', { name: /Read the terms and conditions/ }).getAttribute('href')).toBe('https://greenfee.example/terms');
    expect(await page.getByRole('link', { name: /Read the privacy notice/ }).getAttribute('href')).toBe('/en/privacy-policy');
  });

  it("the browser's Back goes to the previous step and Forward returns, keeping what was typed", async () => {
    const { page } = await open('/auth/sign-up');
    const email = uniqueEmail('history');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect.poll(() => stepHeading(page)).toContain('Schritt 2 von 4');
    await fillSignUpDetails(page, email);
    await page.goBack();
    await expect.poll(() => stepHeading(page)).toContain('Schritt 1 von 4');
    expect(pathOf(page)).toBe('/auth/sign-up');
    await page.goForward();
    await expect.poll(() => stepHeading(page)).toContain('Schritt 2 von 4');
    expect(await page.getByLabel('Ort', { exact: true }).inputValue()).toBe('Linz');
    await page.getByRole('button', { name: 'Konto anlegen' }).click();
    await expect.poll(() => stepHeading(page), { timeout: 10_000 }).toContain('Schritt 3 von 4');
    // A reload resumes the code step.
    await page.reload();
    await expect.poll(() => stepHeading(page), { timeout: 10_000 }).toContain('Schritt 3 von 4');
    await page.goBack();
    await expect.poll(() => stepHeading(page)).toContain('Schritt 2 von 4');
    expect(pathOf(page)).toBe('/auth/sign-up');
  });

  it('says "The code is not valid" in English for a wrong code, and no longer once a new code was sent', async () => {
    const { page } = await open('/auth/sign-up');
    const email = uniqueEmail('stale-code');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await fillSignUpDetails(page, email);
    await page.getByRole('banner').getByRole('link', { name: 'This page in English' }).click();
    await page.getByRole('button', { name: 'Create the account' }).click();
    const first = await mailedField(browser.apiUrl, email, 'code');
    const code = page.getByLabel('Code from the e-mail', { exact: true });
    await code.fill(first === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => alertText(page)).toContain('The code is not valid');
    expect(await page.getByText('Token not verified').count()).toBe(0);
    await page.getByRole('button', { name: 'Send a new code' }).click();
    await expect.poll(() => page.getByRole('status').last().textContent()).toContain('A new code is on its way');
    expect(await page.getByText('The code is not valid').count()).toBe(0);
    expect(await code.getAttribute('aria-invalid')).toBeNull();
  });
});

describe('login', () => {
  it('the "not confirmed, resend" notice goes once another address is typed or used', async () => {
    const { page } = await open('/auth/login');
    const email = page.getByLabel('E-Mail-Adresse', { exact: true });
    const submit = page.getByRole('main').getByRole('button', { name: 'Anmelden' });
    await email.fill('unverified@greenfee.example');
    await page.getByLabel('Passwort', { exact: true }).fill('Demo-Passw0rd!');
    await submit.click();
    const resend = page.getByRole('button', { name: 'E-Mail erneut senden' });
    await expect.poll(() => resend.count()).toBe(1);
    await email.fill('demo@greenfee.example');
    expect(await resend.count()).toBe(0);
    expect(await page.getByText('Ihre E-Mail-Adresse ist noch nicht bestätigt').count()).toBe(0);
    // Back to the unconfirmed address: the notice applies again; a login with another one ends it.
    await email.fill('unverified@greenfee.example');
    await expect.poll(() => resend.count()).toBe(1);
    await email.fill('demo@greenfee.example');
    await page.getByLabel('Passwort', { exact: true }).fill('not-the-password');
    await submit.click();
    await expect.poll(() => alertText(page)).toContain('Falsche Zugangsdaten');
    expect(await resend.count()).toBe(0);
  });
});

describe('reset password', () => {
  it('takes the mailed password pasted with spaces around it', async () => {
    const address = uniqueEmail('paste');
    await createAccountAt(browser.apiUrl, address);
    const forgot = await fetch(`${browser.apiUrl}/auth/forgotPassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: address }),
    });
    expect(forgot.status).toBe(200);
    const mailed = await mailedField(browser.apiUrl, address, 'password');
    const { page } = await open(`/auth/reset-password?email=${encodeURIComponent(address)}`);
    await page.getByLabel('Passwort aus der E-Mail', { exact: true }).fill(`  ${mailed}\t `);
    await page.getByLabel('Neues Passwort', { exact: true }).fill('Eigenes-Passw0rt');
    await page.getByLabel('Passwort wiederholen', { exact: true }).fill('Eigenes-Passw0rt');
    await page.getByRole('button', { name: 'Neues Passwort speichern' }).click();
    await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe('/dashboard');
  });
});
