import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CertificateValidation } from '#shared/api/schemas/certificate';
import type { Report } from '#shared/api/schemas/report';
import type { Transaction } from '#shared/api/schemas/transaction';
import { pdfPages } from '#tests/helpers/pdf-text';
import { setupBrowser } from '../support/browser';
import { setCertificateDelay } from '../support/certificates';
import { clearFaults, injectFault } from '../support/faults';
import { freshCustomer } from '../support/projects';
import { settlePage } from '../support/settle';
import { bytesOf, parseCsv } from '../support/transactions';
import { axeAtWidths, expectAccessible } from '../support/widgets';

const browser = setupBrowser();
const url = (path: string) => new URL(path, browser.webUrl).href;
const thisYear = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna', year: 'numeric' }).format(new Date()));
const lastYear = thisYear - 1;
const post = (path: string, body: unknown) =>
  fetch(`${browser.apiUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** The report as the sandbox answers it. */
async function sandboxReport(token: string, year: number, language = 'en'): Promise<Report> {
  const response = await fetch(`${browser.apiUrl}/report/e1-7?year=${year}`, { headers: { lt: token, ln: language } });
  expect(response.status).toBe(200);
  return (await response.json()) as Report;
}

/** Per forest name the tonnes a certificate states, as a verifier reads it (it must be valid). */
async function certificateForests(id: string, language: string): Promise<Record<string, number>> {
  const response = await fetch(`${browser.apiUrl}/certificate/validate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ln: language },
    body: JSON.stringify({ certificateId: id }),
  });
  const outcome = (await response.json()) as CertificateValidation;
  if (outcome.status !== 'valid') throw new Error(`${id} is ${outcome.status}`);
  return Object.fromEntries(outcome.certificate.supportedForests.map((forest) => [forest.name, forest.amount]));
}

/**
 * A fresh business customer (the report is a company's) with compensations in two years across two forests: last year
 * the hall's 6 t (Mühlviertel), this year the fleet's 9 t (4 Mühlviertel, 5 Waldviertel); each certificate ready at once.
 */
async function customerOfTwoYears(page: Page) {
  const customer = await freshCustomer(page, browser.apiUrl, 'report', true);
  await setCertificateDelay(browser.apiUrl, customer.email, 0);
  await customer.api.buy(10);
  await customer.api.buy(5, 'prod_waldviertel');
  const hall = await customer.api.createProject({ name: 'Halle Ost', co2Emissions: 6 });
  const burned = (await customer.api.burn(hall._id, 6)) as unknown as { transaction: Transaction; certificate: { id: string } };
  // Back to the middle of last year (Vienna's calendar), with its certificate.
  const minutes = Math.floor((Date.now() - Date.UTC(lastYear, 5, 15, 10)) / 60_000);
  expect((await post(`/dev/transactions/${burned.transaction._id}/age`, { minutes })).status).toBe(200);
  const fleet = await customer.api.createProject({ name: 'Flotte', co2Emissions: 9 });
  const fleetBurn = (await customer.api.burn(fleet._id, 9)) as unknown as { certificate: { id: string } };
  return { ...customer, certificates: { [lastYear]: burned.certificate.id, [thisYear]: fleetBurn.certificate.id } };
}

/** The table's rows as the reader sees them, cells joined by " | ". */
const tableRows = (page: Page) =>
  page
    .getByRole('main')
    .locator('table tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.children]
          .filter((cell) => getComputedStyle(cell).display !== 'none')
          .map((cell) => (cell as HTMLElement).innerText.replace(/\s+/g, ' ').trim())
          .join(' | '),
      ),
    );

