import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '#shared/storage/keys';
import { pdfPages } from '#tests/helpers/pdf-text';
import { setupBrowser } from '../support/browser';
import { clearFaults, injectFault } from '../support/faults';
import { shownTokenPrice } from '#portal/lib/prices';
import { createAccountAt, loginAs } from '../support/accounts';
import { addForestOverHttp, buyerApi } from '../support/buy';
import { ageCertificate } from '../support/certificates';
import { freshCustomer } from '../support/projects';
import { settlePage } from '../support/settle';
import { expectFactsGrid, expectFilterRows, expectMessageBelowInput, expectTableOnOneLine } from '../support/transactions-layout';
import { expectAccessible, uniqueEmail } from '../support/widgets';
import { bytesOf, manyEmail, parseCsv, shownNumbers, shownRows, transactionsOf } from '../support/transactions';

const browser = setupBrowser();
const url = (path: string) => new URL(path, browser.webUrl).href;
const search = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** The seeded customer with 250 transactions, logged in; the API's view of all of them. */
async function asMany(page: Page) {
  const { token } = await loginAs(page, browser.apiUrl, manyEmail);
  return { token, all: await transactionsOf(browser.apiUrl, token) };
}

const euro = (value: number) => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(value).replace(/\s/g, ' ');

describe('the transaction list', () => {
  it('shows the newest first with number, date, type, tokens, price, total, project and register id, and pages through all 250 with the page in the URL', async () => {
    const { page } = await browser.open('about:blank');
    const { all } = await asMany(page);
    await page.goto(url('/dashboard/transactions'));
    await settlePage(page);
    expect(await page.getByRole('heading', { level: 2 }).filter({ hasText: '250 Transaktionen, 1 bis 20 angezeigt' }).count()).toBe(1);
    await expectAccessible(page, 'the list', { sideways: true });
    const rows = await shownRows(page);
    const [newest] = all;
    const charge = all.find((transaction) => transaction.type === 'charge');
    expect(rows[0]).toEqual([
      `Nr. ${newest?.number}`,
      expect.stringMatching(/^\d{2}\.\d{2}\.\d{4}$/),
      'Kompensation',
      String(newest?.totalAdded),
      '–keine',
      '–keine',
      newest?.projectName,
      // The 0x… id is proof, not the reference: behind the "technical proof" disclosure (its summary names the row).
      expect.stringMatching(new RegExp(`^Transaktions-ID von Nr\\. ${newest?.number}0x[0-9a-f]{4}…[0-9a-f]{4}`)),
    ]);
    const chargeRow = rows.find((cells) => cells[0] === `Nr. ${charge?.number}`);
    // The seeded customer is a business: it reads the price per token net, as the shop showed it.
    expect(chargeRow?.slice(2, 7)).toEqual([
      'Kauf',
      String(charge?.totalAdded),
      euro(shownTokenPrice(charge?.price ?? 0, 'net')),
      euro(charge?.total ?? 0),
      // The purchase named by its order number, the one its invoice carries.
      charge?.orderNumber,
    ]);
    expect(charge?.orderNumber).toMatch(/^GF-\d{4}-\d{4}$/);
    const register = page.getByRole('link', { name: new RegExp(`^${newest?.transactionId.slice(0, 6)}…`) });
    expect(await register.count()).toBe(0);
    const firstCells = page.getByRole('table').locator('tbody tr').first().locator('td');
    expect((await firstCells.last().innerText()).replace(/\s+/g, ' ').trim()).toBe(`Transaktions-ID von Nr. ${newest?.number}`);
    await page.getByText(`Transaktions-ID von Nr. ${newest?.number}`, { exact: true }).click();
    expect(await register.getAttribute('href')).toBe(`${browser.apiUrl}/dev/register/${newest?.transactionId}`);

    const seen: number[] = [];
    for (let pageNumber = 1; pageNumber <= 13; pageNumber += 1) {
      // The pager follows the URL in the same render that marks the old rows as being replaced.
      await expect.poll(() => page.getByRole('navigation', { name: 'Seiten' }).textContent()).toContain(`Seite ${pageNumber} von 13`);
      seen.push(...(await shownNumbers(page)));
      expect(search(page)).toEqual(pageNumber === 1 ? {} : { page: String(pageNumber) });
      if (pageNumber < 13) await page.getByRole('link', { name: 'Nächste Seite' }).click();
    }
    expect(seen).toEqual(all.map((transaction) => transaction.number));
    expect(await page.getByRole('link', { name: 'Nächste Seite' }).count()).toBe(0);
    // A reload and the back button show the same pages.
    await page.reload();
    await expect.poll(() => shownNumbers(page)).toEqual(all.slice(240).map((transaction) => transaction.number));
    await page.goBack();
    await page.goBack();
    expect(search(page)).toEqual({ page: '11' });
    await expect.poll(() => shownNumbers(page)).toEqual(all.slice(200, 220).map((transaction) => transaction.number));
  });

  it('filters by type, project and days, alone and combined; the URL keeps them through a reload and the back button; nothing found; all again', async () => {
    const { page } = await browser.open('about:blank');
    const { all } = await asMany(page);
    await page.goto(url('/dashboard/transactions'));
    await settlePage(page);
    const office = all.find((transaction) => transaction.projectName?.includes('Nord'));
    const firstNumbers = (list: typeof all) => list.slice(0, 20).map((transaction) => transaction.number);

    await page.getByRole('combobox', { name: 'Art' }).selectOption({ label: 'Kompensation' });
    await page.getByRole('button', { name: 'Anzeigen', exact: true }).click();
    await settlePage(page);
    expect(search(page)).toEqual({ type: 'compensation' });
    const compensations = all.filter((transaction) => transaction.type === 'compensation');
    await expect.poll(() => shownNumbers(page)).toEqual(firstNumbers(compensations));
    expect(await page.getByText(`${compensations.length} Transaktionen, 1 bis 20 angezeigt`).count()).toBe(1);

    await page.getByRole('combobox', { name: 'Art' }).selectOption({ label: 'Alle Arten' });
    await page.getByRole('combobox', { name: 'Projekt' }).selectOption({ label: 'Büro "Nord"; Halle 2' });
    await page.getByRole('button', { name: 'Anzeigen', exact: true }).click();
    await settlePage(page);
    expect(search(page)).toEqual({ project: office?.projectId });
    const ofOffice = all.filter((transaction) => transaction.projectId === office?.projectId);
    await expect.poll(() => shownNumbers(page)).toEqual(firstNumbers(ofOffice));

    await page.getByRole('combobox', { name: 'Projekt' }).selectOption({ label: 'Alle Projekte' });
    await page.getByRole('textbox', { name: 'Von' }).fill('2025-03-01');
    await page.getByRole('textbox', { name: 'Bis' }).fill('2025-06-30');
    await page.getByRole('button', { name: 'Anzeigen', exact: true }).click();
    await settlePage(page);
    expect(search(page)).toEqual({ from: '2025-03-01', to: '2025-06-30' });
    const spring = all.filter((transaction) => transaction.date >= '2025-03-01' && transaction.date < '2025-07-01');
    await expect.poll(() => shownNumbers(page)).toEqual(firstNumbers(spring));

    await page.getByRole('combobox', { name: 'Art' }).selectOption({ label: 'Kompensation' });
    await page.getByRole('combobox', { name: 'Projekt' }).selectOption({ label: 'Büro "Nord"; Halle 2' });
    await page.getByRole('button', { name: 'Anzeigen', exact: true }).click();
    await settlePage(page);
    const combined = spring.filter((transaction) => transaction.type === 'compensation' && transaction.projectId === office?.projectId);
    expect(combined.length).toBeGreaterThan(0);
    expect(search(page)).toEqual({ type: 'compensation', project: office?.projectId, from: '2025-03-01', to: '2025-06-30' });
    await expect.poll(() => shownNumbers(page)).toEqual(combined.map((transaction) => transaction.number));
    await expectAccessible(page, 'filtered by type, project and days', { language: 'de', sideways: true });

    await page.reload();
    await expect.poll(() => shownNumbers(page)).toEqual(combined.map((transaction) => transaction.number));
    expect(await page.getByRole('combobox', { name: 'Art' }).inputValue()).toBe('compensation');
    expect(await page.getByRole('combobox', { name: 'Projekt' }).inputValue()).toBe(office?.projectId);
    expect(await page.getByRole('textbox', { name: 'Von' }).inputValue()).toBe('2025-03-01');
    expect(await page.getByRole('textbox', { name: 'Bis' }).inputValue()).toBe('2025-06-30');
    await page.goBack();
    expect(search(page)).toEqual({ from: '2025-03-01', to: '2025-06-30' });
    await expect.poll(() => shownNumbers(page)).toEqual(firstNumbers(spring));
    expect(await page.getByRole('combobox', { name: 'Art' }).inputValue()).toBe('');

    await page.getByRole('textbox', { name: 'Von' }).fill('2020-01-01');
    await page.getByRole('textbox', { name: 'Bis' }).fill('2020-12-31');
    await page.getByRole('button', { name: 'Anzeigen', exact: true }).click();
    await settlePage(page);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Nichts gefunden …' }).count()).toBe(1);
    expect(await page.getByRole('table').count()).toBe(0);
    await expectAccessible(page, 'nothing found', { sideways: true });
    await page.getByRole('button', { name: 'Alle Transaktionen anzeigen' }).first().click();
    await settlePage(page);
    expect(search(page)).toEqual({});
    await expect.poll(() => shownNumbers(page)).toEqual(firstNumbers(all));
  });

  it.each([
    {
      language: 'de',
      path: '/dashboard/transactions?type=compensation',
      labels: { from: 'Von', to: 'Bis', apply: 'Anzeigen', reset: 'Alle Transaktionen anzeigen', type: 'Art' },
      messages: { range: 'Das Enddatum darf nicht vor dem Startdatum liegen', day: 'Geben Sie ein gültiges Datum mit Tag, Monat und Jahr ein' },
    },
    {
      language: 'en',
      path: '/en/dashboard/transactions?type=compensation',
      labels: { from: 'From', to: 'To', apply: 'Show', reset: 'Show all transactions', type: 'Type' },
      messages: { range: 'The end date cannot be before the start date', day: 'Enter a real date, with day, month and year' },
    },
  ] as const)(
    '($language) says a day half entered and "to" before "from" at the field and in a summary that takes focus; keeps what was typed and the URL; the form\'s reset shows all',
    async ({ language, path, labels, messages }) => {
      const { page } = await browser.open('about:blank');
      await page.context().addCookies([{ name: 'gft_consent', value: 'allow_all', url: browser.webUrl }]);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: browser.webUrl });
      const { all } = await asMany(page);
      await page.goto(url(path));
      await settlePage(page);
      await expectFilterRows(page, language);
      const form = page.getByRole('search');
      const from = form.getByRole('textbox', { name: labels.from, exact: true });
      const to = form.getByRole('textbox', { name: labels.to, exact: true });
      const apply = form.getByRole('button', { name: labels.apply, exact: true });
      /** The texts a field's input is described by (its hint and its error). */
      const description = (field: typeof to) =>
        field.evaluate((input) =>
          (input.getAttribute('aria-describedby') ?? '')
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' '),
        );

      expect([await from.getAttribute('type'), await to.getAttribute('type')]).toEqual(['date', 'date']);
      expect(await form.innerText()).not.toMatch(/Format|MM\/DD|TT\.MM/);
      await from.fill('2025-06-30');
      await to.fill('2025-03-01');
      // The picker offers no "to" before "from", nor a "from" after "to"; typed, such a day is said at "to".
      expect([await from.getAttribute('max'), await to.getAttribute('min')]).toEqual(['2025-03-01', '2025-06-30']);
      await apply.click();
      const summary = form.getByRole('alert');
      await expect.poll(() => summary.textContent()).toContain(`${labels.to}: ${messages.range}`);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
      expect(await to.getAttribute('aria-invalid')).toBe('true');
      expect(await description(to)).toContain(messages.range);
      expect(await from.getAttribute('aria-invalid')).toBeNull();
      expect(search(page)).toEqual({ type: 'compensation' });
      expect([await from.inputValue(), await to.inputValue()]).toEqual(['2025-06-30', '2025-03-01']);
      expect(await form.innerText()).not.toMatch(/Format|MM\/DD|TT\.MM/);
      await expectAccessible(page, '"to" before "from"', { sideways: true });
      await expectMessageBelowInput(page, language);

      // After a failed submit the messages follow the typing: a day half entered (no year; the same day and month in
      // either order) is said at once, not taken for "no day", and kept: the year completes it.
      await to.fill('');
      await to.focus();
      await page.keyboard.type('1212');
      await expect.poll(() => description(to)).toContain(messages.day);
      await apply.click();
      await expect.poll(() => summary.textContent()).toContain(`${labels.to}: ${messages.day}`);
      expect(search(page)).toEqual({ type: 'compensation' });
      await expectAccessible(page, 'a day half entered', { sideways: true });
      await to.focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.type('2025');
      await expect.poll(() => to.inputValue()).toBe('2025-12-12');
      await expect.poll(() => to.getAttribute('aria-invalid')).toBeNull();

      await to.fill('2025-12-31');
      await expect.poll(() => to.getAttribute('aria-invalid')).toBeNull();
      await apply.click();
      await expect.poll(() => search(page)).toEqual({ type: 'compensation', from: '2025-06-30', to: '2025-12-31' });
      const late = all.filter((transaction) => transaction.type === 'compensation' && transaction.date >= '2025-06-30' && transaction.date < '2026-01-01');
      await expect.poll(() => shownNumbers(page)).toEqual(late.slice(0, 20).map((transaction) => transaction.number));
      expect(await form.getByRole('alert').count()).toBe(0);

      await form.getByRole('button', { name: labels.reset, exact: true }).click();
      await expect.poll(() => search(page)).toEqual({});
      await expect.poll(() => shownNumbers(page)).toEqual(all.slice(0, 20).map((transaction) => transaction.number));
      expect(await form.getByRole('combobox', { name: labels.type }).inputValue()).toBe('');
      expect([await from.inputValue(), await to.inputValue()]).toEqual(['', '']);
      expect(await form.getByRole('button', { name: labels.reset, exact: true }).count()).toBe(0);
      const [newest] = all;
      if (!newest) throw new Error('the seeded customer has no transactions');
      await expectTableOnOneLine(page, language, newest);
    },
  );

  it('a new customer sees what will appear here and the way to buy', async () => {
    const { page } = await browser.open('about:blank');
    await freshCustomer(page, browser.apiUrl, 'tx-empty');
    await page.goto(url('/en/dashboard/transactions'));
    await settlePage(page);
    expect(await page.getByRole('heading', { name: 'No transactions yet' }).count()).toBe(1);
    expect(await page.getByText(/Every purchase of GFT .* will appear here/).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Buy your first GFT' }).getAttribute('href')).toBe('/en/dashboard/buy');
    expect(await page.getByRole('button', { name: 'Export as CSV' }).count()).toBe(0);
    await expectAccessible(page, 'no transactions yet', { sideways: true });
  });

  it('quietly falls back from bad query parameters: letters, zero, an unknown type, no real day, a page past the end', async () => {
    const { page } = await browser.open('about:blank');
    const { all } = await asMany(page);
    await page.goto(url('/dashboard/transactions?page=abc&type=refund&from=2025-02-30&to=gestern&project='));
    await expect.poll(() => shownNumbers(page)).toEqual(all.slice(0, 20).map((transaction) => transaction.number));
    expect(await page.getByRole('main').getByRole('alert').count()).toBe(0);
    await page.goto(url('/dashboard/transactions?page=-3'));
    await expect.poll(() => shownNumbers(page)).toEqual(all.slice(0, 20).map((transaction) => transaction.number));
    await page.goto(url('/dashboard/transactions?type=charge&page=999'));
    await expect.poll(() => search(page)).toEqual({ type: 'charge', page: '8' });
    const charges = all.filter((transaction) => transaction.type === 'charge');
    await expect.poll(() => shownNumbers(page)).toEqual(charges.slice(140).map((transaction) => transaction.number));
    await page.goto(url('/dashboard/transactions?from=2025-12-31&to=2025-01-01'));
    await expect
      .poll(() => shownNumbers(page))
      .toEqual(
        all
          .filter((transaction) => transaction.date.startsWith('2025'))
          .slice(0, 20)
          .map((transaction) => transaction.number),
      );
  });
});

