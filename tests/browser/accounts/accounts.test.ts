import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { storageKeys } from '#shared/storage/keys';

import { setupBrowser } from '../support/browser';

import { axeViolations, expectAccessible, uniqueEmail } from '../support/widgets';

import { clearFaults, injectFault } from '../support/faults';

import { createAccountAt, fillSignUpDetails as fillDetails, loginAs, revokeSessions } from '../support/accounts';
import { settle } from '../support/settle';
import { mailedField } from '#tests/helpers/mailbox';

const browser = setupBrowser();
const url = (path: string) => new URL(path, browser.webUrl).href;
const path = (page: Page) => new URL(page.url()).pathname;
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const alertText = (scope: Page | Locator) => scope.getByRole('alert').first().textContent();

async function open(path: string) {
  const opened = await browser.open('about:blank');
  await opened.page.goto(url(path));
  await expect.poll(() => heading(opened.page).count(), { timeout: 10_000 }).toBe(1);
  return opened;
}

async function login(page: Page, email: string, password: string) {
  await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Anmelden' }).click();
}

describe('sign-up', () => {
  it.each([
    ['private', false, 'GG'],
    ['business', true, 'GG'],
  ] as const)('%s: type, details, the code from the mailbox, done; then login and the initials in the header', async (kind, business, initials) => {
    const { page, problems } = await open('/auth/sign-up');
    const email = uniqueEmail(`signup-${kind}`);
    expect(await page.getByRole('radio', { name: /Privat/ }).isChecked()).toBe(true);
    // Each step meets axe-core once, at the German width (the English walk: the keyboard test).
    const check = (state: string) => (business ? Promise.resolve() : expectAccessible(page, state, { language: 'de' }));
    await check('sign-up: the account type');
    if (business) await page.getByRole('radio', { name: /Geschäftlich/ }).check();
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect.poll(() => page.getByLabel('Vorname', { exact: true }).count()).toBe(1);
    await check('sign-up: the details');
    await fillDetails(page, email, business);
    // Back keeps what was typed.
    await page.getByRole('button', { name: 'Zurück' }).click();
    await page.getByRole('button', { name: 'Weiter' }).click();
    expect(await page.getByLabel('Ort', { exact: true }).inputValue()).toBe('Linz');
    await page.getByRole('button', { name: 'Konto anlegen' }).click();
    await expect.poll(() => page.getByRole('heading', { name: /Schritt 3 von 4/ }).count(), { timeout: 10_000 }).toBe(1);
    await check('sign-up: the code');
    await page.getByLabel('Code aus der E-Mail', { exact: true }).fill(await mailedField(browser.apiUrl, email, 'code'));
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await expect.poll(() => page.getByText('Ihr Konto ist bereit').count()).toBe(1);
    await check('sign-up: done');
    await page.getByRole('link', { name: 'Anmelden' }).last().click();
    await expect.poll(() => path(page)).toBe('/auth/login');
    expect(await page.getByLabel('E-Mail-Adresse', { exact: true }).inputValue()).toBe(email);
    await page.getByLabel('Passwort', { exact: true }).fill('Waldluft-2026');
    await page.getByRole('main').getByRole('button', { name: 'Anmelden' }).click();
    await expect.poll(() => path(page)).toBe('/dashboard');
    const menuButton = page.getByRole('button', { name: 'Kontomenü von Greta Grün' });
    await expect.poll(() => menuButton.textContent()).toBe(initials);
    if (business) {
      await page.goto(url('/dashboard/profile'));
      await expect.poll(() => page.getByLabel('Firmenname', { exact: true }).inputValue(), { timeout: 10_000 }).toBe('Holzbau Grün GmbH');
    }
    expect(problems).toEqual([]);
  });

  it('a reload in the middle keeps everything but the passwords', async () => {
    const { page } = await open('/auth/sign-up');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await fillDetails(page, uniqueEmail('reload'));
    await page.reload();
    await expect.poll(() => page.getByLabel('Ort', { exact: true }).count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByLabel('Ort', { exact: true }).inputValue()).toBe('Linz');
    expect(await page.getByLabel('Vorname', { exact: true }).inputValue()).toBe('Greta');
    await expect.poll(() => page.getByLabel('Land', { exact: true }).inputValue()).toBe('AT');
    expect(await page.getByLabel('Passwort', { exact: true }).inputValue()).toBe('');
    const stored = await page.evaluate((key) => sessionStorage.getItem(key) ?? '', storageKeys.signUpDraft.name);
    expect(stored).toContain('Greta');
    expect(stored).not.toContain('Waldluft');
  });

  it('says "Email already exists", "Email exists, verify please" and "Failed to Register" at the details step', async () => {
    const { page } = await open('/auth/sign-up');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await fillDetails(page, 'demo@greenfee.example');
    await page.getByRole('button', { name: 'Konto anlegen' }).click();
    await expect.poll(() => alertText(page)).toContain('E-Mail-Adresse: Diese E-Mail-Adresse ist bereits registriert');
    await expectAccessible(page, 'sign-up: the details refused', { sideways: true });
    await page.getByLabel('E-Mail-Adresse', { exact: true }).fill('unverified@greenfee.example');
    await page.getByRole('button', { name: 'Konto anlegen' }).click();
    await expect.poll(() => alertText(page)).toContain('noch nicht bestätigt');
    expect(await page.getByRole('button', { name: 'Code eingeben' }).count()).toBe(1);
    await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(uniqueEmail('fail'));
    await injectFault(page, '/auth/register', '500');
    await page.getByRole('button', { name: 'Konto anlegen' }).click();
    await expect.poll(() => alertText(page)).toContain('Registrierung fehlgeschlagen');
    expect(await page.getByLabel('Vorname', { exact: true }).inputValue()).toBe('Greta');
  });

  it('says "Token not verified", "Failed to verify token" and "Failed to finalized register" at the code step, and resends', async () => {
    const { page } = await open('/auth/sign-up');
    const email = uniqueEmail('codes');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await fillDetails(page, email);
    await page.getByRole('button', { name: 'Konto anlegen' }).click();
    const first = await mailedField(browser.apiUrl, email, 'code');
    await page.getByLabel('Code aus der E-Mail', { exact: true }).fill(first === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await expect.poll(() => alertText(page)).toContain('Der Code ist nicht gültig');
    await expectAccessible(page, 'sign-up: a wrong code', { sideways: true });
    await injectFault(page, '/auth/verifyToken', '500');
    await page.getByLabel('Code aus der E-Mail', { exact: true }).fill(first);
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await expect.poll(() => alertText(page)).toContain('Der Code konnte nicht geprüft werden');
    await injectFault(page, '/auth/finalizeRegister', '500');
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await expect.poll(() => alertText(page)).toContain('Die Registrierung konnte nicht abgeschlossen werden');
    await clearFaults(page);
    await page.getByRole('button', { name: 'Neuen Code senden' }).click();
    await expect.poll(() => page.getByRole('status').last().textContent()).toContain('Ein neuer Code ist an');
    const second = await mailedField(browser.apiUrl, email, 'code');
    await page.getByLabel('Code aus der E-Mail', { exact: true }).fill(second);
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await expect.poll(() => page.getByText('Ihr Konto ist bereit').count()).toBe(1);
  });

  it('can be completed with the keyboard alone', async () => {
    const { page } = await open('/en/auth/sign-up');
    const email = uniqueEmail('keyboard');
    const press = (key: string) => page.keyboard.press(key);
    await expectAccessible(page, 'sign-up: the account type', { language: 'en' });
    await page.getByRole('radio', { name: /Private/ }).focus();
    await press('ArrowDown');
    expect(await page.getByRole('radio', { name: /Business/ }).isChecked()).toBe(true);
    await press('ArrowUp');
    await press('Tab');
    await press('Enter');
    await expect.poll(() => page.getByLabel('First name', { exact: true }).count()).toBe(1);
    await expect.poll(() => page.getByLabel('Country', { exact: true }).locator('option').count()).toBeGreaterThan(200);
    await expectAccessible(page, 'sign-up: the details', { language: 'en' });
    await page.getByLabel('First name', { exact: true }).focus();
    for (const value of ['Kira', 'Keys', 'Keyboard Lane', '9', '1010', 'Vienna']) {
      await page.keyboard.type(value);
      await press('Tab');
    }
    // The country select, chosen by typing its name.
    await page.keyboard.type('Austria');
    expect(await page.getByLabel('Country', { exact: true }).inputValue()).toBe('AT');
    await press('Tab');
    await page.keyboard.type(email);
    await press('Tab');
    await page.keyboard.type('Keys-2026-ok');
    await press('Tab');
    await page.keyboard.type('Keys-2026-ok');
    await press('Tab');
    await press('Space');
    // The terms and the privacy notice, then Back, then the submit.
    for (const expected of [/^Read the terms and conditions/, /^Read the privacy notice/, /^Back$/]) {
      await press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(expected);
    }
    await press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Create the account');
    await press('Enter');
    await expect.poll(() => page.getByLabel('Code from the e-mail', { exact: true }).count(), { timeout: 10_000 }).toBe(1);
    await expectAccessible(page, 'sign-up: the code', { language: 'en' });
    await page.getByLabel('Code from the e-mail', { exact: true }).focus();
    await page.keyboard.type(await mailedField(browser.apiUrl, email, 'code'));
    await press('Enter');
    await expect.poll(() => page.getByText('Your account is ready').count()).toBe(1);
    await expectAccessible(page, 'sign-up: done', { language: 'en' });
  });
});

describe('login', () => {
  it('says "Wrong credentials", "User is not active", offers "resend email" for an unverified address, and "Failed to login"', async () => {
    const { page } = await open('/auth/login');
    await login(page, 'demo@greenfee.example', 'not-the-password');
    await expect.poll(() => alertText(page)).toContain('Falsche Zugangsdaten');
    await login(page, 'inactive@greenfee.example', 'Demo-Passw0rd!');
    await expect.poll(() => alertText(page)).toContain('Der Benutzer ist nicht aktiv');
    await login(page, 'unverified@greenfee.example', 'Demo-Passw0rd!');
    await expect.poll(() => alertText(page)).toContain('noch nicht bestätigt');
    await expectAccessible(page, 'login: the address not confirmed', { sideways: true });
    await page.getByRole('button', { name: 'E-Mail erneut senden' }).click();
    await expect.poll(() => page.getByText('Wir haben einen neuen Code an unverified@greenfee.example geschickt.').count()).toBe(1);
    expect(await mailedField(browser.apiUrl, 'unverified@greenfee.example', 'code')).toMatch(/^\d{6}$/);
    await injectFault(page, '/auth/login', '500');
    await login(page, 'demo@greenfee.example', 'Demo-Passw0rd!');
    await expect.poll(() => alertText(page)).toContain('Anmeldung fehlgeschlagen');
    expect(await page.getByLabel('E-Mail-Adresse', { exact: true }).inputValue()).toBe('demo@greenfee.example');
    expect(await page.getByLabel('E-Mail-Adresse', { exact: true }).getAttribute('autocomplete')).toBe('username');
    expect(await page.getByLabel('Passwort', { exact: true }).getAttribute('autocomplete')).toBe('current-password');
  });

  it('protected pages send to login and back; the login pages send a session to the dashboard', async () => {
    const { page } = await open('/en/dashboard/transactions');
    await expect.poll(() => path(page)).toBe('/en/auth/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/en/dashboard/transactions');
    await page.getByLabel('E-mail address').fill('demo@greenfee.example');
    await page.getByLabel('Password', { exact: true }).fill('Demo-Passw0rd!');
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => path(page)).toBe('/en/dashboard/transactions');
    await page.goto(url('/auth/sign-up'));
    await expect.poll(() => path(page)).toBe('/dashboard');
    await page.goto(url('/auth/login?next=//evil.example/steal'));
    await expect.poll(() => path(page)).toBe('/dashboard');
  });
});

