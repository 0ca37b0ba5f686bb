import type { Page } from 'playwright-core';
import { expect } from 'vitest';

import { storageKeys } from '#shared/storage/keys';
import { mailedField } from '#tests/helpers/mailbox';
import { uniqueEmail } from './widgets';

/** Logs in through the sandbox API and stores the session as the portal does (localStorage), before the page loads. */
export async function loginAs(page: Page, apiUrl: string, email: string, password = 'Demo-Passw0rd!'): Promise<{ token: string }> {
  const response = await fetch(`${apiUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  const answer = (await response.json()) as { user: unknown; session: { token: string } };
  await page.addInitScript(
    ({ keys, token, user }) => {
      // Once per tab: a later logout must stay a logout on the next page load.
      if (sessionStorage.getItem('test.login-applied')) return;
      sessionStorage.setItem('test.login-applied', '1');
      localStorage.setItem(keys.sessionToken.name, token);
      localStorage.setItem(keys.sessionUser.name, JSON.stringify(user));
    },
    { keys: storageKeys, token: answer.session.token, user: answer.user },
  );
  return { token: answer.session.token };
}

/** Ends every session of a user at the sandbox, as the provider would. */
export async function revokeSessions(apiUrl: string, email: string): Promise<void> {
  const response = await fetch(`${apiUrl}/dev/sessions/revoke`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(response.status).toBe(200);
}

/** Fills the sign-up details (German labels). */
export async function fillSignUpDetails(page: Page, email: string, business = false) {
  await page.getByLabel('Vorname', { exact: true }).fill('Greta');
  await page.getByLabel('Nachname', { exact: true }).fill('Grün');
  if (business) {
    await page.getByLabel('Firmenname', { exact: true }).fill('Holzbau Grün GmbH');
    await page.getByLabel('Position', { exact: true }).fill('Geschäftsführerin');
    await page.getByLabel('USt-IdNr. (UID)', { exact: true }).fill('ATU87654321');
  }
  await page.getByLabel('Straße', { exact: true }).fill('Lindenweg');
  await page.getByLabel('Hausnummer', { exact: true }).fill('4');
  await page.getByLabel('Postleitzahl', { exact: true }).fill('4040');
  await page.getByLabel('Ort', { exact: true }).fill('Linz');
  await expect.poll(() => page.getByLabel('Land', { exact: true }).locator('option').count()).toBeGreaterThan(200);
  await page.getByLabel('Land', { exact: true }).selectOption('AT');
  await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill('Waldluft-2026');
  await page.getByLabel('Passwort wiederholen', { exact: true }).fill('Waldluft-2026');
  await page.getByLabel(/Allgemeinen Geschäftsbedingungen/).check();
}

/** A business account's details at sign-up, for `createAccountAt` and `loggedInCustomer`. */
export const businessDetails = { accountType: 'business', companyName: 'Holzbau Grün GmbH', position: 'Geschäftsführerin', taxID: 'ATU87654321' };

/** A finished account through the sandbox API, without the browser (`extra`: a business account's details). */
export async function createAccountAt(apiUrl: string, email: string, password = 'Start-Passw0rd', extra: Record<string, string> = {}): Promise<void> {
  const post = (route: string, body: object) =>
    fetch(`${apiUrl}${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const registered = await post('/auth/register', {
    name: 'Paula',
    surname: 'Profil',
    street: 'Weg',
    houseNumber: '1',
    zipCode: '1010',
    city: 'Wien',
    country: 'AT',
    email,
    password,
    confirmPassword: password,
    termsAgreement: true,
    ...extra,
  });
  expect(registered.status).toBe(200);
  const code = await mailedField(apiUrl, email, 'code');
  expect((await post('/auth/verifyToken', { email, code })).status).toBe(200);
  expect((await post('/auth/finalizeRegister', { email, code })).status).toBe(200);
}

/**
 * The one customer setup of the browser tests: a new, finished account (`prefix` in its address), logged in for
 * `page` before it loads anything. The feature helpers add their own API calls for it (support/projects.ts, support/buy.ts).
 */
export async function loggedInCustomer(
  page: Page,
  apiUrl: string,
  prefix: string,
  password = 'Start-Passw0rd',
  extra: Record<string, string> = {},
): Promise<{ email: string; token: string }> {
  const email = uniqueEmail(prefix);
  await createAccountAt(apiUrl, email, password, extra);
  const { token } = await loginAs(page, apiUrl, email, password);
  return { email, token };
}
