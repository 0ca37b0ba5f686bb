import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { storageKeys } from '#shared/storage/keys';

import { setupBrowser } from '../support/browser';

import { fillMeeting, uniqueEmail } from '../support/widgets';
import { clearFaults, injectFault } from '../support/faults';

import { createAccountAt, loginAs } from '../support/accounts';
import { mailedField } from '#tests/helpers/mailbox';

const browser = setupBrowser();
const url = (path: string) => new URL(path, browser.webUrl).href;
const path = (page: Page) => new URL(page.url()).pathname;
const post = (route: string, body: object, headers: Record<string, string> = {}) =>
  fetch(`${browser.apiUrl}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

async function logOutThroughMenu(page: Page) {
  await page.goto(url('/dashboard'));
  await page.getByRole('button', { name: /Kontomenü/ }).click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect.poll(() => path(page)).toBe('/auth/login');
  await expect.poll(() => page.getByText('Sie wurden abgemeldet.').count()).toBe(1);
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.sessionToken.name)).toBeNull();
}

const profileStatus = async (token: string) => (await fetch(`${browser.apiUrl}/profile/get`, { headers: { lt: token } })).status;

describe('logging out', () => {
  it('ends the session at the server: the token no longer works', async () => {
    const { page } = await browser.open('about:blank');
    const email = uniqueEmail('logout');
    await createAccountAt(browser.apiUrl, email);
    const { token } = await loginAs(page, browser.apiUrl, email, 'Start-Passw0rd');
    expect(await profileStatus(token)).toBe(200);
    await logOutThroughMenu(page);
    await expect.poll(() => profileStatus(token)).toBe(401);
  });

  it('logs out here even when the logout call fails', async () => {
    const { page } = await browser.open('about:blank');
    const email = uniqueEmail('logout-offline');
    await createAccountAt(browser.apiUrl, email);
    await loginAs(page, browser.apiUrl, email, 'Start-Passw0rd');
    await injectFault(page, '/auth/logout', 'network');
    try {
      await logOutThroughMenu(page);
      await page.goto(url('/dashboard'));
      await expect.poll(() => path(page)).toBe('/auth/login');
    } finally {
      await clearFaults(page);
    }
  });
});

describe('codes cannot be guessed', () => {
  it('the sign-up code step says the code is spent after five wrong codes; a new code works', async () => {
    const { page } = await browser.open('/auth/sign-up');
    const email = uniqueEmail('spent');
    // The details through the API, then the code step of the page (the sign-up resumes there from the link of the login page).
    expect(
      (
        await post('/auth/register', {
          name: 'Sina',
          surname: 'Sicher',
          street: 'Weg',
          houseNumber: '1',
          zipCode: '1010',
          city: 'Wien',
          country: 'AT',
          email,
          password: 'Start-Passw0rd',
          confirmPassword: 'Start-Passw0rd',
          termsAgreement: true,
        })
      ).status,
    ).toBe(200);
    const code = await mailedField(browser.apiUrl, email, 'code');
    await page.goto(url(`/auth/sign-up?step=verify&email=${encodeURIComponent(email)}`));
    const field = page.getByLabel('Code aus der E-Mail', { exact: true });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await field.fill(wrongCode(code));
      await page.getByRole('button', { name: 'Bestätigen' }).click();
      await expect.poll(() => page.getByRole('alert').first().textContent()).toContain(attempt < 5 ? 'Der Code ist nicht gültig' : 'zu oft falsch eingegeben');
    }
    // At the code field itself, and the right code no longer helps.
    expect(await field.getAttribute('aria-describedby')).toBeTruthy();
    expect(await page.locator(`#${(await field.getAttribute('aria-describedby'))?.split(' ').find((id) => id.endsWith('-error'))}`).textContent()).toContain(
      'Bitte fordern Sie einen neuen Code an',
    );
    await field.fill(code);
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('zu oft falsch eingegeben');
    await page.getByRole('button', { name: 'Neuen Code senden' }).click();
    await expect
      .poll(
        async () =>
          (await mailedField(browser.apiUrl, email, 'code')) !== code ||
          ((await (await fetch(`${browser.apiUrl}/dev/mailbox?to=${email}`)).json()) as { messages: unknown[] }).messages.length === 2,
      )
      .toBe(true);
    await field.fill(await mailedField(browser.apiUrl, email, 'code'));
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await expect.poll(() => page.getByText('Ihr Konto ist bereit').count()).toBe(1);
  });

  it('the meeting code step (English) says the code is spent after five wrong codes', async () => {
    const { page } = await browser.open('/en/forest-owners/meeting');
    const form = page.getByRole('main');
    const email = uniqueEmail('owner-spent');
    await fillMeeting(form, email, 'en');
    await form.getByRole('button', { name: 'Request meeting' }).click();
    await expect.poll(() => form.getByRole('heading', { name: 'Confirm your e-mail address' }).count(), { timeout: 10_000 }).toBe(1);
    const code = await mailedField(browser.apiUrl, email, 'code');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await form.getByLabel('Code from the e-mail').fill(wrongCode(code));
      await form.getByRole('button', { name: 'Confirm' }).click();
      if (attempt < 5) await expect.poll(() => form.getByRole('alert').first().textContent()).toContain('The code is not valid');
    }
    await expect
      .poll(() => form.getByRole('alert').first().textContent())
      .toContain('This code was entered wrongly too often and no longer works. Please request a new code.');
  });
});

describe('login throttling', () => {
  it('after five failed logins the page says how many minutes to wait, in both languages', async () => {
    const email = uniqueEmail('throttle');
    await createAccountAt(browser.apiUrl, email);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await post('/auth/login', { email, password: 'not-the-password' })).status).toBe(401);
    const { page } = await browser.open('/en/auth/login');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Start-Passw0rd');
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toMatch(/^Too many failed logins\. Try again in 1[45] minutes\.$/);
    expect(path(page)).toBe('/en/auth/login');
    await page.goto(url('/auth/login'));
    await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(email);
    await page.getByLabel('Passwort', { exact: true }).fill('Start-Passw0rd');
    await page.getByRole('main').getByRole('button', { name: 'Anmelden' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toMatch(/Bitte versuchen Sie es in 1[45] Minuten erneut\.$/);
  });
});

describe('the way back after a login', () => {
  it('refuses a next with a control character (it would become //evil.example) and goes to the dashboard', async () => {
    const { page, problems } = await browser.open('/auth/login?next=/%09/evil.example');
    await page.getByLabel('E-Mail-Adresse', { exact: true }).fill('demo@greenfee.example');
    await page.getByLabel('Passwort', { exact: true }).fill('Demo-Passw0rd!');
    await page.getByRole('main').getByRole('button', { name: 'Anmelden' }).click();
    await expect.poll(() => page.url()).toBe(url('/dashboard'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count(), { timeout: 10_000 }).toBe(1);
    expect(problems).toEqual([]);
  });
});
