import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { impactPublicAnswerSchema } from '#shared/api/schemas/impact';
import { setupBrowser, copiedText } from '../support/browser';
import { createAccountAt, loginAs } from '../support/accounts';
import { cookiesChosen, customerWithCertificate } from '../support/certificates';
import { expectAccessible } from '../support/widgets';

const browser = setupBrowser();
const url = (path: string) => new URL(path, browser.webUrl).href;
let counter = 0;
/** A name no other test (or run against the same sandbox) has. */
const uniqueName = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter += 1)}`;

/** The public page's data as the API answers it to anyone, in a language. */
async function publicImpact(name: string, language: 'de' | 'en') {
  const answer = await fetch(`${browser.apiUrl}/impact/public?name=${encodeURIComponent(name)}`, { headers: { ln: language } });
  expect(answer.status).toBe(200);
  return impactPublicAnswerSchema.parse(await answer.json());
}
const sitemap = async () => (await fetch(url('/sitemap.xml'))).text();

/** Another customer, through the API, whose page has the name `name` (on). */
async function otherCustomerWithPage(name: string) {
  const email = `impact.other.${Date.now().toString(36)}.${(counter += 1)}@browser.example`;
  await createAccountAt(browser.apiUrl, email);
  const login = await fetch(`${browser.apiUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Start-Passw0rd' }),
  });
  const { session } = (await login.json()) as { session: { token: string } };
  const edited = await fetch(`${browser.apiUrl}/impact/edit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lt: session.token },
    body: JSON.stringify({ enabled: true, name }),
  });
  expect(edited.status).toBe(200);
}

const settingCard = (page: Page, language: 'de' | 'en') =>
  page.getByRole('region', { name: language === 'de' ? 'Öffentliche Wirkungsseite' : 'Public impact page' });
const labels = {
  de: {
    enabled: 'Meine öffentliche Wirkungsseite zeigen',
    name: 'Adresse der Seite (Kürzel)',
    displayName: 'Überschrift der Seite (optional)',
    save: 'Wirkungsseite speichern',
    badge: 'Ein Zertifikat auf Ihrer Website zeigen',
    meaning: 'Was die Tonnen bedeuten',
  },
  en: {
    enabled: 'Show my public impact page',
    name: 'Page address (short name)',
    displayName: 'Page heading (optional)',
    save: 'Save the impact page',
    badge: 'Show a certificate on your website',
    meaning: 'What the tonnes mean',
  },
} as const;

/**
 * Checks the public page a visitor sees against the API's answer: the name it shows as its heading, the tonnes, what
 * they mean, the forests and the valid certificates; and that the badge's code, the owner's, is not there.
 */
async function expectPageAsTheApi(visitor: Page, name: string, language: 'de' | 'en', secrets: string[]) {
  const data = await publicImpact(name, language);
  await visitor.getByRole('heading', { level: 1, name: data.displayName ?? name, exact: true }).waitFor();
  const main = visitor.locator('main');
  const text = (await main.innerText()).replace(/\s+/g, ' ');
  expect(text).toContain(`${data.tonnes} ${language === 'de' ? 't CO₂ in regionalem Holz gespeichert' : 't of CO₂ stored in regional wood'}`);
  const meaning = main.getByRole('region', { name: labels[language].meaning });
  expect(await meaning.innerText()).toContain(data.displayName ?? name);
  expect(await main.getByRole('region', { name: labels[language].badge }).count()).toBe(0);
  expect(await main.locator('pre, code').filter({ hasText: '<gft-certificate-badge' }).count()).toBe(0);
  // How much of the total the valid certificates state, never more than they do.
  const certified = data.certificates.reduce((sum, certificate) => sum + Math.round(certificate.tonnes * 1000), 0) / 1000;
  const said = (await main.locator('.impact-page__certified').innerText()).replace(/\s+/g, ' ');
  if (certified === data.tonnes) expect(said).toMatch(language === 'de' ? /^Alles davon/ : /^All of it/);
  else expect(said).toContain(`${language === 'de' ? String(certified).replace('.', ',') : certified} t CO₂`);
  for (const forest of data.forests) {
    const link = main.getByRole('link', { name: forest.name, exact: true });
    expect(await link.getAttribute('href')).toBe(`${language === 'en' ? '/en' : ''}/forests/${forest.productId}`);
  }
  const verifyLinks = main.getByRole('link', { name: language === 'de' ? /^Zertifikat .+ prüfen$/ : /^Verify certificate / });
  expect(await verifyLinks.count()).toBe(data.certificates.length);
  for (const certificate of data.certificates) expect(text).toContain(certificate.project);
  // Nothing of the account beyond what the page is for: no e-mail, no wallet, no holder, no amounts paid.
  for (const secret of secrets) expect(text).not.toContain(secret);
  expect(text).not.toMatch(/€|EUR|0x[0-9a-f]{8}/);
  return data;
}

describe('the public impact page', () => {
  it('is turned on in the profile, shows the account’s compensations to anyone, and is gone (404, sitemap) once off', async () => {
    const { page, problems } = await browser.open('about:blank');
    const customer = await customerWithCertificate(page, browser.apiUrl, { delayMs: 0, name: 'Wirkungsprojekt', prefix: 'impact' });
    const profile = (await (await fetch(`${browser.apiUrl}/profile/get`, { headers: { lt: customer.token } })).json()) as {
      profile: { user: { name: string; lastName: string }; wallet: { address: string } };
    };
    await cookiesChosen(page, browser.webUrl);
    await page.goto(url('/dashboard/profile'));
    const card = settingCard(page, 'de');
    await card.getByLabel(labels.de.enabled).waitFor();
    await expectAccessible(page, 'profile: the impact page off', { sideways: true });

    // Bad characters, then a name another customer has: each said at the field.
    await card.getByLabel(labels.de.enabled).check();
    await card.getByLabel(labels.de.name).fill('Mia_Hofer');
    await card.getByRole('button', { name: labels.de.save }).click();
    await expect.poll(() => card.getByText('Nur Kleinbuchstaben, Ziffern und einzelne Bindestriche').count()).toBeGreaterThan(0);
    expect(await card.getByLabel(labels.de.name).getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, 'profile: the impact page’s name with bad characters', { sideways: true });
    const taken = uniqueName('vergeben');
    await otherCustomerWithPage(taken);
    await card.getByLabel(labels.de.name).fill(taken);
    await card.getByRole('button', { name: labels.de.save }).click();
    await expect.poll(() => card.getByText('Diesen Namen hat schon eine andere Seite').count()).toBeGreaterThan(0);
    await expectAccessible(page, 'profile: the impact page’s name taken', { sideways: true });

    // On, with the name it shows: its address shown, the page public, listed in the sitemap.
    const name = uniqueName('wirkung');
    await card.getByLabel(labels.de.displayName).fill('Wirkung & Holz GmbH');
    await card.getByLabel(labels.de.name).fill(name);
    await card.getByRole('button', { name: labels.de.save }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Ihre öffentliche Wirkungsseite ist eingeschaltet.' }).count()).toBe(1);
    // The sandbox without GFT_SITE_URL: the address is this computer's, said so in one notice, not as the page's link.
    await expect.poll(() => card.getByText(url(`/impact/${name}`), { exact: true }).count()).toBe(1);
    expect(await card.getByRole('link', { name: url(`/impact/${name}`) }).count()).toBe(0);
    expect(
      await card
        .locator('.notice')
        .filter({ hasText: url(`/impact/${name}`) })
        .textContent(),
    ).toMatch(/^Lokale Sandbox: Diese Adresse gibt es nur auf diesem Rechner\./);
    // The badge's code is the owner's, here: its link leads to the public page.
    const badge = card.getByRole('region', { name: labels.de.badge });
    await expect.poll(() => badge.locator('pre').count()).toBe(1);
    expect(await badge.locator('pre').textContent()).toContain(`verify-url="${url(`/impact/${name}`)}"`);
    expect(await badge.locator('pre').textContent()).toContain(`certificate-id="${customer.certificateId}"`);
    // The same notes as under the certificate page's code: the wording beside the badge, and the sandbox's addresses.
    const notes = (await badge.locator('details.code-copy__proof ~ p').allTextContents()).join(' ');
    expect(notes).toContain('„12 t CO₂ in regionalem Holz gespeichert, für unsere Emissionen 2025“');
    expect(notes).toContain('„klimaneutral“');
    expect(notes).toMatch(/Dieser Code nennt http:\/\/.+?, (?:eine Adresse|Adressen) dieses Rechners, auf dem die Sandbox läuft/);
    await expectAccessible(page, 'profile: the impact page on', { sideways: true });
    expect(await sitemap()).toContain(`/impact/${name}</loc>`);

    // A visitor (no session: a context of its own) reads exactly what the API answers, in German and in English.
    const secrets = [customer.email, profile.profile.wallet.address, profile.profile.user.lastName];
    const { page: visitor, problems: visitorProblems } = await browser.open(`/impact/${name}`);
    const german = await expectPageAsTheApi(visitor, name, 'de', secrets);
    expect(german.displayName).toBe('Wirkung & Holz GmbH');
    expect(await visitor.title()).toContain('Wirkung & Holz GmbH');
    expect(german.tonnes).toBe(13);
    expect(german.certificates.map((certificate) => certificate.id)).toEqual([customer.certificateId]);
    await expectAccessible(visitor, 'impact page (de)', { sideways: true });
    // Its picture for link previews: the API's PNG, in the page's language.
    const image = await visitor.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toBe(`${browser.apiUrl}/impact/og.png?name=${name}&lang=de`);
    expect((await fetch(image ?? '')).headers.get('content-type')).toBe('image/png');
    // The link to share is the page's address, copied with a press.
    await visitor.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: browser.webUrl });
    const share = visitor.getByRole('region', { name: 'Diese Seite teilen' });
    expect(await share.locator('code').textContent()).toBe(url(`/impact/${name}`));
    expect(await share.locator('.notice').textContent()).toMatch(/^Lokale Sandbox: /);
    await share.getByRole('button', { name: 'Link kopieren' }).click();
    await expect.poll(() => copiedText(visitor)).toBe(url(`/impact/${name}`));
    await visitor.goto(url(`/en/impact/${name}?certificate=${customer.certificateId}`));
    await expectPageAsTheApi(visitor, name, 'en', secrets);
    expect(await visitor.locator('li[aria-current="true"]').count()).toBe(1);
    await expectAccessible(visitor, 'impact page (en), a certificate linked', { sideways: true });

    // Its verify link leads to the public verification, which finds the certificate valid.
    await visitor.getByRole('link', { name: `Verify certificate ${customer.certificateId}` }).click();
    await visitor.waitForURL(url(`/en/verify?certificate=${customer.certificateId}`));
    await expect.poll(() => visitor.locator('main').innerText(), { timeout: 10_000 }).toContain('Certificate verified');

    // Off: the page answers 404 (the web server's status too), says so, and is gone from the sitemap.
    await card.getByLabel(labels.de.enabled).uncheck();
    await card.getByRole('button', { name: labels.de.save }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Ihre öffentliche Wirkungsseite ist ausgeschaltet.' }).count()).toBe(1);
    await expectAccessible(page, 'profile: the impact page off again', { sideways: true });
    for (const path of [`/impact/${name}`, `/en/impact/${name}`]) expect((await fetch(url(path))).status, path).toBe(404);
    expect(await sitemap()).not.toContain(`/impact/${name}`);
    await visitor.goto(url(`/impact/${name}`));
    await visitor.getByRole('heading', { level: 1, name: 'Wirkungsseite nicht gefunden' }).waitFor();
    expect(await visitor.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await expectAccessible(visitor, 'impact page not found (de)', { sideways: true });
    await visitor.goto(url(`/en/impact/${name}`));
    await visitor.getByRole('heading', { level: 1, name: 'Impact page not found' }).waitFor();
    await expectAccessible(visitor, 'impact page not found (en)', { sideways: true });
    expect([...problems, ...visitorProblems].filter((problem) => !/status of 404/.test(problem))).toEqual([]);
  });

  it('draws the tonnes over time on one zero-based linear scale: each bar its share of the track, at 375 and 1280 px', async () => {
    // The seeded customer's months differ (5, 4, 3 t …): the page's bars must keep their ratios on a phone too.
    const { page } = await browser.open('about:blank');
    const { token } = await loginAs(page, browser.apiUrl, 'demo@greenfee.example');
    const name = uniqueName('skala');
    const edit = (body: object) =>
      fetch(`${browser.apiUrl}/impact/edit`, { method: 'POST', headers: { 'content-type': 'application/json', lt: token }, body: JSON.stringify(body) });
    expect((await edit({ enabled: true, name })).status).toBe(200);
    try {
      const { months } = await publicImpact(name, 'de');
      // The page shows months (years only beyond 24 of them).
      expect(months.length).toBeGreaterThan(2);
      expect(months.length).toBeLessThanOrEqual(24);
      expect(new Set(months.map((month) => month.tonnes)).size).toBeGreaterThan(2);
      const top = Math.max(...months.map((month) => month.tonnes));
      const { page: visitor } = await browser.open(`/impact/${name}`);
      const rows = visitor.locator('.impact-bars tbody tr');
      await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(months.length);
      for (const width of [375, 1280]) {
        await visitor.setViewportSize({ width, height: 900 });
        const measured = await rows.evaluateAll((trs) =>
          trs.map((tr) => ({
            track: tr.querySelector('.impact-bars__track')?.getBoundingClientRect().width ?? 0,
            bar: tr.querySelector('.impact-bars__bar')?.getBoundingClientRect().width ?? 0,
          })),
        );
        const track = measured[0]?.track ?? 0;
        // A track a bar can be read on, as wide in every row.
        expect(track, `at ${width} px`).toBeGreaterThan(width === 375 ? 120 : 400);
        for (const row of measured) expect(Math.abs(row.track - track), `at ${width} px`).toBeLessThanOrEqual(1);
        measured.forEach((row, index) => {
          const expected = (track * (months[index]?.tonnes ?? 0)) / top;
          expect(Math.abs(row.bar - expected), `${months[index]?.month} at ${width} px: ${row.bar} for ${expected}`).toBeLessThanOrEqual(2);
        });
      }
    } finally {
      await edit({ enabled: false, name });
    }
  });

  it('is set in English too: the profile’s section, its messages and the address', async () => {
    const { page } = await browser.open('about:blank');
    await customerWithCertificate(page, browser.apiUrl, { delayMs: 0, name: 'Impact project', prefix: 'impact' });
    await cookiesChosen(page, browser.webUrl);
    await page.goto(url('/en/dashboard/profile'));
    const card = settingCard(page, 'en');
    await card.getByLabel(labels.en.enabled).check();
    await card.getByLabel(labels.en.name).fill('admin');
    await card.getByRole('button', { name: labels.en.save }).click();
    await expect.poll(() => card.getByText('This name is reserved: please choose another one').count()).toBeGreaterThan(0);
    const name = uniqueName('impact');
    await card.getByLabel(labels.en.name).fill(name);
    await card.getByRole('button', { name: labels.en.save }).click();
    await expect.poll(() => card.getByText(url(`/en/impact/${name}`), { exact: true }).count()).toBe(1);
    expect(
      await card
        .locator('.notice')
        .filter({ hasText: url(`/en/impact/${name}`) })
        .textContent(),
    ).toMatch(/^Local sandbox: this address exists/);
    await expect.poll(() => card.getByRole('region', { name: labels.en.badge }).locator('pre').count()).toBe(1);
    expect((await card.getByRole('region', { name: labels.en.badge }).locator('details.code-copy__proof ~ p').allTextContents()).join(' ')).toMatch(
      /such as “12 t CO₂ stored in regional wood, for our emissions in 2025”.*“climate neutral”.*This code names http/,
    );
    await expectAccessible(page, 'profile (en): the impact page on', { sideways: true });
    // Without a name shown, the page's heading is its name (its address).
    const { page: visitor } = await browser.open(`/en/impact/${name}`);
    expect((await publicImpact(name, 'en')).displayName).toBeNull();
    await visitor.getByRole('heading', { level: 1, name, exact: true }).waitFor();
    expect(await visitor.getByRole('region', { name: labels.en.meaning }).innerText()).toContain(name);
  });
});
