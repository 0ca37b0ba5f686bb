import { describe, expect, it } from 'vitest';

import { setupBrowser } from '../support/browser';

import { axeAtWidths, axeViolations, uniqueEmail } from '../support/widgets';

import { loginAs } from '../support/accounts';
import { mailedField } from '#tests/helpers/mailbox';
import { settle, settlePage } from '../support/settle';

const browser = setupBrowser();
const url = (path: string) => new URL(path, browser.webUrl).href;

const text = {
  de: {
    continue: 'Weiter',
    register: 'Konto anlegen',
    verify: 'Bestätigen',
    login: 'Anmelden',
    forgotSubmit: 'Neues Passwort senden',
    resetSubmit: 'Neues Passwort speichern',
    menu: /Kontomenü/,
    deleteButton: 'Mein Konto löschen',
    email: 'E-Mail-Adresse',
    code: 'Code aus der E-Mail',
    password: 'Passwort',
  },
  en: {
    continue: 'Continue',
    register: 'Create the account',
    verify: 'Confirm',
    login: 'Log in',
    forgotSubmit: 'Send a new password',
    resetSubmit: 'Save the new password',
    menu: /account menu/,
    deleteButton: 'Delete my account',
    email: 'E-mail address',
    code: 'Code from the e-mail',
    password: 'Password',
  },
} as const;
const prefix = (language: 'de' | 'en') => (language === 'en' ? '/en' : '');

describe.each(['de', 'en'] as const)('axe-core, WCAG 2.2 AA, every account step (%s)', (language) => {
  const t = text[language];

  it('sign-up: every step, with errors', async () => {
    const { page } = await browser.open(url(`${prefix(language)}/auth/sign-up`));
    const found: Record<string, string[]> = {};
    const scan = async (state: string) => {
      const violations = await axeViolations(page, 'body');
      if (violations.length) found[state] = violations;
    };
    await settlePage(page);
    await scan('type');
    await page.getByRole('button', { name: t.continue }).click();
    await expect.poll(() => page.getByRole('button', { name: t.register }).count()).toBe(1);
    await settle(page);
    await scan('details');
    await page.getByRole('button', { name: t.register }).click();
    await expect.poll(() => page.getByRole('alert').count()).toBeGreaterThan(0);
    await scan('details with errors');
    const email = uniqueEmail(`a11y-${language}`);
    await fetch(`${browser.apiUrl}/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Ada',
        surname: 'Access',
        street: 'Weg',
        houseNumber: '1',
        zipCode: '1010',
        city: 'Wien',
        country: 'AT',
        email,
        password: 'Access-2026',
        confirmPassword: 'Access-2026',
        termsAgreement: true,
      }),
    });
    await page.goto(url(`${prefix(language)}/auth/sign-up?step=verify&email=${encodeURIComponent(email)}`));
    await settlePage(page);
    await scan('verify');
    await page.getByRole('button', { name: t.verify }).click();
    await expect.poll(() => page.getByRole('alert').count()).toBeGreaterThan(0);
    await scan('verify with errors');
    await page.getByLabel(t.code, { exact: true }).fill(await mailedField(browser.apiUrl, email, 'code'));
    await page.getByRole('button', { name: t.verify }).click();
    await expect.poll(() => page.getByRole('link', { name: t.login }).count()).toBeGreaterThan(0);
    await scan('done');
    expect(found).toEqual({});
  });

  it('login, forgot and reset password, with their errors', async () => {
    const { page } = await browser.open(url(`${prefix(language)}/auth/login?reason=expired`));
    const found: Record<string, string[]> = {};
    const scan = async (state: string) => {
      const violations = await axeViolations(page, 'body');
      if (violations.length) found[state] = violations;
    };
    await settlePage(page);
    await scan('login');
    await page.getByLabel(t.email, { exact: true }).fill('unverified@greenfee.example');
    await page.getByLabel(t.password, { exact: true }).fill('Demo-Passw0rd!');
    await page.getByRole('main').getByRole('button', { name: t.login }).click();
    await expect.poll(() => page.getByRole('alert').count()).toBeGreaterThan(0);
    await scan('login unverified');
    await page.goto(url(`${prefix(language)}/auth/forgot-password`));
    await settlePage(page);
    await scan('forgot');
    await page.getByRole('button', { name: t.forgotSubmit }).click();
    await expect.poll(() => page.getByRole('alert').count()).toBeGreaterThan(0);
    await scan('forgot with errors');
    // Never a seeded user: a new password would change theirs for every later test.
    await page.getByLabel(t.email, { exact: true }).fill(uniqueEmail('a11y-forgot'));
    await page.getByRole('button', { name: t.forgotSubmit }).click();
    await expect.poll(() => page.getByRole('status').count()).toBeGreaterThan(0);
    await scan('forgot sent');
    await page.goto(url(`${prefix(language)}/auth/reset-password`));
    await settlePage(page);
    await page.getByRole('button', { name: t.resetSubmit }).click();
    await expect.poll(() => page.getByRole('alert').count()).toBeGreaterThan(0);
    await scan('reset with errors');
    expect(found).toEqual({});
  });

  it('dashboard, profile, the open menu and the deletion dialog', async () => {
    const { page } = await browser.open('about:blank');
    await loginAs(page, browser.apiUrl, 'business@greenfee.example');
    const found: Record<string, string[]> = {};
    const scan = async (state: string) => {
      const violations = await axeViolations(page, 'body');
      if (violations.length) found[state] = violations;
    };
    await page.goto(url(`${prefix(language)}/dashboard`));
    await settlePage(page);
    await scan('dashboard');
    await page.getByRole('button', { name: t.menu }).click();
    await expect.poll(() => page.getByRole('menu').count()).toBe(1);
    await scan('menu open');
    await page.keyboard.press('Escape');
    await page.goto(url(`${prefix(language)}/dashboard/profile`));
    await settlePage(page);
    // The profile's cards and rows at a phone's and a desktop's width.
    const profile = await axeAtWidths(page, { language, sideways: true });
    if (profile.length) found.profile = profile;
    await page.getByRole('button', { name: t.deleteButton }).click();
    await expect.poll(() => page.getByRole('alertdialog').count()).toBe(1);
    await scan('delete dialog');
    expect(found).toEqual({});
  });
});