describe('prices on the basis the cart showed them', () => {
  it("a person reads the price per token with VAT, a business net: each column and the payment's lines say which, in German and English", async () => {
    const productId = await addForestOverHttp(browser.apiUrl, { name: 'Preiswald', pricePerToken: 30, availableTokens: 100 });
    const business = { accountType: 'business', companyName: 'Sägewerk Preis GmbH', position: 'Inhaberin', taxID: 'ATU12345678' };
    const cases = [
      { extra: {}, price: { de: '35,70 €', en: '€35.70' }, basis: { de: '(inkl. USt.)', en: '(incl. VAT)' } },
      { extra: business, price: { de: '30,00 €', en: '€30.00' }, basis: { de: '(netto)', en: '(net)' } },
    ] as const;
    for (const { extra, price, basis } of cases) {
      const { page } = await browser.open('about:blank');
      const email = uniqueEmail('prices');
      await createAccountAt(browser.apiUrl, email, 'Start-Passw0rd', extra);
      const { token } = await loginAs(page, browser.apiUrl, email, 'Start-Passw0rd');
      await buyerApi(browser.apiUrl, token).buyApproved(productId, 2, url('/dashboard/buy/return'));
      for (const language of ['de', 'en'] as const) {
        await page.goto(url(`${language === 'en' ? '/en' : ''}/dashboard/transactions`));
        await settlePage(page);
        const table = page.getByRole('table');
        const headers = (await table.getByRole('columnheader').allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
        const total = language === 'en' ? 'Total (incl. VAT)' : 'Gesamt (inkl. USt.)';
        expect(headers.slice(4, 6)).toEqual([`${language === 'en' ? 'Price/token' : 'Preis/Token'} ${basis[language]}`, total]);
        const cells = await table.locator('tbody tr').first().locator('td').allTextContents();
        expect(cells.slice(3, 5).map((text) => text.replace(/\s/g, ' '))).toEqual([price[language], language === 'en' ? '€71.40' : '71,40 €']);
        // The payment's own lines, behind the transaction, on the same basis.
        await table.locator('tbody tr').first().getByRole('link').click();
        const lines = page.getByRole('table', { name: language === 'en' ? 'What was bought' : 'Was gekauft wurde' });
        await expect.poll(() => lines.locator('tbody tr').count()).toBe(1);
        const lineHeaders = (await lines.getByRole('columnheader').allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
        expect(
          lineHeaders.slice(2).every((header) => header.endsWith(basis[language])),
          lineHeaders.join(' | '),
        ).toBe(true);
        expect((await lines.locator('tbody td').nth(1).textContent())?.replace(/\s/g, ' ')).toBe(price[language]);
      }
    }
  });
});

describe('a transaction', () => {
  it("a charge: its payment (forest, quantity, price each, amount, net, VAT, donation, total, card, status), its invoice and the register link; the way back keeps the list's filters", async () => {
    const { page } = await browser.open('about:blank');
    const { all } = await asMany(page);
    const charge = all.find((transaction) => transaction.type === 'charge' && (transaction.adminDonation ?? 0) > 0);
    const chargeIndex = all.filter((transaction) => transaction.type === 'charge').findIndex((transaction) => transaction._id === charge?._id);
    const target = Math.floor(chargeIndex / 20) + 1;
    await page.goto(url(`/dashboard/transactions?type=charge${target > 1 ? `&page=${target}` : ''}`));
    await settlePage(page);
    await page.getByRole('link', { name: `Nr. ${charge?.number}`, exact: true }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`Kauf Nr. ${charge?.number}`);
    await settlePage(page);
    expect(new URL(page.url()).pathname).toBe(`/dashboard/transactions/${charge?._id}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`Kauf Nr. ${charge?.number}`);
    const payment = (await (
      await fetch(`${browser.apiUrl}/payment/get?id=${charge?.paymentId}`, {
        headers: { lt: (await page.evaluate((key) => localStorage.getItem(key), storageKeys.sessionToken.name)) ?? '' },
      })
    ).json()) as {
      payment: {
        items: { productName: string; quantity: number; priceEach: number; amount: number }[];
        net: number;
        vat: number;
        adminDonation: number;
        total: number;
        invoiceNumber: string;
        orderNumber: string;
      };
    };
    const item = payment.payment.items[0];
    const lines = await page
      .getByRole('table', { name: 'Was gekauft wurde' })
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => Array.from(row.children).map((cell) => cell.textContent?.replace(/\s/g, ' '))));
    // The seeded customer is a business: its lines net, as its cart showed them.
    expect(lines).toEqual([[item?.productName, String(item?.quantity), euro(shownTokenPrice(item?.priceEach ?? 0, 'net')), euro(item?.amount ?? 0)]]);
    const figures = await page
      .locator('dl.payment-figures > div')
      .evaluateAll((rows) =>
        rows.map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent].map((text) => text?.replace(/\s/g, ' '))),
      );
    expect(figures).toEqual([
      ['Netto', euro(payment.payment.net)],
      ['USt. 19 % (Deutschland)', euro(payment.payment.vat)],
      // A contribution has a line only when one was given (no "0,00 €" read as a charge).
      ...(payment.payment.adminDonation > 0 ? [['Freiwilliger Verwaltungsbeitrag (ohne USt.)', euro(payment.payment.adminDonation)]] : []),
      ['Gesamt', euro(payment.payment.total)],
      ['Karte', 'Visa mit Endziffern 1881'],
      ['Status', 'Bezahlt'],
    ]);
    // The references a bookkeeper files it under: the order's number and the invoice's (a series of its own) among the
    // tiles; the payment's raw id only in the technical proof.
    expect(payment.payment.invoiceNumber).toMatch(/^RE-\d{4}-\d{4}$/);
    expect(await page.locator('.transaction-detail > dl.facts > div').evaluateAll((tiles) => tiles.slice(-2).map((tile) => tile.textContent))).toEqual([
      `Bestellnummer${payment.payment.orderNumber}`,
      `Rechnungsnummer${payment.payment.invoiceNumber}`,
    ]);
    expect(
      await page
        .getByRole('main')
        .getByText(charge?.paymentId ?? '', { exact: true })
        .isVisible(),
    ).toBe(false);
    await expectAccessible(page, 'a charge', { language: 'de', sideways: true });
    await expectFactsGrid(page, 'de', ['Datum', 'Hinzugefügte Token', 'Bestellnummer', 'Rechnungsnummer'], 'charge');
    await page.getByText('Technischer Nachweis: Transaktions-ID im öffentlichen Register, Zahlungs-ID', { exact: true }).click();
    expect(
      await page
        .getByRole('main')
        .getByText(charge?.paymentId ?? '', { exact: true })
        .isVisible(),
    ).toBe(true);
    expect(await page.getByRole('link', { name: new RegExp(`^${charge?.transactionId}`) }).getAttribute('href')).toBe(
      `${browser.apiUrl}/dev/register/${charge?.transactionId}`,
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Rechnung ${payment.payment.invoiceNumber} herunterladen (PDF)` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${payment.payment.invoiceNumber}.pdf`);
    const text = (await pdfPages(await bytesOf(download))).join('\n');
    for (const expected of [payment.payment.invoiceNumber, payment.payment.orderNumber, item?.productName ?? '', euro(payment.payment.total)])
      expect(text).toContain(expected);

    await page.getByRole('link', { name: 'Zurück zu den Transaktionen' }).click();
    await settlePage(page);
    expect(search(page)).toEqual({ type: 'charge', ...(target > 1 ? { page: String(target) } : {}) });
  });

  it('a compensation: its project, tonnes, certificate state with the certificate page, and the register link', async () => {
    const { page } = await browser.open('about:blank');
    const { api } = await freshCustomer(page, browser.apiUrl, 'tx-compensation');
    await api.buy(5);
    const project = await api.createProject({ name: 'Werkstatt 2026', co2Emissions: 3 });
    const burned = await api.burn(project._id, 3);
    const certificate = burned.certificate?.id ?? '';
    await page.goto(url('/en/dashboard/transactions'));
    const rows = await shownRows(page);
    expect(rows.map((cells) => cells.slice(0, 4))).toEqual([
      ['No. 2', expect.any(String), 'Compensation', '3'],
      ['No. 1', expect.any(String), 'Purchase', '5'],
    ]);
    expect(rows[0]?.[6]).toBe('Werkstatt 2026');
    await page.getByRole('link', { name: 'No. 2', exact: true }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Compensation no. 2');
    expect(await page.getByRole('link', { name: 'Werkstatt 2026' }).getAttribute('href')).toBe(`/en/dashboard/projects/${project._id}`);
    expect(await page.getByText('3 t CO₂').count()).toBe(1);
    await expect.poll(() => page.getByText(`Certificate ${certificate} is being created`).count()).toBe(1);
    expect(await page.getByRole('link', { name: `Open certificate ${certificate}` }).getAttribute('href')).toBe(`/en/dashboard/certificates/${certificate}`);
    // Ready: the state says so and the PDF downloads, in the language chosen.
    await ageCertificate(browser.apiUrl, certificate, 60);
    await page.reload();
    await expect.poll(() => page.getByText(`Certificate ${certificate} is valid.`).count()).toBe(1);
    await expectAccessible(page, 'a compensation with its certificate', { sideways: true });
    await expectFactsGrid(page, 'en', ['Date', 'Tokens used', 'Project', 'Tonnes of CO₂ assigned'], 'compensation');
    await page.getByRole('combobox', { name: 'PDF language' }).selectOption('de');
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the certificate' }).click()]);
    expect(pdf.suggestedFilename()).toBe(`${certificate}.pdf`);
    const pdfText = (await pdfPages(await bytesOf(pdf))).join('\n');
    expect(pdfText).toContain('Werkstatt 2026');
    // The register's record stays on the PDF as a titled block of technical proof.
    expect(pdfText).toContain('Technischer Nachweis\nTransaktion im öffentlichen Blockchain-Register: 0x');
    const register = page.getByRole('link', { name: /^0x[0-9a-f]{64} \(public register\)/ });
    expect(await register.count()).toBe(0);
    await page.getByText('Technical proof: transaction ID on the public register', { exact: true }).click();
    const href = (await register.getAttribute('href')) ?? '';
    expect(href).toMatch(new RegExp(`^${browser.apiUrl}/dev/register/0x`));
    expect((await fetch(href)).status).toBe(200);
  });

  it('a partial compensation: what it used, stated as a fact, and why there is no certificate yet; no share "covered"', async () => {
    const { page } = await browser.open('about:blank');
    const { api } = await freshCustomer(page, browser.apiUrl, 'tx-partial');
    await api.buy(5);
    const project = await api.createProject({ name: 'Lager 2026', co2Emissions: 3 });
    await api.burn(project._id, 1);
    await page.goto(url('/en/dashboard/transactions'));
    await settlePage(page);
    await page.getByRole('link', { name: 'No. 2', exact: true }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Compensation no. 2');
    const section = page.getByRole('region', { name: 'Certificate' });
    expect(await section.textContent()).toBe(
      "CertificateNo certificate for this compensation on its own: it used GFT for part of the project's reported emissions. The certificate is issued with the compensation that completes them.",
    );
    expect(await page.getByRole('main').textContent()).not.toMatch(/covered|%/);
  });

  it("someone else's transaction and an unknown id: not found inside the frame", async () => {
    const { page } = await browser.open('about:blank');
    await freshCustomer(page, browser.apiUrl, 'tx-other');
    for (const id of ['trx_many_1', 'trx_does_not_exist']) {
      await page.goto(url(`/dashboard/transactions/${id}`));
      await settlePage(page);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Transaktion nicht gefunden');
      expect(await page.getByRole('navigation', { name: 'Kundenbereich' }).count()).toBe(1);
      expect(await page.getByText('Kauf Nr.').count()).toBe(0);
      if (id === 'trx_does_not_exist') await expectAccessible(page, 'not found', { sideways: true });
    }
  });
});

/** Presses Tab until the focused element's text or label matches (at most 80 times). */
async function tabTo(page: Page, name: RegExp) {
  for (let presses = 0; presses < 80; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      const label = element?.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`)?.textContent : '';
      return `${label ?? ''} ${element?.getAttribute('aria-label') ?? ''} ${element?.textContent ?? ''}`.trim();
    });
    if (name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

describe('keyboard only', () => {
  it('filters, pages, opens a transaction, comes back with the filters, and exports, without a mouse', async () => {
    const { page } = await browser.open('about:blank');
    const { token } = await loginAs(page, browser.apiUrl, manyEmail);
    const compensations = await transactionsOf(browser.apiUrl, token, { type: 'compensation' });
    await page.goto(url('/en/dashboard/transactions'));
    await settlePage(page);
    await expectAccessible(page, 'the list', { language: 'en' });

    await tabTo(page, /^Type/);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('combobox', { name: 'Type' }).inputValue()).toBe('compensation');
    await tabTo(page, /^Show$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).search).toBe('?type=compensation');
    await expect.poll(() => shownNumbers(page)).toEqual(compensations.slice(0, 20).map((transaction) => transaction.number));
    await expectAccessible(page, 'filtered by type', { language: 'en' });

    await tabTo(page, /^Next page$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).search).toBe('?type=compensation&page=2');
    await expect.poll(() => shownNumbers(page)).toEqual(compensations.slice(20, 40).map((transaction) => transaction.number));

    await page.locator('body').focus();
    await tabTo(page, new RegExp(`^No\\. ${compensations[20]?.number}$`));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`Compensation no. ${compensations[20]?.number}`);
    await page.locator('body').focus();
    await tabTo(page, /^Back to the transactions$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).search).toBe('?type=compensation&page=2');

    await settlePage(page);
    await tabTo(page, /^Export as CSV$/);
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(parseCsv(await bytesOf(download), ',')).toHaveLength(1 + compensations.length);
  });
});

