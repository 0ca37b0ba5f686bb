import type { Download, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatDate } from '#shared/i18n/format';
import { pdfQrCode } from '#tests/helpers/pdf-qr';
import { pdfPages } from '#tests/helpers/pdf-text';
import { setupBrowser, copiedText } from '../support/browser';
import { injectFault } from '../support/faults';
import { settle } from '../support/settle';
import { expectAccessible, ready, recordEvents } from '../support/widgets';
import { loginAs } from '../support/accounts';
import { ageCertificate, cookiesChosen, customerWithCertificate, decodeQr, longDelayMs, setCertificateDelay } from '../support/certificates';
import { freshCustomer } from '../support/projects';

const browser = setupBrowser();
const url = (path: string) => new URL(path, browser.webUrl).href;
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const certificatePath = (id: string, language: 'de' | 'en' = 'de') => `${language === 'en' ? '/en' : ''}/dashboard/certificates/${id}`;

async function openCertificate(page: Page, id: string, language: 'de' | 'en' = 'de') {
  await cookiesChosen(page, browser.webUrl);
  await page.goto(url(certificatePath(id, language)));
  await expect.poll(() => heading(page).textContent(), { timeout: 10_000 }).toMatch(/^(Zertifikat|Certificate) /);
}

/** The live line at the top of the certificate page. */
const lead = (page: Page) => page.getByRole('main').getByRole('status').first();
/** The notice (toast) that a certificate is ready, by its link. */
const noticeLink = (page: Page, name: string) => page.getByRole('region', { name: /Benachrichtigungen|Notifications/ }).getByRole('link', { name });