describe('the E1-7 report', () => {
  it('(en) two years, two forests: the table, the CSV and the PDF state what the certificates state', async () => {
    const { page, problems } = await browser.open('about:blank');
    const { token, certificates } = await customerOfTwoYears(page);
    const [previous, current] = [await sandboxReport(token, lastYear), await sandboxReport(token, thisYear)];
    // The sandbox's figures are the certificates' figures, year by year.
    for (const [report, id] of [
      [previous, certificates[lastYear]],
      [current, certificates[thisYear]],
    ] as const) {
      expect(Object.fromEntries(report.forests.map((forest) => [forest.name, forest.tonnes]))).toEqual(await certificateForests(id ?? '', 'en'));
    }
    expect(previous.years).toEqual([lastYear, thisYear]);

    // Without a year: the latest one with compensations (this year's, not the last complete one).
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(url('/en/dashboard/report'));
    await settlePage(page);
    expect(await page.title()).toBe('CSRD report (ESRS E1-7) – greenfee');
    const picker = page.getByLabel('Reporting year');
    expect(await picker.inputValue()).toBe(String(thisYear));
    const thisYearRows = [
      'Forest | Country | In the EU | Certification | Tonnes of CO₂ | Share',
      'Waldviertel spruce and beech Lower Austria, AT | Austria | yes | FSC | 5 t CO₂ | 55.6%',
      'Mühlviertel mixed forest Upper Austria, AT | Austria | yes | PEFC | 4 t CO₂ | 44.4%',
      'Total |  | 9 t CO₂ | 100.0%',
    ];
    expect(await tableRows(page)).toEqual(thisYearRows);
    const main = page.getByRole('main');
    const split = main.getByRole('region', { name: 'Removals or reductions' });
    const lines = async () => (await split.locator('p, li').allInnerTexts()).map((line) => line.replace(/\s+/g, ' '));
    // The growing forest's tonnes are removals; the one that keeps its stock is said as a kept stock; none a reduction.
    expect(await lines()).toEqual([
      expect.stringMatching(
        /^4 t CO₂ are removals: CO₂ taken up by the growth of forests .* 5 t CO₂ come from forests that keep their stock .* None of the tonnes is an emission reduction/,
      ),
      'Waldviertel spruce and beech: 5 t CO₂ from a kept stock, removals 0 t CO₂, reductions 0 t CO₂ (stock preservation)',
      'Mühlviertel mixed forest: removals 4 t CO₂, reductions 0 t CO₂ (stock increase: the forest’s growth)',
    ]);
    expect((await main.getByRole('listitem').filter({ hasText: 'The share from removal projects' }).innerText()).replace(/\s+/g, ' ')).toMatch(
      /^Partly answered: .*removals 4 t CO₂ \(44\.4%\), reductions 0 t CO₂/,
    );

    await picker.selectOption(String(lastYear));
    await settlePage(page);
    expect(new URL(page.url()).searchParams.get('year')).toBe(String(lastYear));
    expect(await tableRows(page)).toEqual([
      'Forest | Country | In the EU | Certification | Tonnes of CO₂ | Share',
      'Mühlviertel mixed forest Upper Austria, AT | Austria | yes | PEFC | 6 t CO₂ | 100.0%',
      'Total |  | 6 t CO₂ | 100.0%',
    ]);
    // A year of the growing forest alone: every tonne a removal.
    expect((await lines())[0]).toMatch(/^All 6 t CO₂ are removals: .* None is an emission reduction\.$/);
    expect(await main.getByRole('listitem').filter({ hasText: 'The share from removal projects' }).innerText()).toMatch(/^Answered: /);
    await expectAccessible(page, 'report of last year', { sideways: true });

    await picker.selectOption(String(thisYear));
    await settlePage(page);
    expect(new URL(page.url()).searchParams.get('year')).toBe(String(thisYear));
    expect(await tableRows(page)).toEqual(thisYearRows);
    expect((await main.getByText('Carbon credits cancelled', { exact: true }).locator('xpath=..').innerText()).replace(/\s+/g, ' ')).toBe(
      'Carbon credits cancelled 9 t CO₂',
    );
    expect(await main.getByText(/corresponding adjustments under Article 6/).count()).toBe(1);
    // The figures' tiles fill every row they start (issue 41: a lone tile on the last row at 1280 px).
    for (const width of [1280, 800]) {
      await page.setViewportSize({ width, height: 900 });
      const rows = await main.locator('.report__facts > div').evaluateAll((tiles) => {
        const byTop = new Map<number, number>();
        for (const tile of tiles) {
          const box = tile.getBoundingClientRect();
          byTop.set(Math.round(box.top), (byTop.get(Math.round(box.top)) ?? 0) + box.width);
        }
        const list = tiles[0]?.parentElement?.getBoundingClientRect().width ?? 0;
        // Each row's tiles and gaps add up to the list's width: no row left part empty.
        return [...byTop.values()].map((widths) => list - widths);
      });
      expect(rows.length, `${width} px`).toBe(3);
      for (const left of rows) expect(left, `${width} px: ${rows.join(', ')}`).toBeLessThan(24);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await main.getByText('Technical proof: certificates and register references', { exact: true }).click();
    expect(await main.getByRole('link', { name: `Certificate ${certificates[thisYear]}` }).count()).toBe(2);
    await expectAccessible(page, 'report of this year, proof open', { sideways: true });

    const [csv] = await Promise.all([page.waitForEvent('download'), main.getByRole('button', { name: 'CSV for your accountant' }).click()]);
    expect(csv.suggestedFilename()).toBe(`greenfee-esrs-e1-7-${thisYear}.csv`);
    const rows = parseCsv(await bytesOf(csv), ',');
    expect(rows[0]).toEqual([
      'Year',
      'Forest',
      'Region',
      'Country',
      'In the EU',
      'Certification',
      'Tonnes of CO2',
      'Share (%)',
      'Certificates',
      'Register transactions',
    ]);
    expect(rows.slice(1).map((row) => [row[1], row[3], row[4], row[5], row[6], row[7], row[8]])).toEqual([
      ['Waldviertel spruce and beech', 'Austria', 'yes', 'FSC', '5', '55.6', certificates[thisYear]],
      ['Mühlviertel mixed forest', 'Austria', 'yes', 'PEFC', '4', '44.4', certificates[thisYear]],
      ['Total', '', '', '', '9', '100.0', ''],
    ]);

    const [pdf] = await Promise.all([page.waitForEvent('download'), main.getByRole('button', { name: 'PDF for your auditor' }).click()]);
    expect(pdf.suggestedFilename()).toBe(`greenfee-esrs-e1-7-${thisYear}.pdf`);
    const text = (await pdfPages(await bytesOf(pdf))).join('\n');
    expect(text).toContain(`Reporting year ${thisYear}`);
    expect(text).toMatch(/Waldviertel spruce and beech\s+Austria\s+yes\s+FSC\s+5 t CO₂\s+55\.6%/);
    expect(text).toMatch(/Mühlviertel mixed forest\s+Austria\s+yes\s+PEFC\s+4 t CO₂\s+44\.4%/);
    expect(text).toMatch(/Total\s+9 t CO₂\s+100\.0%/);
    expect(text).toContain(certificates[thisYear]);
    expect(text).toContain('Not answered');
    // The PDF says the split as the page does.
    expect(text).toContain('Removals or reductions');
    expect(text).toMatch(/Mühlviertel mixed forest: removals 4 t CO₂, reductions 0 t CO₂/);
    expect(text).toMatch(/Waldviertel spruce and beech: 5 t CO₂ from a kept stock/);
    expect(problems).toEqual([]);
  });

  it('(de) the same figures in German, the CSV with semicolons and decimal commas, the PDF in German; an empty year', async () => {
    const { page, problems } = await browser.open('about:blank');
    const { token, certificates } = await customerOfTwoYears(page);
    const report = await sandboxReport(token, thisYear, 'de');
    expect(Object.fromEntries(report.forests.map((forest) => [forest.name, forest.tonnes]))).toEqual(
      await certificateForests(certificates[thisYear] ?? '', 'de'),
    );

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(url(`/dashboard/report?year=${thisYear}`));
    await settlePage(page);
    expect(await page.title()).toBe('CSRD-Bericht (ESRS E1-7) – greenfee');
    // On a phone, country, EU and certification stand under the forest's name.
    expect(await tableRows(page)).toEqual([
      'Wald | Tonnen CO₂ | Anteil',
      'Fichten und Buchen im Waldviertel Niederösterreich, AT Österreich · In der EU: ja · FSC | 5 t CO₂ | 55,6 %',
      'Mischwald im Mühlviertel Oberösterreich, AT Österreich · In der EU: ja · PEFC | 4 t CO₂ | 44,4 %',
      'Summe | 9 t CO₂ | 100,0 %',
    ]);
    await expectAccessible(page, 'Bericht dieses Jahres', { sideways: true });
    const main = page.getByRole('main');
    const [csv] = await Promise.all([page.waitForEvent('download'), main.getByRole('button', { name: 'CSV für Ihre Buchhaltung' }).click()]);
    const rows = parseCsv(await bytesOf(csv), ';');
    expect(rows.slice(1).map((row) => [row[4], row[6], row[7]])).toEqual([
      ['ja', '5', '55,6'],
      ['ja', '4', '44,4'],
      ['', '9', '100,0'],
    ]);
    const [pdf] = await Promise.all([page.waitForEvent('download'), main.getByRole('button', { name: 'PDF für die Prüfung' }).click()]);
    const text = (await pdfPages(await bytesOf(pdf))).join('\n');
    expect(text).toContain(`Berichtsjahr ${thisYear}`);
    expect(text).toMatch(/Österreich\s+ja\s+FSC\s+5 t CO₂\s+55,6 %/);
    expect(text).toMatch(/Summe\s+9 t CO₂\s+100,0 %/);
    expect(text).toContain('Nicht beantwortet');

    // A year without compensations says so, names the years that have some, and leads to compensating.
    await page.goto(url(`/dashboard/report?year=${lastYear - 1}`));
    await settlePage(page);
    expect(await main.getByText(`Keine Kompensationen im Jahr ${lastYear - 1}.`, { exact: true }).count()).toBe(1);
    expect(await main.getByText(`Jahre mit Kompensationen: ${lastYear}, ${thisYear}.`, { exact: true }).count()).toBe(1);
    expect(await main.getByRole('link', { name: 'Jetzt kompensieren' }).getAttribute('href')).toBe('/dashboard/compensate');
    expect(await main.locator('table').count()).toBe(0);
    await expectAccessible(page, 'leeres Jahr', { sideways: true });
    expect(problems).toEqual([]);
  });

  it('(en) loading, a failed load with its retry, a failed PDF said at its button', async () => {
    const { page, problems } = await browser.open('about:blank');
    await customerOfTwoYears(page);
    await injectFault(page, '/report/e1-7', 'timeout', { delayMs: 6000 });
    await page.goto(url(`/en/dashboard/report?year=${thisYear}`));
    await expect
      .poll(
        () =>
          page
            .getByRole('main')
            .getByRole('status')
            .filter({ hasText: /Loading/ })
            .count(),
        { timeout: 15_000 },
      )
      .toBe(1);
    expect(await axeAtWidths(page, { sideways: true }), 'loading').toEqual([]);
    await settlePage(page);
    await clearFaults(page);

    await injectFault(page, '/report/e1-7', '500', { count: 2 });
    await page.goto(url(`/en/dashboard/report?year=${thisYear}`));
    const main = page.getByRole('main');
    await expect.poll(() => main.getByRole('alert').count(), { timeout: 15_000 }).toBe(1);
    await expectAccessible(page, 'report failed to load', { sideways: true });
    await main.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => main.locator('table').count(), { timeout: 15_000 }).toBe(1);
    expect(await main.getByRole('alert').count()).toBe(0);

    await injectFault(page, '/report/e1-7/pdf', 'network');
    await main.getByRole('button', { name: 'PDF for your auditor' }).click();
    await expect.poll(() => main.getByRole('alert').count(), { timeout: 15_000 }).toBe(1);
    await expectAccessible(page, 'PDF download failed', { sideways: true });
    const [pdf] = await Promise.all([page.waitForEvent('download'), main.getByRole('button', { name: 'PDF for your auditor' }).click()]);
    expect(pdf.suggestedFilename()).toBe(`greenfee-esrs-e1-7-${thisYear}.pdf`);
    // Failures the test provoked: the console's record of them is expected.
    expect(problems.filter((problem) => !/report\/e1-7|Failed to load resource|ERR_/.test(problem))).toEqual([]);
  });

  it('(en) a business account’s overview chart leads to the report, which marks its own entry of the menu', async () => {
    const { page, problems } = await browser.open('about:blank');
    const { token } = await customerOfTwoYears(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(url('/en/dashboard'));
    await settlePage(page);
    // A business account's navigation has the report's entry (between the transactions and the profile).
    const nav = page.getByRole('navigation', { name: 'Customer area' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Overview', 'Projects', 'Buy GFT', 'Compensate', 'Transactions', 'CSRD report', 'Profile']);
    expect(await nav.getByRole('link', { name: 'CSRD report' }).getAttribute('href')).toBe('/en/dashboard/report');
    // The chart loads when scrolled near.
    await page.getByRole('region', { name: 'Your impact', exact: true }).scrollIntoViewIfNeeded({ timeout: 10_000 });
    const link = page.getByRole('main').getByRole('link', { name: 'Your CSRD report (ESRS E1-7): the figures of a year by forest, as CSV and PDF' });
    await link.scrollIntoViewIfNeeded({ timeout: 10_000 });
    await link.click();
    // The address changes at once; the page follows once its code has come (the overview has an h1 too, so the wait
    // is for the report's).
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'CSRD report: ESRS E1-7' }).count(), { timeout: 15_000 }).toBe(1);
    await settlePage(page);
    expect(new URL(page.url()).pathname).toBe('/en/dashboard/report');
    expect(await page.getByRole('navigation', { name: 'Customer area' }).locator('[aria-current="page"]').allTextContents()).toEqual(['CSRD report']);
    // The customer's latest year with compensations, with the sandbox's total.
    const year = Number(await page.getByLabel('Reporting year').inputValue());
    const report = await sandboxReport(token, year);
    expect(report.years).toContain(year);
    expect(await page.getByRole('main').locator('tfoot').innerText()).toContain(String(report.totalTonnes));
    expect(problems).toEqual([]);
  });

  it('(en, de) a private account is offered no CSRD report: no link on the overview, a page at its address saying whom it is for', async () => {
    const { page, problems } = await browser.open('about:blank');
    const customer = await freshCustomer(page, browser.apiUrl, 'report-private');
    await setCertificateDelay(browser.apiUrl, customer.email, 0);
    await customer.api.buy(3);
    const home = await customer.api.createProject({ name: 'Haushalt 2026', co2Emissions: 3 });
    await customer.api.burn(home._id, 3);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/report/e1-7')) asked.push(request.url());
    });

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(url('/en/dashboard'));
    await settlePage(page);
    const impact = page.getByRole('region', { name: 'Your impact', exact: true });
    await impact.scrollIntoViewIfNeeded({ timeout: 10_000 });
    // The chart has drawn (where a business account has the report's link), and no link to the report is anywhere.
    await expect.poll(() => impact.getByText(/assigned to your projects since/).count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByRole('link', { name: /CSRD|E1-7/ }).count()).toBe(0);
    expect(await page.locator('a[href*="/dashboard/report"]').count()).toBe(0);

    // Its address, opened directly: whom the report is for, and the way to the customer's own certificates.
    await page.goto(url('/en/dashboard/report'));
    await settlePage(page);
    const main = page.getByRole('main');
    expect(await page.title()).toBe('CSRD report – greenfee');
    expect(await main.getByRole('heading', { level: 1 }).allTextContents()).toEqual(['The CSRD report is for business accounts']);
    expect(await main.getByText(/Yours is a private account/).count()).toBe(1);
    const link = main.getByRole('link', { name: 'Go to your projects and certificates' });
    expect(await link.getAttribute('href')).toBe('/en/dashboard/projects');
    expect(await main.locator('table').count()).toBe(0);
    expect(await main.getByRole('button', { name: /CSV|PDF/ }).count()).toBe(0);
    await expectAccessible(page, 'report for business accounts only (en)', { sideways: true });

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(url('/dashboard/report?year=2025'));
    await settlePage(page);
    expect(await page.title()).toBe('CSRD-Bericht – greenfee');
    expect(await main.getByRole('heading', { level: 1 }).allTextContents()).toEqual(['Der CSRD-Bericht ist für Geschäftskonten']);
    expect(await main.getByText(/Ihr Konto ist ein Privatkonto/).count()).toBe(1);
    await expectAccessible(page, 'Bericht nur für Geschäftskonten (de)', { sideways: true });
    await main.getByRole('link', { name: 'Zu Ihren Projekten und Zertifikaten' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard/projects');
    await settlePage(page);
    expect(await main.getByText('Haushalt 2026').count()).toBeGreaterThan(0);
    // A private account's pages never asked for the report's figures, and the API would give it none: the reason alone.
    expect(asked).toEqual([]);
    for (const path of ['/report/e1-7', '/report/e1-7/pdf']) {
      const response = await fetch(`${browser.apiUrl}${path}?year=${thisYear}`, { headers: { lt: customer.token } });
      expect(response.status, path).toBe(403);
      expect(((await response.json()) as { message: string }).message, path).toMatch(/^The CSRD report \(ESRS E1-7\) is for business accounts/);
    }
    expect(problems).toEqual([]);
  });
});