describe('password recovery', () => {
  it("mails a new password, logs in with it, sets the visitor's own, and the own one works", async () => {
    const { page } = await open('/auth/sign-up');
    const email = uniqueEmail('forgot');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await fillDetails(page, email);
    await page.getByRole('button', { name: 'Konto anlegen' }).click();
    await page.getByLabel('Code aus der E-Mail', { exact: true }).fill(await mailedField(browser.apiUrl, email, 'code'));
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await expect.poll(() => page.getByText('Ihr Konto ist bereit').count()).toBe(1);

    await page.goto(url('/auth/login'));
    await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
    // The login page has an e-mail field too: type only once the forgot-password page has replaced it.
    await page.getByRole('heading', { level: 1, name: 'Passwort vergessen?' }).waitFor();
    expect(await page.getByRole('main').textContent()).toContain('Ihr bisheriges Passwort gilt weiter, bis Sie das neue verwenden.');
    await expectAccessible(page, 'forgot password', { sideways: true });
    await page.getByRole('button', { name: 'Neues Passwort senden' }).click();
    await expect.poll(() => alertText(page)).toContain('E-Mail-Adresse');
    await expectAccessible(page, 'forgot password: no address', { sideways: true });
    await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Neues Passwort senden' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain(email);
    // What happens next: the new password by e-mail, the old one still working until the new one is used, and where
    // to choose one's own after logging in (decision 0044).
    const next = (await page.getByRole('status').first().textContent()) ?? '';
    expect(next).toContain('Es gilt 24 Stunden; Ihr bisheriges Passwort funktioniert, bis Sie sich zum ersten Mal mit dem neuen anmelden.');
    expect(next).toContain('nach dem Anmelden im Profil unter „Passwort ändern“');
    await expectAccessible(page, 'forgot password: sent', { sideways: true });
    const mailed = await mailedField(browser.apiUrl, email, 'password');
    await page.getByRole('link', { name: 'Eigenes Passwort festlegen' }).click();
    await page.getByLabel('Passwort aus der E-Mail', { exact: true }).fill('wrong-one');
    await page.getByLabel('Neues Passwort', { exact: true }).fill('Neu-Waldluft-1');
    await page.getByLabel('Passwort wiederholen', { exact: true }).fill('Neu-Waldluft-1');
    await page.getByRole('button', { name: 'Neues Passwort speichern' }).click();
    await expect.poll(() => alertText(page)).toContain('Passwort aus der E-Mail: Falsche Zugangsdaten');
    await expectAccessible(page, 'reset password: refused', { sideways: true });
    await page.getByLabel('Passwort aus der E-Mail', { exact: true }).fill(mailed);
    await page.getByRole('button', { name: 'Neues Passwort speichern' }).click();
    await expect.poll(() => path(page)).toBe('/dashboard');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Passwort geändert' }).count()).toBe(1);

    await page.getByRole('button', { name: /Kontomenü/ }).click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await expect.poll(() => path(page)).toBe('/auth/login');
    await login(page, email, 'Neu-Waldluft-1');
    await expect.poll(() => path(page)).toBe('/dashboard');
  });

  it('"Failed to change password" at the current password; "Password changed" when right', async () => {
    const { page } = await browser.open('about:blank');
    const email = uniqueEmail('change');
    await createAccount(email);
    await loginAs(page, browser.apiUrl, email, 'Start-Passw0rd');
    await page.goto(url('/dashboard/profile'));
    await expect.poll(() => page.getByLabel('Aktuelles Passwort', { exact: true }).count(), { timeout: 10_000 }).toBe(1);
    await page.getByLabel('Aktuelles Passwort', { exact: true }).fill('falsch-falsch');
    await page.getByLabel('Neues Passwort', { exact: true }).fill('Ganz-Neu-2026');
    await page.getByLabel('Passwort wiederholen', { exact: true }).fill('Ganz-Neu-2026');
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    await expect.poll(() => alertText(page)).toContain('Aktuelles Passwort: Das Passwort konnte nicht geändert werden');
    await page.getByLabel('Aktuelles Passwort', { exact: true }).fill('Start-Passw0rd');
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Passwort geändert' }).count()).toBe(1);
  });
});