describe('faults: a clear message, a retry, the filters kept', () => {
  it.each([
    ['500', /Something went wrong on the server/],
    ['network', /Failed to connect to server/],
    ['malformed', /could not read/],
  ] as const)('the list: %s', async (kind, message) => {
    const { page } = await browser.open('about:blank');
    const { all } = await asMany(page);
    try {
      // Enough for the query's own retry and Chromium's resends on pooled connections; cleared before the retry.
      await injectFault(page, '/transaction/list', kind, { count: 6 });
      await page.goto(url('/en/dashboard/transactions?type=charge&page=2'));
      const alert = page.getByRole('main').getByRole('alert');
      await expect.poll(() => alert.filter({ hasText: message }).count(), { timeout: 10_000 }).toBe(1);
      expect(await page.getByRole('combobox', { name: 'Type' }).inputValue()).toBe('charge');
      if (kind === '500') await expectAccessible(page, 'the list failed, with its retry', { sideways: true });
      await clearFaults(page);
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect
        .poll(() => shownNumbers(page))
        .toEqual(
          all
            .filter((transaction) => transaction.type === 'charge')
            .slice(20, 40)
            .map((transaction) => transaction.number),
        );
      expect(search(page)).toEqual({ type: 'charge', page: '2' });
    } finally {
      await clearFaults(page);
    }
  });

  it('a transaction, its payment and the export', async () => {
    const { page } = await browser.open('about:blank');
    const { all } = await asMany(page);
    const charge = all.find((transaction) => transaction.type === 'charge');
    try {
      await injectFault(page, '/transaction/get', 'network', { count: 6 });
      await page.goto(url(`/en/dashboard/transactions/${charge?._id}`));
      await expect
        .poll(() => page.getByRole('main').getByRole('alert').filter({ hasText: 'Failed to connect to server' }).count(), { timeout: 10_000 })
        .toBe(1);
      await clearFaults(page);
      await injectFault(page, '/payment/get', '500', { count: 2 });
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`Purchase no. ${charge?.number}`);
      await expect
        .poll(() => page.getByRole('main').getByRole('alert').filter({ hasText: 'Something went wrong on the server' }).count(), { timeout: 10_000 })
        .toBe(1);
      await page.getByRole('button', { name: 'Try again' }).click();
      await settlePage(page);
      expect(await page.getByText('Visa ending 1881').count()).toBe(1);
      await expectAccessible(page, 'a charge', { language: 'en', sideways: true });

      await page.goto(url('/en/dashboard/transactions?type=compensation'));
      await settlePage(page);
      await injectFault(page, '/transaction/list', 'timeout');
      await page.getByRole('button', { name: 'Export as CSV' }).click();
      await expect.poll(() => page.getByRole('alert').filter({ hasText: 'The server took too long to answer' }).count(), { timeout: 10_000 }).toBe(1);
      expect(search(page)).toEqual({ type: 'compensation' });
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Try the export again' }).click()]);
      const rows = parseCsv(await bytesOf(download), ',');
      expect(rows).toHaveLength(1 + all.filter((transaction) => transaction.type === 'compensation').length);
    } finally {
      await clearFaults(page);
    }
  }, 60_000);
});