async function bytesOf(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Presses the download button and answers the `ln` the PDF request carried, its content type and the PDF's text. */
async function downloadPdf(page: Page, button: ReturnType<Page['getByRole']>) {
  const [request, download] = await Promise.all([
    page.waitForRequest((candidate) => candidate.url().includes('/certificate/get')),
    page.waitForEvent('download'),
    button.click(),
  ]);
  const response = await request.response();
  const bytes = await bytesOf(download);
  return {
    ln: (await request.allHeaders()).ln,
    contentType: (await response?.allHeaders())?.['content-type'],
    fileName: download.suggestedFilename(),
    magic: bytes.subarray(0, 5).toString(),
    text: (await pdfPages(bytes)).join('\n'),
    qr: await pdfQrCode(bytes),
  };
}

describe('a certificate on its way', () => {
  it('a full burn: the page shows it on its way, then ready, without a reload', async () => {
    const { page, problems } = await browser.open('about:blank');
    // The page's timers run on a clock the test moves: its next check comes when the test says.
    await page.clock.install();
    const { certificateId } = await customerWithCertificate(page, browser.apiUrl, { delayMs: longDelayMs });
    await openCertificate(page, certificateId);
    expect(await heading(page).textContent()).toBe(`Zertifikat ${certificateId}`);
    const steps = page.getByRole('list', { name: 'Schritte bis zum Zertifikat' }).getByRole('listitem');
    expect(await steps.allTextContents()).toEqual([
      expect.stringMatching(/^✓Kompensation ausgeführt \(erledigt\) \d\d:\d\d$/),
      '●Im öffentlichen Register eingetragen (läuft gerade)',
      '○Zertifikat bereit (folgt)',
    ]);
    expect(await steps.nth(1).getAttribute('aria-current')).toBe('step');
    expect(await lead(page).textContent()).toBe('Ihre Kompensation ist ausgeführt. Jetzt wird sie im öffentlichen Register eingetragen.');
    await expectAccessible(page, 'on its way', { sideways: true });
    expect(await page.getByText(/^Voraussichtlich bis \d\d:\d\d\. Das dauert noch höchstens etwa (10|9) Minuten\.$/).count()).toBe(1);
    // The page is never reloaded: a mark set now is still there when the certificate has arrived.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    // An hour later (as the sandbox sees it) the certificate is ready; the page learns it at its next check.
    await ageCertificate(browser.apiUrl, certificateId, 61);
    await page.clock.fastForward(60_000);
    await expect.poll(() => lead(page).textContent(), { timeout: 10_000 }).toBe('Ihr Zertifikat ist bereit.');
    expect(await page.getByRole('article', { name: 'Zertifikat über gespeichertes CO₂' }).count()).toBe(1);
    expect(await page.getByRole('list', { name: 'Schritte bis zum Zertifikat' }).count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    // On the certificate's own page the arrival is the page itself, not a notice.
    expect(await noticeLink(page, 'Zertifikat ansehen').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('a notice says so when it becomes ready while the customer is on another page; the link leads to it; a reload shows the same', async () => {
    const { page, problems } = await browser.open('about:blank');
    await page.clock.install();
    const { certificateId, email } = await customerWithCertificate(page, browser.apiUrl, { delayMs: longDelayMs, name: 'Fuhrpark 2026' });
    await cookiesChosen(page, browser.webUrl);
    // The customer area checks the certificate once on arrival (still on its way), then again after a few seconds.
    const firstCheck = page.waitForResponse((response) => response.url().includes(`/certificate/status?id=${certificateId}`));
    await page.goto(url('/dashboard/profile'));
    expect(((await (await firstCheck).json()) as { stage: string }).stage).toBe('burned');
    await ageCertificate(browser.apiUrl, certificateId, 61);

    await page.clock.fastForward(60_000);
    const link = noticeLink(page, 'Zertifikat ansehen');
    await expect.poll(() => link.count(), { timeout: 10_000 }).toBe(1);
    await expectAccessible(page, 'the notice that it is ready', { language: 'de' });
    const notice = page.getByRole('region', { name: 'Benachrichtigungen' }).getByRole('status');
    expect(await notice.textContent()).toContain(`Ihr Zertifikat ${certificateId} für „Fuhrpark 2026“ ist bereit.`);
    expect(await heading(page).textContent()).toBe('Profil bearbeiten');
    await link.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(certificatePath(certificateId));
    await expect.poll(() => lead(page).textContent(), { timeout: 10_000 }).toBe('Ihr Zertifikat ist bereit.');
    expect(await link.count()).toBe(0);

    // A new tab and a new login see what the server says: ready, with no notice of a change they did not see.
    const again = await browser.open('about:blank');
    await again.page.clock.install();
    await loginAs(again.page, browser.apiUrl, email, 'Start-Passw0rd');
    await cookiesChosen(again.page, browser.webUrl);
    await again.page.goto(url('/en/dashboard/projects'));
    const card = again.page.getByRole('listitem').filter({ hasText: 'Fuhrpark 2026' });
    await expect.poll(() => card.getByRole('button', { name: `Download certificate ${certificateId}` }).count(), { timeout: 10_000 }).toBe(1);
    await again.page.goto(url(certificatePath(certificateId, 'en')));
    await expect.poll(() => lead(again.page).textContent(), { timeout: 10_000 }).toBe('Your certificate is ready.');
    // The customer area checks the certificate on arrival (ready: no news), and would again within the next minute.
    const arrivalCheck = again.page.waitForResponse((response) => response.url().includes(`/certificate/status?id=${certificateId}`));
    await again.page.goto(url('/en/dashboard'));
    await arrivalCheck;
    await again.page.clock.fastForward(60_000);
    await settle(again.page);
    expect(await noticeLink(again.page, 'Show the certificate').count()).toBe(0);
    expect([...problems, ...again.problems]).toEqual([]);
  });

  it('"check for the certificate" before it is ready: not ready yet, wait a few minutes; once ready it shows it at once', async () => {
    const { page } = await browser.open('about:blank');
    // Ready 10 minutes after the burn, as the real service promises at the latest; registered after 5.
    const { certificateId } = await customerWithCertificate(page, browser.apiUrl, { delayMs: 10 * 60_000 });
    await openCertificate(page, certificateId);
    const check = page.getByRole('button', { name: 'Jetzt prüfen' });
    await check.click();
    const answer = page.getByRole('status').filter({ hasText: 'Ihr Zertifikat ist noch nicht bereit. Bitte warten Sie einige Minuten.' });
    await expect.poll(() => answer.count()).toBe(1);
    await expectAccessible(page, 'the check answered "not ready yet"', { language: 'de' });

    // Six minutes later it is recorded on the register: the steps say so, and the check still answers "not ready yet".
    await ageCertificate(browser.apiUrl, certificateId, 6);
    await openCertificate(page, certificateId, 'en');
    const steps = page.getByRole('list', { name: 'Steps to the certificate' }).getByRole('listitem');
    await expect.poll(() => steps.nth(1).textContent()).toMatch(/^✓Recorded on the public register \(done\) \d{1,2}:\d\d (AM|PM)$/);
    expect(await steps.nth(2).textContent()).toBe('●Certificate ready (in progress)');
    expect(await steps.nth(2).getAttribute('aria-current')).toBe('step');
    expect(await lead(page).textContent()).toBe('The compensation is recorded on the public register. Your certificate is now being issued.');
    await page.getByRole('button', { name: 'Check for the certificate' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Your certificate is not ready yet, wait a few minutes' }).count()).toBe(1);
    await expectAccessible(page, 'recorded, the check answered "not ready yet"', { language: 'en' });

    await ageCertificate(browser.apiUrl, certificateId, 5);
    await page.getByRole('button', { name: 'Check for the certificate' }).click();
    await expect.poll(() => lead(page).textContent()).toBe('Your certificate is ready.');
    // The button left with the wait; the keyboard goes on from the heading.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  });

  it('past the 10 minutes it says so plainly and names what to do: support, with the certificate id', async () => {
    const { page, problems } = await browser.open('about:blank');
    const { certificateId } = await customerWithCertificate(page, browser.apiUrl, { delayMs: longDelayMs });
    await openCertificate(page, certificateId);
    expect(await page.getByRole('group', { name: 'Was Sie tun können' }).count()).toBe(0);
    await ageCertificate(browser.apiUrl, certificateId, 11);
    // The server decides: the next answer (here asked for at once) is overdue.
    await page.getByRole('button', { name: 'Jetzt prüfen' }).click();
    await expect
      .poll(() => lead(page).textContent())
      .toMatch(/^Das dauert länger als üblich: Ihr Zertifikat sollte seit \d\d\.\d\d\.\d{4}, \d\d:\d\d bereit sein, ist es aber noch nicht\.$/);
    const help = page.getByRole('group', { name: 'Was Sie tun können' });
    expect(await help.textContent()).toContain(`Bitte wenden Sie sich an unseren Support und nennen Sie die Zertifikats-ID ${certificateId}.`);
    await expectAccessible(page, 'overdue', { language: 'de' });
    const contact = help.getByRole('link', { name: 'Support kontaktieren' });
    expect(await contact.getAttribute('href')).toBe('/contact');
    // Never an endless spinner: nothing says it is loading.
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /Wird geladen/ })
        .count(),
    ).toBe(0);

    // A reload says the same (the server's answer), in English too.
    await openCertificate(page, certificateId, 'en');
    await expect.poll(() => lead(page).textContent()).toMatch(/^This is taking longer than usual: your certificate should have been ready by /);
    expect(await page.getByRole('group', { name: 'What you can do' }).getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe('/en/contact');
    await expectAccessible(page, 'overdue', { language: 'en' });
    await page.getByRole('group', { name: 'What you can do' }).getByRole('link', { name: 'Contact support' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en/contact');
    expect(problems).toEqual([]);
  });
});

describe('one expected time', () => {
  const words = {
    de: {
      confirm: /^Ich möchte/,
      burn: /^Jetzt mit \d+ GFT kompensieren$/,
      done: 'Kompensation ausgeführt',
      follow: /^Zertifikat .* verfolgen$/,
      outcome: /voraussichtlich bis (\d\d:\d\d)\./,
      page: /^Voraussichtlich bis (\d\d:\d\d)\./,
    },
    en: {
      confirm: /^I want to use/,
      burn: /^Compensate with \d+ GFT now$/,
      done: 'Compensation made',
      follow: /^Follow the certificate /,
      outcome: /expected by (\d{1,2}:\d\d\s[AP]M)\./,
      page: /^Expected by (\d{1,2}:\d\d\s[AP]M)\./,
    },
  } as const;

  it.each(['de', 'en'] as const)(
    "the compensate outcome and the certificate page name the same time: the burn plus the promised 10 minutes, in the provider's time zone (%s)",
    async (language) => {
      const t = words[language];
      const prefix = language === 'en' ? '/en' : '';
      // A customer whose browser is in New York: the customer area's times are the provider's (Vienna) all the same.
      const { page, problems } = await browser.open('about:blank', { timezoneId: 'America/New_York' });
      const customer = await freshCustomer(page, browser.apiUrl, `expected-time-${language}`);
      // The sandbox makes this certificate ready after an hour, later than the promise: the promise is what both pages name.
      await setCertificateDelay(browser.apiUrl, customer.email, longDelayMs);
      await customer.api.buy(4);
      const project = await customer.api.createProject({ name: 'Firmenfeier', co2Emissions: 4 });
      await cookiesChosen(page, browser.webUrl);
      await page.goto(url(`${prefix}/dashboard/compensate?project=${project._id}&amount=4`));
      await settle(page);
      await page.getByLabel(t.confirm).check();
      await page.getByRole('button', { name: t.burn }).click();
      const outcome = page.getByRole('region', { name: t.done });
      await expect.poll(() => outcome.count(), { timeout: 10_000 }).toBe(1);
      const onOutcome = t.outcome.exec((await outcome.textContent()) ?? '')?.[1];

      const follow = outcome.getByRole('link', { name: t.follow });
      const certificateId = decodeURIComponent((await follow.getAttribute('href'))?.split('/').pop() ?? '');
      await follow.click();
      const expected = page.locator('.certificate-expected');
      await expect.poll(() => expected.count(), { timeout: 10_000 }).toBe(1);
      const onPage = t.page.exec((await expected.textContent()) ?? '')?.[1];

      // The server's expectedBy (the burn plus 10 minutes), as Vienna's clock reads it.
      const status = await fetch(`${browser.apiUrl}/certificate/status?id=${encodeURIComponent(certificateId)}`, {
        headers: { lt: customer.token, ln: language },
      });
      const { burnedAt, expectedBy } = (await status.json()) as { burnedAt: string; expectedBy: string };
      expect(Date.parse(expectedBy) - Date.parse(burnedAt)).toBe(10 * 60_000);
      const vienna = formatDate(language, expectedBy, { time: 'only', timeZone: 'Europe/Vienna' });
      expect(onOutcome?.replace(/\s/g, ' ')).toBe(vienna.replace(/\s/g, ' '));
      expect(onPage?.replace(/\s/g, ' ')).toBe(vienna.replace(/\s/g, ' '));
      // The burn's own time on the page is Vienna's too.
      const burned = page
        .getByRole('list', { name: language === 'de' ? 'Schritte bis zum Zertifikat' : 'Steps to the certificate' })
        .getByRole('listitem')
        .first();
      expect((await burned.textContent())?.replace(/\s/g, ' ')).toContain(
        formatDate(language, burnedAt, { time: 'only', timeZone: 'Europe/Vienna' }).replace(/\s/g, ' '),
      );
      expect(problems).toEqual([]);
    },
  );
});

describe('the ready certificate', () => {
  it("shows the certificate as a document: brand, id, holder, the tonnes as its figure with the project's reported emissions as context, period, date, GFT used, forests with shares, method and storage period, disclaimer, issuer, QR code, register behind the technical proof", async () => {
    const { page, problems } = await browser.open('about:blank');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: browser.webUrl });
    const { certificateId, transaction, project } = await customerWithCertificate(page, browser.apiUrl, { delayMs: 0, name: 'Schwimmhalle Süd' });
    await openCertificate(page, certificateId, 'en');
    await expect.poll(() => lead(page).textContent()).toBe('Your certificate is ready.');
    await expectAccessible(page, 'ready', { sideways: true });
    // Provenance: the tokens' serial numbers, a link away.
    expect(await page.getByRole('link', { name: 'The tokens behind this certificate: their serial numbers (token indexes)' }).getAttribute('href')).toBe(
      '/en/dashboard/token-indexes',
    );
    const sheet = page.getByRole('article', { name: 'Certificate of CO₂ stored' });
    expect(await sheet.locator('header').textContent()).toBe(`greenfeeCertificate ${certificateId}`);
    // The brand mark is the header's, in the header's one style (styles/brand.css), not a copy of it.
    const brandLook = (brand: Locator) =>
      brand.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          className: element.className,
          style: [style.fontFamily, style.fontSize, style.fontWeight, style.letterSpacing, style.color, style.gap].join(' '),
        };
      });
    const sheetBrand = sheet.locator('header').getByText('greenfee', { exact: true });
    expect(await sheetBrand.locator('svg').count()).toBe(1);
    expect(await brandLook(sheetBrand)).toEqual(await brandLook(page.getByRole('banner').getByRole('link', { name: 'greenfee home page' })));
    expect(await sheet.getByText('13 t CO₂ stored in wood', { exact: true }).count()).toBe(1);
    // Under the tonnes, what they were assigned to: the emissions reported as context, never a figure beside them.
    expect(await sheet.locator('.certificate-sheet__context').textContent()).toBe(
      `Assigned to the reported emissions of 12.5 t CO₂ of the project “${project.name}”`,
    );
    // Every labelled figure of the sheet, wherever it stands on it.
    const figures = await sheet.evaluate((element) =>
      Object.fromEntries(
        [...element.querySelectorAll('dl > div')].map((row) => [row.querySelector('dt')?.textContent ?? '', row.querySelector('dd')?.textContent ?? '']),
      ),
    );
    // The day in the provider's zone, as the certificate states it (the test machine's zone differs after 23:00 UTC).
    const burnedOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'Europe/Vienna' }).format(new Date(transaction.date));
    // The headline says the 13 t stored in wood: the figures add the date and the 13 GFT used, facts only: no share of
    // the emissions "covered", and the emissions not as a figure beside the tonnes (Directive (EU) 2024/825, issue 41).
    // The transaction's id is shortened on screen; the whole id is what a screen reader reads (and the title).
    expect(figures).toEqual({
      Holder: 'Paula Profil',
      'Compensation period': 'Jan 1, 2026 to Jun 30, 2026',
      Date: burnedOn,
      // One verb and one unit to the label (issue 41: "Tonnes … (GFT)" mixed them), the tonnes beside the tokens.
      'Tokens used': '13 GFT (= 13\u00a0t\u00a0CO₂)',
      'Transaction ID': `${transaction.transactionId.slice(0, 8)}…${transaction.transactionId.slice(-8)}${transaction.transactionId}`,
    });
    const forests = page.getByRole('table', { name: 'Supported forests' });
    expect(await forests.getByRole('columnheader').allInnerTexts()).toEqual(['Forest', 'Location', 'Amount', 'Share']);
    expect(await forests.getByRole('row').nth(1).getByRole('cell').allInnerTexts()).toEqual(['Mühlviertel mixed forest', 'Upper Austria, AT', '13 t', '100%']);
    expect(await forests.getByRole('row').count()).toBe(2);
    // The share's bar stands under its header: the header starts where the bar does.
    const shareHeader = await forests
      .getByRole('columnheader', { name: 'Share' })
      .evaluate((cell) => cell.getBoundingClientRect().left + parseFloat(getComputedStyle(cell).paddingLeft));
    const bar = await forests.locator('.certificate-share__bar').evaluate((svg) => svg.getBoundingClientRect().left);
    expect(Math.abs(bar - shareHeader)).toBeLessThan(2);
    // The method with how long it stays stored (the one period, docs/claims.md), what it confirms and not, and the
    // issuer (the sandbox's provider, the imprint's company and town), after the forests.
    expect(
      await sheet
        .getByText(
          /^Method: 1 GFT \(greenfee token\) stands for one tonne of CO₂ .*PEFC or FSC certified.*ISO 14064-2.* Each forest’s stock of wood is secured by contract for at least 15 years\.$/,
        )
        .count(),
    ).toBe(1);
    expect(await sheet.getByText('This certificate confirms tonnes assigned; it does not cancel emissions.', { exact: true }).count()).toBe(1);
    expect(await sheet.getByText(`Issued on ${burnedOn} by greenfee GmbH, Berlin`, { exact: true }).count()).toBe(1);
    expect(await sheet.textContent()).not.toMatch(/half-life|35 years|CO₂ emissions reported|%\s*covered/);
    expect(await sheet.getByRole('link', { name: `QR code: opens the verification of certificate ${certificateId}` }).count()).toBe(1);
    // The 0x… id is proof, not a reference to read: behind the "technical proof" disclosure, as the wallet's address is.
    const register = page.getByRole('link', { name: /View the transaction in the public blockchain register/ });
    expect(await register.count()).toBe(0);
    expect(await sheet.getByTitle(transaction.transactionId).isVisible()).toBe(false);
    await sheet.getByText('Technical proof: transaction ID and public register', { exact: true }).click();
    expect(await register.getAttribute('href')).toBe(`${browser.apiUrl}/dev/register/${transaction.transactionId}`);
    // The whole id: the shortened one's title, and what its copy button copies.
    expect(await sheet.getByTitle(transaction.transactionId).count()).toBe(1);
    await sheet.getByRole('button', { name: 'Copy the transaction ID' }).click();
    await expect.poll(() => sheet.getByRole('status').textContent()).toBe('Transaction ID copied');
    expect(await copiedText(page)).toBe(transaction.transactionId);
    expect(problems).toEqual([]);
  });

  it("on a phone, the heading wraps before the id, never inside it, nor the issuer's line inside the date, and nothing runs past the screen", async () => {
    const { page, problems } = await browser.open('about:blank', { viewport: { width: 375, height: 812 } });
    const { certificateId, transaction } = await customerWithCertificate(page, browser.apiUrl, { delayMs: 0, name: 'Telefon' });
    for (const language of ['de', 'en'] as const) {
      await openCertificate(page, certificateId, language);
      await expect.poll(() => page.getByRole('table').count(), { timeout: 10_000 }).toBe(1);
      const issued = new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-US', { dateStyle: 'medium', timeZone: 'Europe/Vienna' }).format(
        new Date(transaction.date),
      );
      // Wherever the id stands (the heading, the sheet's head, the verification's hint) and the issue date (the figures,
      // the issuer's line), their characters are on one line.
      const lines = await page.getByRole('main').evaluate(
        (main, texts) => {
          const found: string[] = [];
          const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (const text of texts) {
              const at = node.textContent?.indexOf(text) ?? -1;
              if (at < 0) continue;
              const range = document.createRange();
              range.setStart(node, at);
              range.setEnd(node, at + text.length);
              found.push(`${text} ${new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size}`);
            }
          }
          return found;
        },
        [certificateId, issued],
      );
      expect(lines.filter((entry) => entry.startsWith(certificateId)).length).toBeGreaterThanOrEqual(3);
      expect(lines.filter((entry) => entry.startsWith(issued)).length).toBeGreaterThanOrEqual(2);
      expect(lines.filter((entry) => !entry.endsWith(' 1'))).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }
    expect(problems).toEqual([]);
  });

  it("names the forests in the page's language, and after a switch of language in the other one, never from the other's cache", async () => {
    const { page, problems } = await browser.open('about:blank');
    const { certificateId } = await customerWithCertificate(page, browser.apiUrl, { delayMs: 0 });
    await openCertificate(page, certificateId);
    const forests = (name: string) => page.getByRole('table', { name }).getByRole('row').nth(1).getByRole('cell');
    await expect.poll(() => forests('Unterstützte Wälder').allInnerTexts()).toEqual(['Mischwald im Mühlviertel', 'Oberösterreich, AT', '13 t', '100\u00a0%']);
    // The English answer is held a moment: until it comes, the page shows no German name taken from the cache.
    await injectFault(page, '/certificate/status', 'timeout', { delayMs: 1500 });
    await page.getByRole('banner').getByRole('link', { name: 'This page in English' }).click();
    await expect.poll(() => page.getByRole('table', { name: 'Supported forests' }).count(), { timeout: 10_000 }).toBe(1);
    expect(await forests('Supported forests').allInnerTexts()).toEqual(['Mühlviertel mixed forest', 'Upper Austria, AT', '13 t', '100%']);
    expect(problems).toEqual([]);
  });

  it('"download the PDF" is the primary action, beside print and copy link; copying puts the verification link on the clipboard', async () => {
    const { page, problems } = await browser.open('about:blank');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: browser.webUrl });
    const { certificateId } = await customerWithCertificate(page, browser.apiUrl, { delayMs: 0, name: 'Aktionen' });
    await openCertificate(page, certificateId);
    await expect.poll(() => lead(page).textContent()).toBe('Ihr Zertifikat ist bereit.');
    await expectAccessible(page, 'ready', { language: 'de' });
    const actions = page.getByRole('group', { name: 'Zertifikat herunterladen, drucken oder teilen' });
    expect(await actions.getByRole('button').allInnerTexts()).toEqual(['Zertifikat herunterladen', 'Drucken', 'Link kopieren']);
    // The primary button is filled in the brand's green, the others are outlined on white.
    const background = (name: string) => actions.getByRole('button', { name }).evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background('Zertifikat herunterladen')).toBe('rgb(29, 92, 58)');
    expect(await background('Drucken')).toBe('rgb(255, 255, 255)');
    expect(await background('Link kopieren')).toBe('rgb(255, 255, 255)');
    // The PDF's language stands level with the buttons: the select as tall as they are and framed as they are, its
    // label's words on the line of the buttons' words (one baseline).
    const download = actions.getByRole('button', { name: 'Zertifikat herunterladen' });
    const select = page.getByRole('combobox', { name: 'Sprache des PDF' });
    const label = page.getByText('Sprache des PDF', { exact: true });
    expect(Math.abs(((await select.boundingBox())?.height ?? 0) - ((await download.boundingBox())?.height ?? 100))).toBeLessThan(1);
    const frame = (element: Element) => getComputedStyle(element).borderTopWidth;
    expect(await select.evaluate(frame)).toBe(await download.evaluate(frame));
    // A baseline: a zero-size box put on the line of the element's first words.
    const baseline = (element: Element) => {
      const words = [...element.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
      const line = document.createElement('span');
      const probe = document.createElement('span');
      probe.style.cssText = 'display:inline-block;width:0;height:0;vertical-align:baseline';
      element.insertBefore(line, words ?? null);
      line.append(...(words ? [words] : []), probe);
      const top = probe.getBoundingClientRect().top;
      line.replaceWith(...line.childNodes);
      probe.remove();
      return top;
    };
    expect(Math.abs((await label.evaluate(baseline)) - (await download.evaluate(baseline)))).toBeLessThan(0.5);
    // Above the certificate, where the eye starts.
    const actionsBox = await actions.boundingBox();
    const sheetBox = await page.getByRole('article', { name: 'Zertifikat über gespeichertes CO₂' }).boundingBox();
    expect(actionsBox && sheetBox && actionsBox.y + actionsBox.height <= sheetBox.y).toBe(true);

    await actions.getByRole('button', { name: 'Link kopieren' }).click();
    await expect.poll(() => actions.getByRole('status').textContent()).toBe('Link kopiert');
    expect(await copiedText(page)).toBe(url(`/verify?certificate=${certificateId}`));
    expect(problems).toEqual([]);
  });

  it('a refused clipboard: the verification link on the certificate is selected and the message says how to copy it', async () => {
    const { page } = await browser.open('about:blank');
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
      });
    });
    const { certificateId } = await customerWithCertificate(page, browser.apiUrl, { delayMs: 0, name: 'Ohne Zwischenablage' });
    await openCertificate(page, certificateId, 'en');
    await expect.poll(() => lead(page).textContent()).toBe('Your certificate is ready.');
    await page.getByRole('button', { name: 'Copy the link' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Copying was not possible' }).count()).toBe(1);
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(url(`/en/verify?certificate=${certificateId}`));
  });

  it('printing it gives the certificate alone, on one page: no navigation, footer or buttons', async () => {
    const { page } = await browser.open('about:blank');
    const { certificateId } = await customerWithCertificate(page, browser.apiUrl, { delayMs: 0, name: 'Druckprojekt' });
    await openCertificate(page, certificateId);
    await expect.poll(() => lead(page).textContent()).toBe('Ihr Zertifikat ist bereit.');
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('navigation', { name: 'Kundenbereich' }).isVisible()).toBe(false);
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await page.getByRole('button').filter({ visible: true }).count()).toBe(0);
    expect(await page.getByRole('link', { name: `QR-Code: öffnet die Prüfung des Zertifikats ${certificateId}` }).isVisible()).toBe(true);
    const printed = await pdfPages(await page.pdf({ format: 'A4' }));
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain(certificateId);
    expect(printed[0]).toContain('Druckprojekt');
    expect(printed[0]).not.toMatch(/Übersicht|Herunterladen|herunterladen|Drucken|Impressum/);
    await page.emulateMedia({ media: 'screen' });
    expect(await page.getByRole('navigation', { name: 'Kundenbereich' }).isVisible()).toBe(true);
  });

  it('the PDF downloads in the language the customer picks, German by default on a German page, from the page and the project list', async () => {
    const { page, problems } = await browser.open('about:blank');
    const { certificateId } = await customerWithCertificate(page, browser.apiUrl, { delayMs: 0 });
    await openCertificate(page, certificateId);
    const language = page.getByLabel('Sprache des PDF');
    expect(await language.inputValue()).toBe('de');
    const button = page.getByRole('button', { name: 'Zertifikat herunterladen' });
    const german = await downloadPdf(page, button);
    expect(german).toMatchObject({ ln: 'de', contentType: 'application/pdf', fileName: `${certificateId}.pdf`, magic: '%PDF-' });
    // The sandbox's PDF, read as text: the project, the tonnes, the id and the verification link, in German; its QR
    // code (decoded from the PDF's image) opens the same link.
    const verifyDe = new URL(`/verify?certificate=${certificateId}`, browser.webUrl).href;
    expect(german.text).toContain('Zertifikat über gespeichertes CO₂');
    expect(german.text).toContain('Hallenbad Linz');
    expect(german.text).toMatch(/13 t/);
    expect(german.text).toContain(certificateId);
    expect(german.text).toContain(`${new URL(verifyDe).host}/verify`);
    expect(german.qr).toBe(verifyDe);
    // The storage period after the method, as on the page (the PDF's lines break it, so spaces may be line ends).
    expect(german.text.replace(/\s+/g, ' ')).toContain('Der Holzvorrat jedes Waldes ist für mindestens 15 Jahre vertraglich gesichert.');
    expect(german.text.replace(/\s+/g, ' ')).toContain('Dieses Zertifikat bestätigt eingesetzte Tonnen; es hebt keine Emissionen auf.');
    await language.selectOption('en');
    const english = await downloadPdf(page, button);
    expect(english).toMatchObject({ ln: 'en', contentType: 'application/pdf', magic: '%PDF-' });
    const verifyEn = new URL(`/en/verify?certificate=${certificateId}`, browser.webUrl).href;
    expect(english.text).toContain('Certificate of CO₂ stored');
    expect(english.text).toContain('Hallenbad Linz');
    expect(english.text).toContain(certificateId);
    expect(english.text).toContain(`${new URL(verifyEn).host}/en/verify`);
    expect(english.qr).toBe(verifyEn);
    expect(english.text.replace(/\s+/g, ' ')).toContain('Each forest’s stock of wood is secured by contract for at least 15 years.');
    // The interface stays German: only the PDF's language changed.
    expect(await heading(page).textContent()).toBe(`Zertifikat ${certificateId}`);

    // The English interface starts with English; the project list offers the same choice.
    await page.goto(url('/en/dashboard/projects'));
    const card = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: `Download certificate ${certificateId}` }) });
    await expect.poll(() => card.count(), { timeout: 10_000 }).toBe(1);
    expect(await card.getByLabel('PDF language').inputValue()).toBe('en');
    await card.getByLabel('PDF language').selectOption('de');
    expect(await downloadPdf(page, card.getByRole('button', { name: `Download certificate ${certificateId}` }))).toMatchObject({
      ln: 'de',
      contentType: 'application/pdf',
      magic: '%PDF-',
    });
    expect(problems).toEqual([]);
  });

  it('before it is ready, the download on the project page says "not ready yet"', async () => {
    const { page } = await browser.open('about:blank');
    const { project } = await customerWithCertificate(page, browser.apiUrl, { delayMs: longDelayMs });
    await cookiesChosen(page, browser.webUrl);
    await page.goto(url(`/dashboard/projects/${project._id}`));
    await expect.poll(() => page.getByRole('link', { name: 'Zur Seite des Zertifikats' }).count(), { timeout: 10_000 }).toBe(1);
    // The project page shows the state while it waits; on the list the download answers with the catalogue message.
    await page.goto(url('/dashboard/projects'));
    const button = page.getByRole('button', { name: /^Zertifikat GFT-\S+ herunterladen$/ });
    await expect.poll(() => button.count(), { timeout: 10_000 }).toBe(1);
    await button.click();
    await expect
      .poll(() => page.getByRole('main').getByRole('alert').textContent())
      .toBe('Ihr Zertifikat ist noch nicht bereit. Bitte warten Sie einige Minuten.');
  });

  it('its QR code and its link open the public verification, which shows it valid', async () => {
    const { page, problems } = await browser.open('about:blank');
    const { certificateId } = await customerWithCertificate(page, browser.apiUrl, { delayMs: 0, name: 'QR-Projekt' });
    await openCertificate(page, certificateId);
    const verifyUrl = url(`/verify?certificate=${certificateId}`);
    const qrLink = page.getByRole('link', { name: `QR-Code: öffnet die Prüfung des Zertifikats ${certificateId}` });
    await expect.poll(() => qrLink.count()).toBe(1);
    expect(await decodeQr(qrLink.locator('svg'))).toBe(verifyUrl);
    // The link reads as host and path, as one types it; it opens the whole URL.
    const readable = `${new URL(verifyUrl).host}/verify`;
    expect(await page.getByRole('link', { name: readable, exact: true }).getAttribute('href')).toBe(verifyUrl);

    await qrLink.click();
    await expect.poll(() => page.url()).toBe(verifyUrl);
    await expect.poll(() => page.getByRole('heading', { name: 'Zertifikat bestätigt' }).count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByText('QR-Projekt').count()).toBeGreaterThan(0);
    // A verifier reads how long the tonnes stay stored.
    const storage = page
      .getByRole('main')
      .locator('.gft-details-row')
      .filter({ has: page.getByRole('term').getByText('Speicherdauer', { exact: true }) });
    expect(await storage.getByRole('definition').textContent()).toBe('Der Holzvorrat jedes Waldes ist für mindestens 15 Jahre vertraglich gesichert.');
    // Who issued it (the provider's imprint), and what it confirms and does not.
    expect(
      await page
        .getByRole('main')
        .getByText(/^Dieses Zertifikat ist gültig: ausgestellt am .* von greenfee GmbH, Berlin, eingetragen im öffentlichen Register\.$/)
        .count(),
    ).toBe(1);
    expect(
      await page.getByRole('main').getByText('Dieses Zertifikat bestätigt eingesetzte Tonnen; es hebt keine Emissionen auf.', { exact: true }).count(),
    ).toBe(1);

    // In English, the English verification page.
    await openCertificate(page, certificateId, 'en');
    const englishQr = page.getByRole('link', { name: `QR code: opens the verification of certificate ${certificateId}` });
    await expect.poll(() => englishQr.count()).toBe(1);
    expect(await decodeQr(englishQr.locator('svg'))).toBe(url(`/en/verify?certificate=${certificateId}`));
    expect(problems).toEqual([]);
  });

  it('verifies valid with the same figures through <gft-certificate-verify> on a partner page of another origin', async () => {
    const { page } = await browser.open('about:blank');
    const { certificateId, transaction } = await customerWithCertificate(page, browser.apiUrl, { delayMs: 0, name: 'Partnerprojekt' });
    // The web server answers on 127.0.0.1 as well: an origin other than the portal's (localhost).
    const partner = new URL('/demo/partner.html', browser.webUrl);
    partner.hostname = '127.0.0.1';
    partner.searchParams.set('certificate', certificateId);
    expect(partner.origin).not.toBe(new URL(browser.webUrl).origin);
    const opened = await browser.open('about:blank');
    await recordEvents(opened.page);
    await opened.page.goto(partner.href);
    await ready(opened.page, 'gft-certificate-verify');
    const widget = opened.page.locator('gft-certificate-verify');
    await expect.poll(() => widget.getByRole('heading', { name: 'Certificate verified' }).count(), { timeout: 10_000 }).toBe(1);
    const details = await widget
      .locator('dl')
      .first()
      .evaluate((list) =>
        Object.fromEntries(
          [...list.querySelectorAll('div')].map((row) => [row.querySelector('dt')?.textContent ?? '', row.querySelector('dd')?.textContent ?? '']),
        ),
      );
    expect(details).toMatchObject({
      Holder: 'Paula Profil',
      Project: 'Partnerprojekt',
      'Tonnes of CO₂ assigned': '13 t (13 GFT, stored in wood)',
      'Assigned to': 'the reported emissions of 12.5 t CO₂ of the project “Partnerprojekt”',
    });
    expect(Object.keys(details)).not.toContain('CO₂ emissions reported');
    // The widget names the issuer from the API's answer, and says what the certificate confirms and does not.
    expect(await widget.getByText(/^This certificate is valid: issued on .* by greenfee GmbH, Berlin, recorded on the public register\.$/).count()).toBe(1);
    expect(await widget.getByText('This certificate confirms tonnes assigned; it does not cancel emissions.', { exact: true }).count()).toBe(1);
    // The transaction ID is the register's, behind the technical proof.
    expect(await widget.locator('details[part="proof"] dd').textContent()).toBe(transaction.transactionId);
    expect(await widget.getByRole('table', { name: 'Supported forests' }).getByRole('row').nth(1).getByRole('cell').allTextContents()).toEqual([
      'Mühlviertel mixed forest',
      'Upper Austria, AT',
      '13 t',
    ]);
    expect(opened.problems).toEqual([]);
  });
});