const createAccount = (email: string) => createAccountAt(browser.apiUrl, email);

describe('the session', () => {
  it('an ended session sends the visitor to login with an explanation, and back after logging in', async () => {
    const { page } = await browser.open('about:blank');
    const email = uniqueEmail('expiry');
    await createAccount(email);
    await loginAs(page, browser.apiUrl, email, 'Start-Passw0rd');
    await page.goto(url('/dashboard/profile'));
    await expect.poll(() => page.getByLabel('Vorname', { exact: true }).inputValue(), { timeout: 10_000 }).toBe('Paula');
    await revokeSessions(browser.apiUrl, email);
    await page.reload();
    await expect.poll(() => path(page), { timeout: 10_000 }).toBe('/auth/login');
    await expect.poll(() => page.getByText('Ihre Sitzung ist abgelaufen').count()).toBe(1);
    await expectAccessible(page, 'login: the session ended', { sideways: true });
    await login(page, email, 'Start-Passw0rd');
    await expect.poll(() => path(page)).toBe('/dashboard/profile');
  });

  it('logout clears token, user and cached data, and goes to login', async () => {
    const { page } = await browser.open('about:blank');
    await loginAs(page, browser.apiUrl, 'business@greenfee.example');
    await page.goto(url('/dashboard'));
    // The overview is there (its wallet, further down, loads only when scrolled near).
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Meine Projekte' }).count(), { timeout: 10_000 }).toBe(1);
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.sessionToken.name)).toBeTruthy();
    const menuButton = page.getByRole('button', { name: 'Kontomenü von Bruno Business' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const items = page.getByRole('menuitem');
    // The overview is called as the customer navigation calls it (one word for one thing).
    expect(await items.allTextContents()).toEqual(['Übersicht', 'Profil bearbeiten', 'Transaktionen', 'Abmelden']);
    expect(await items.first().evaluate((element) => element === document.activeElement)).toBe(true);
    // The open menu meets axe where it opens (a desktop's header; a phone has the header's menu dialog instead).
    expect(await axeViolations(page, 'body'), 'the account menu open').toEqual([]);
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect.poll(() => path(page)).toBe('/auth/login');
    await expect.poll(() => page.getByText('Sie wurden abgemeldet.').count()).toBe(1);
    expect(await page.evaluate((keys) => [localStorage.getItem(keys.sessionToken.name), localStorage.getItem(keys.sessionUser.name)], storageKeys)).toEqual([
      null,
      null,
    ]);
    // The logged-out header: no account menu (and no "log in" on the login page itself; elsewhere it is back).
    expect(
      await page
        .getByRole('banner')
        .getByRole('button', { name: /Kontomenü/ })
        .count(),
    ).toBe(0);
    await page.goto(url('/faq'));
    await expect.poll(() => page.getByRole('banner').getByRole('link', { name: 'Anmelden' }).count(), { timeout: 10_000 }).toBe(1);
    await page.goto(url('/dashboard'));
    await expect.poll(() => path(page)).toBe('/auth/login');
  });

  it('sends the token to the API origin only', async () => {
    const { page } = await browser.open('about:blank');
    const { token } = await loginAs(page, browser.apiUrl, 'demo@greenfee.example');
    const carriers = new Set<string>();
    page.on('request', (request) => {
      if (request.headers().lt === token) carriers.add(new URL(request.url()).origin);
    });
    await page.goto(url('/dashboard/profile'));
    await expect.poll(() => page.getByLabel('Vorname', { exact: true }).inputValue(), { timeout: 10_000 }).toBe('Dana');
    await page.goto(url('/'));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await settle(page);
    expect([...carriers]).toEqual([new URL(browser.apiUrl).origin]);
  });

  it('shows no logged-out header for a moment to a logged-in visitor', async () => {
    const { page } = await browser.open('about:blank');
    await loginAs(page, browser.apiUrl, 'demo@greenfee.example');
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __seenLogin: string[] }).__seenLogin = seen;
      new MutationObserver(() => {
        if (document.querySelector('header a[href="/auth/login"]')) seen.push('login link');
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(url('/faq'));
    await expect.poll(() => page.getByRole('button', { name: /Kontomenü/ }).count(), { timeout: 10_000 }).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { __seenLogin: string[] }).__seenLogin)).toEqual([]);
  });
});