describe('the CSV export', () => {
  it('German: every one of the 250 transactions (not only the page shown), semicolons, decimal commas, BOM, the awkward project name intact, totals equal', async () => {
    const { page } = await browser.open('about:blank');
    const { all } = await asMany(page);
    await page.goto(url('/dashboard/transactions?page=4'));
    await settlePage(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Als CSV exportieren' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^transaktionen-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parseCsv(await bytesOf(download), ';');
    expect(rows[0]).toEqual([
      'Nummer',
      'Datum',
      'Art',
      'Token',
      'Nettopreis pro Token (EUR)',
      'Netto (EUR)',
      'USt. 19 % (EUR)',
      'Verwaltungsbeitrag (EUR)',
      'Brutto (EUR)',
      'Projekt',
      'Transaktions-ID',
      'Zertifikat',
      'Bestellnummer',
      'Rechnungsnummer',
    ]);
    const body = rows.slice(1);
    expect(body).toHaveLength(250);
    expect(body.every((cells) => cells.length === 14)).toBe(true);
    // A purchase's order number and, paid, its invoice's (the same), for the bookkeeper to file it under.
    expect(body.map((cells) => cells[12])).toEqual(all.map((transaction) => transaction.orderNumber ?? ''));
    expect(body.map((cells) => cells[13])).toEqual(all.map((transaction) => transaction.invoiceNumber ?? ''));
    expect(body.map((cells) => Number(cells[0]))).toEqual(all.map((transaction) => transaction.number));
    expect(body.filter((cells) => cells[9] === 'Büro "Nord"; Halle 2').length).toBe(
      all.filter((transaction) => transaction.projectName === 'Büro "Nord"; Halle 2').length,
    );
    const sum = (column: number) => body.reduce((total, cells) => total + Math.round(Number((cells[column] || '0').replace(',', '.')) * 100), 0);
    const cents = (pick: (transaction: (typeof all)[number]) => number | null) =>
      all.reduce((total, transaction) => total + Math.round((pick(transaction) ?? 0) * 100), 0);
    expect([sum(5), sum(6), sum(7), sum(8)]).toEqual([cents((t) => t.net), cents((t) => t.vat), cents((t) => t.adminDonation), cents((t) => t.total)]);
    expect(sum(5) + sum(6) + sum(7)).toBe(sum(8));
    expect(body.find((cells) => cells[2] === 'Kauf')?.[5]).toMatch(/^\d+,\d{2}$/);
    expect(body.find((cells) => cells[2] === 'Kompensation')?.slice(4, 9)).toEqual(['', '', '', '', '']);
    expect(await page.getByRole('status').filter({ hasText: '250 Transaktionen exportiert.' }).count()).toBe(1);
  });

  it('English, filtered: commas, points, only the filtered rows', async () => {
    const { page } = await browser.open('about:blank');
    const { all } = await asMany(page);
    const office = all.find((transaction) => transaction.projectName === 'Büro "Nord"; Halle 2');
    await page.goto(url(`/en/dashboard/transactions?project=${office?.projectId}&from=2025-01-01&to=2025-12-31`));
    await settlePage(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export as CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parseCsv(await bytesOf(download), ',');
    expect(rows[0]?.slice(0, 5)).toEqual(['Number', 'Date', 'Type', 'Tokens', 'Net price per token (EUR)']);
    const expected = all.filter((transaction) => transaction.projectId === office?.projectId && transaction.date.startsWith('2025'));
    expect(rows.slice(1).map((cells) => Number(cells[0]))).toEqual(expected.map((transaction) => transaction.number));
    expect(rows.slice(1).every((cells) => cells[9] === 'Büro "Nord"; Halle 2' && /^\d{2}\/\d{2}\/2025$/.test(cells[1] ?? ''))).toBe(true);

    const charges = await transactionsOf(browser.apiUrl, (await page.evaluate((key) => localStorage.getItem(key), storageKeys.sessionToken.name)) ?? '', {
      type: 'charge',
      from: '2026-01-01',
    });
    await page.goto(url('/en/dashboard/transactions?type=charge&from=2026-01-01'));
    await settlePage(page);
    const [second] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export as CSV' }).click()]);
    const chargeRows = parseCsv(await bytesOf(second), ',').slice(1);
    expect(chargeRows).toHaveLength(charges.length);
    expect(chargeRows[0]?.slice(4, 9)).toEqual(
      [charges[0]?.price, charges[0]?.net, charges[0]?.vat, charges[0]?.adminDonation, charges[0]?.total].map((value) => (value ?? 0).toFixed(2)),
    );
  });
});

describe('the transaction filters on a phone', () => {
  it('are folded behind "Filter" with the active filters as removable chips, so the first transactions show on the first screen, the toolbar one row; the URL keeps the filters', async () => {
    const { page } = await browser.open('about:blank', { viewport: { width: 375, height: 812 } });
    await page.context().addCookies([{ name: 'gft_consent', value: 'allow_all', url: browser.webUrl }]);
    await loginAs(page, browser.apiUrl, 'demo@greenfee.example');
    await page.goto(new URL('/dashboard/transactions?type=compensation&from=2025-01-01', browser.webUrl).href);
    await settlePage(page);
    const toggle = page.getByRole('button', { name: 'Filter 2 aktiv', exact: true });
    const form = page.getByRole('search', { name: 'Transaktionen filtern' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await form.isVisible()).toBe(false);
    const chips = page.getByRole('list', { name: 'Aktive Filter' }).getByRole('button');
    expect(await chips.allTextContents()).toEqual(['Art: Kompensation', 'Von: 01.01.2025']);
    // The first transaction is on the first screen, below the chips.
    const first = page.getByRole('link', { name: /^Nr\. \d+$/ }).first();
    const box = await first.boundingBox();
    expect(box && box.y + box.height).toBeLessThan(812);
    // "Filter" and the export as one toolbar row: side by side, as tall as each other, on one middle line; the count
    // below the row, with room between (not 8 px).
    const filter = await toggle.boundingBox();
    const exporter = await page.getByRole('button', { name: 'Als CSV exportieren' }).boundingBox();
    const count = await page.getByRole('heading', { level: 2, name: /Transaktionen/ }).boundingBox();
    if (!filter || !exporter || !count) throw new Error('the toolbar is not visible');
    expect(Math.abs(filter.y + filter.height / 2 - (exporter.y + exporter.height / 2))).toBeLessThan(1);
    expect(exporter.x).toBeGreaterThan(filter.x + filter.width);
    expect(count.y).toBeGreaterThanOrEqual(Math.max(filter.y + filter.height, exporter.y + exporter.height) + 16);

    // A chip's ✕ removes its filter (a new entry of the history); focus goes back to "Filter".
    await page.getByRole('button', { name: 'Art: Kompensation – Filter entfernen' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?from=2025-01-01');
    await settlePage(page);
    expect(await chips.allTextContents()).toEqual(['Von: 01.01.2025']);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Filter/);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).search).toBe('?type=compensation&from=2025-01-01');

    // "Filter" unfolds the form; applying folds it again and shows the new chips.
    await settlePage(page);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await form.isVisible()).toBe(true);
    await expectAccessible(page, 'the filters unfolded on a phone', { language: 'de' });
    await form.getByRole('combobox', { name: 'Art' }).selectOption({ label: 'Kauf' });
    await form.getByRole('button', { name: 'Anzeigen', exact: true }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?type=charge&from=2025-01-01');
    await settlePage(page);
    expect(await form.isVisible()).toBe(false);
    expect(await chips.allTextContents()).toEqual(['Art: Kauf', 'Von: 01.01.2025']);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('false');
  });
});

describe("a transaction id's copy", () => {
  it('a refused clipboard shows the whole id, selected for copying by hand', async () => {
    const { page } = await browser.open('about:blank', { viewport: { width: 1280, height: 800 } });
    await page.context().addCookies([{ name: 'gft_consent', value: 'allow_all', url: browser.webUrl }]);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) }, configurable: true });
    });
    const { token } = await loginAs(page, browser.apiUrl, 'demo@greenfee.example');
    const [newest] = await transactionsOf(browser.apiUrl, token);
    await page.goto(new URL('/en/dashboard/transactions', browser.webUrl).href);
    await settlePage(page);
    await page.getByText(`Transaction ID of no. ${newest?.number}`, { exact: true }).click();
    await page.getByRole('button', { name: `Copy the transaction ID of no. ${newest?.number}` }).click();
    const status = page.getByRole('table').getByRole('status').filter({ hasText: 'Copying was not possible' });
    await expect.poll(() => status.count()).toBe(1);
    expect(await status.textContent()).toContain(newest?.transactionId);
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(newest?.transactionId);
  });
});
