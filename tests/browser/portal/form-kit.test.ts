import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from '../support/browser';
import { uniqueEmail } from '../support/widgets';
import { injectFault } from '../support/faults';
import { createAccountAt, fillSignUpDetails, loginAs } from '../support/accounts';

const browser = setupBrowser();
const url = (path: string) => new URL(path, browser.webUrl).href;

/** The error a field's input points to with aria-describedby (`…-error`), or null. */
async function fieldError(page: Page, field: Locator): Promise<string | null> {
  const errorId = (await field.getAttribute('aria-describedby'))?.split(' ').find((id) => id.endsWith('-error'));
  if (!errorId) return null;
  return page.evaluate((id) => document.getElementById(id)?.textContent ?? null, errorId);
}
const focusedIs = (field: Locator) => field.evaluate((element) => element === document.activeElement);

describe('a server answer’s field issues land at their fields', () => {
  it('sign-up: "Email already exists" at the e-mail field, linked from the focused summary', async () => {
    const email = uniqueEmail('taken');
    await createAccountAt(browser.apiUrl, email);
    const { page } = await browser.open('/auth/sign-up?step=details');
    await fillSignUpDetails(page, email);
    await page.getByRole('button', { name: 'Konto anlegen' }).click();
    const field = page.getByLabel('E-Mail-Adresse', { exact: true });
    await expect.poll(() => fieldError(page, field)).toContain('Diese E-Mail-Adresse ist bereits registriert');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    const summary = page.getByRole('main').getByRole('alert');
    expect(await focusedIs(summary)).toBe(true);
    await summary.getByRole('link', { name: /E-Mail-Adresse: Diese E-Mail-Adresse ist bereits registriert/ }).click();
    expect(await focusedIs(field)).toBe(true);
    // The other fields carry no error, and nothing typed is lost.
    expect(await page.getByLabel('Vorname', { exact: true }).getAttribute('aria-invalid')).toBeNull();
    expect(await page.getByLabel('Passwort', { exact: true }).inputValue()).toBe('Waldluft-2026');
  });

  it('profile: the sandbox refuses a business account without its company name, at that field; fixed, it saves', async () => {
    const email = uniqueEmail('company');
    await createAccountAt(browser.apiUrl, email, 'Start-Passw0rd', {
      accountType: 'business',
      companyName: 'Sägewerk Profil',
      position: 'Inhaberin',
      taxID: 'ATU12345678',
    });
    const { page } = await browser.open('about:blank');
    await loginAs(page, browser.apiUrl, email, 'Start-Passw0rd');
    await page.goto(url('/dashboard/profile'));
    const company = page.getByLabel('Firmenname', { exact: true });
    await expect.poll(() => company.inputValue(), { timeout: 10_000 }).toBe('Sägewerk Profil');
    // The contract lets the company name be empty; the sandbox, like the provider, wants it for a business.
    await company.fill('');
    await page.getByLabel('Ort', { exact: true }).fill('Graz');
    await page.getByRole('button', { name: 'Angaben speichern' }).click();
    await expect.poll(() => fieldError(page, company)).toContain('Das Profil konnte nicht aktualisiert werden');
    expect(await company.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Ort', { exact: true }).getAttribute('aria-invalid')).toBeNull();
    expect(await page.getByLabel('Ort', { exact: true }).inputValue()).toBe('Graz');
    await company.fill('Sägewerk Graz');
    await page.getByRole('button', { name: 'Angaben speichern' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Profil aktualisiert' }).count()).toBe(1);
    expect(await fieldError(page, company)).toBeNull();
  });
});

/** Counts the requests a page makes to one API path. */
function countRequests(page: Page, path: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.push(request.method());
  });
  return seen;
}

describe('a portal form sends once however often it is pressed', () => {
  it('login: five presses while the answer is slow send one request', async () => {
    const email = uniqueEmail('presses');
    await createAccountAt(browser.apiUrl, email);
    const { page } = await browser.open('/auth/login');
    await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(email);
    await page.getByLabel('Passwort', { exact: true }).fill('Start-Passw0rd');
    const requests = countRequests(page, '/auth/login');
    await injectFault(page, '/auth/login', 'timeout', { delayMs: 1500 });
    const button = page.getByRole('main').getByRole('button', { name: /Anmelden|Wird gesendet/ });
    // force: press like a person does, without waiting for the busy button (aria-disabled) to come back.
    for (let press = 0; press < 5; press += 1) await button.click({ force: true });
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/dashboard');
    expect(requests).toEqual(['POST']);
  });

  it('the deletion confirmation: five presses on "Ja, löschen" send one request', async () => {
    const email = uniqueEmail('delete-once');
    await createAccountAt(browser.apiUrl, email);
    const { page } = await browser.open('about:blank');
    await loginAs(page, browser.apiUrl, email, 'Start-Passw0rd');
    await page.goto(url('/dashboard/profile'));
    await page.getByRole('button', { name: 'Mein Konto löschen' }).click();
    const requests = countRequests(page, '/account/delete');
    await injectFault(page, '/account/delete', 'timeout', { delayMs: 1500 });
    await page.getByRole('alertdialog').getByRole('checkbox').check();
    const yes = page.getByRole('alertdialog').getByRole('button', { name: /Ja, löschen|Wird gesendet/ });
    for (let press = 0; press < 5; press += 1) await yes.click({ force: true });
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/auth/login');
    expect(requests).toEqual(['GET']);
  });
});