describe('profile and account deletion', () => {
  it('updates the profile ("Profil aktualisiert"), and says "Failed to update profile" when it fails', async () => {
    const { page } = await browser.open('about:blank');
    const email = uniqueEmail('profile');
    await createAccount(email);
    await loginAs(page, browser.apiUrl, email, 'Start-Passw0rd');
    await page.goto(url('/dashboard/profile'));
    await expect.poll(() => page.getByLabel('Vorname', { exact: true }).inputValue(), { timeout: 10_000 }).toBe('Paula');
    await page.getByLabel('Vorname', { exact: true }).fill('Pia');
    await page.getByRole('button', { name: 'Angaben speichern' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Profil aktualisiert' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: 'Kontomenü von Pia Profil' }).textContent()).toBe('PP');
    await injectFault(page, '/profile/edit', '500');
    await page.getByLabel('Ort', { exact: true }).fill('Graz');
    await page.getByRole('button', { name: 'Angaben speichern' }).click();
    await expect.poll(() => alertText(page.getByRole('main'))).toContain('Das Profil konnte nicht aktualisiert werden');
    expect(await page.getByLabel('Ort', { exact: true }).inputValue()).toBe('Graz');
  });

  it.each([
    [
      'de',
      1280,
      { email: 'E-Mail-Adresse', type: 'Kontoart', business: 'Geschäftlich', street: 'Straße', number: 'Hausnummer', zip: 'Postleitzahl', city: 'Ort' },
    ],
    [
      'en',
      375,
      { email: 'E-mail address', type: 'Account type', business: 'Business', street: 'Street', number: 'House number', zip: 'Postal code', city: 'City' },
    ],
  ] as const)(
    'shows the e-mail address and the account type; each field as wide as it needs, street and number, postcode and city side by side (%s, %i px)',
    async (language, width, t) => {
      const { page } = await browser.open('about:blank', { viewport: { width, height: 900 } });
      await loginAs(page, browser.apiUrl, 'business@greenfee.example');
      await page.goto(url(`${language === 'en' ? '/en' : ''}/dashboard/profile`));
      const field = (label: string) => page.getByLabel(label, { exact: true });
      await expect.poll(() => field(t.street).inputValue(), { timeout: 10_000 }).not.toBe('');
      // Read only: shown as text, not as a field to change.
      const account = page.getByRole('main').getByRole('definition');
      expect(await account.allTextContents()).toEqual(expect.arrayContaining(['business@greenfee.example', t.business]));
      expect(await page.getByRole('main').getByRole('term').allTextContents()).toEqual(expect.arrayContaining([t.email, t.type]));
      expect(await page.getByRole('main').getByRole('textbox', { name: t.email }).count()).toBe(0);
      const box = async (label: string) => {
        const found = await field(label).boundingBox();
        if (!found) throw new Error(`no box for ${label}`);
        return found;
      };
      const [street, number, zip, city] = [await box(t.street), await box(t.number), await box(t.zip), await box(t.city)];
      // A house number and a postcode take a few characters: no field 830 px wide for them.
      expect(number.width).toBeLessThan(140);
      expect(zip.width).toBeLessThan(160);
      expect(number.y).toBe(street.y);
      expect(city.y).toBe(zip.y);
      expect(street.width).toBeGreaterThan(number.width);
      // Nothing is wider than a line of a form.
      for (const input of await page.getByRole('main').locator('input:not([type=checkbox]), select').all()) {
        expect((await input.boundingBox())?.width ?? 0).toBeLessThanOrEqual(600);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
      await expectAccessible(page, 'the profile', { language, sideways: true });
    },
  );

  it('deletes the account after a confirmation that says what is lost and kept, and a ticked box (No and Escape keep it), then logs out', async () => {
    const { page } = await browser.open('about:blank');
    const email = uniqueEmail('delete');
    await createAccount(email);
    await loginAs(page, browser.apiUrl, email, 'Start-Passw0rd');
    await page.goto(url('/dashboard/profile'));
    const opener = page.getByRole('button', { name: 'Mein Konto löschen' });
    const focused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
    await opener.click();
    const dialog = page.getByRole('alertdialog', { name: 'Konto löschen?' });
    await expect.poll(() => dialog.textContent()).toContain('lässt sich nicht rückgängig machen');
    // What happens to the wallet's tokens, the certificates and the invoices, each said plainly.
    const said = (await dialog.getByRole('listitem').allTextContents()).join(' ');
    expect(said).toMatch(/Token, die noch in Ihrem GFT-Guthaben liegen, verfallen/);
    expect(said).toMatch(/Zertifikate bleiben gültig und über ihre ID prüfbar/);
    expect(said).toMatch(/Rechnungen bewahren wir auf, solange das Steuerrecht es verlangt/);
    expect(await dialog.getAttribute('aria-describedby')).toBeTruthy();
    await expectAccessible(page, 'the deletion dialog', { sideways: true });
    // The first control takes the focus: the box, which deletes nothing by itself.
    const box = dialog.getByRole('checkbox', { name: /Ich habe verstanden, dass mein Konto und die Token in meinem GFT-Guthaben endgültig verloren sind/ });
    expect(await focused(box)).toBe(true);
    await dialog.getByRole('button', { name: 'Nein, behalten' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await focused(opener)).toBe(true);
    // Escape closes it the same way: focus back on the button that opened it.
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.count()).toBe(1);
    expect(await focused(box)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await focused(opener)).toBe(true);
    await opener.click();
    // Without the box ticked, "Yes" deletes nothing and says why, at the box.
    await dialog.getByRole('button', { name: 'Ja, löschen' }).click();
    await expect.poll(() => alertText(page)).toContain('Bitte bestätigen Sie, dass Sie verstanden haben, was verloren geht.');
    expect(path(page)).toBe('/dashboard/profile');
    await expectAccessible(page, 'the deletion dialog: box not ticked', { sideways: true });
    await box.check();
    await dialog.getByRole('button', { name: 'Ja, löschen' }).click();
    await expect.poll(() => path(page)).toBe('/auth/login');
    await expect.poll(() => page.getByText('Ihr Konto wurde gelöscht.').count()).toBe(1);
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.sessionToken.name)).toBeNull();
    await login(page, email, 'Start-Passw0rd');
    await expect.poll(() => alertText(page)).toContain('Falsche Zugangsdaten');
  });
});