describe('an expired certificate', () => {
  it('says so as a problem, not in the green of a ready one', async () => {
    const { page } = await browser.open('about:blank');
    await loginAs(page, browser.apiUrl, 'business@greenfee.example');
    await openCertificate(page, 'GFT-DEMO-EXPIRED');
    await expect.poll(() => lead(page).textContent()).toBe('Dieses Zertifikat ist abgelaufen.');
    expect(await lead(page).evaluate((element) => getComputedStyle(element).borderLeftColor)).toBe('rgb(179, 38, 30)');
    await expectAccessible(page, 'expired', { sideways: true });
  });
});

describe("a certificate that is not the customer's", () => {
  it('someone else\'s: "not found" inside the customer area, nothing of it shown', async () => {
    const owner = await browser.open('about:blank');
    const { certificateId } = await customerWithCertificate(owner.page, browser.apiUrl, { delayMs: 0, name: 'Fremdes Projekt' });
    const { page, problems } = await browser.open('about:blank');
    await freshCustomer(page, browser.apiUrl, 'stranger');
    await openCertificate(page, certificateId);
    expect(await heading(page).textContent()).toBe('Zertifikat nicht gefunden');
    expect(await page.getByText(`Unter Ihren Zertifikaten gibt es keines mit der ID ${certificateId}.`, { exact: false }).count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Kundenbereich' }).count()).toBe(1);
    expect(await page.getByText('Fremdes Projekt').count()).toBe(0);
    await expectAccessible(page, 'not found', { sideways: true });
    expect(problems.filter((line) => !line.includes('404'))).toEqual([]);
  });

  it.each([
    ['an unknown id', 'GFT-2026-NOSUCH00'],
    ['a malformed id', 'kein Zertifikat!'],
  ])('%s: "not found" inside the customer area', async (_case, id) => {
    const { page, problems } = await browser.open('about:blank');
    await freshCustomer(page, browser.apiUrl, 'not-found');
    await openCertificate(page, encodeURIComponent(id));
    expect(await heading(page).textContent()).toBe('Zertifikat nicht gefunden');
    expect(await page.getByRole('navigation', { name: 'Kundenbereich' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Zurück zu meinen Projekten' }).getAttribute('href')).toBe('/dashboard/projects');
    expect(problems.filter((line) => !/40[04]/.test(line))).toEqual([]);
  });
});

describe('keyboard only', () => {
  /** Presses Tab until the focused element's accessible text or label matches. */
  async function tabTo(page: Page, name: string | RegExp, steps = 60) {
    for (let step = 0; step < steps; step += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element) return '';
        if (element.tagName === 'SELECT') return document.querySelector(`label[for="${element.id}"]`)?.textContent ?? '';
        return element.getAttribute('aria-label') ?? element.textContent ?? '';
      });
      if (typeof name === 'string' ? focused === name : name.test(focused)) return;
    }
    throw new Error(`Tab never reached ${String(name)}`);
  }

  it('checks, follows the notice, picks the PDF language and downloads with the keyboard alone', async () => {
    const { page } = await browser.open('about:blank');
    const { certificateId } = await customerWithCertificate(page, browser.apiUrl, { delayMs: longDelayMs });
    await openCertificate(page, certificateId, 'en');
    await tabTo(page, 'Check for the certificate');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Your certificate is not ready yet, wait a few minutes' }).count()).toBe(1);

    // On another page, the notice's link is reached with Tab and followed with Enter.
    const firstCheck = page.waitForResponse((response) => response.url().includes(`/certificate/status?id=${certificateId}`));
    await page.goto(url('/en/dashboard/profile'));
    await firstCheck;
    await ageCertificate(browser.apiUrl, certificateId, 61);
    await expect.poll(() => noticeLink(page, 'Show the certificate').count(), { timeout: 20_000 }).toBe(1);
    await expectAccessible(page, 'the notice that it is ready', { language: 'en' });
    await tabTo(page, 'Show the certificate', 120);
    await page.keyboard.press('Enter');
    await expect.poll(() => lead(page).textContent(), { timeout: 10_000 }).toBe('Your certificate is ready.');

    await tabTo(page, 'PDF language');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => page.getByLabel('PDF language').inputValue()).toBe('de');
    await tabTo(page, 'Download the certificate');
    const [request] = await Promise.all([
      page.waitForRequest((candidate) => candidate.url().includes('/certificate/get')),
      page.waitForEvent('download'),
      page.keyboard.press('Enter'),
    ]);
    expect((await request.allHeaders()).ln).toBe('de');
    await tabTo(page, 'Copy the link');
  }, 60_000);
});
