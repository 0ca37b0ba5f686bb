import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Transaction } from '#shared/api/schemas/transaction';
import type { Language } from '#shared/i18n/languages';
import { localized, paramPaths, paths } from '#portal/lib/paths';
import { setupBrowser } from '../support/browser';
import { clearFaults, injectFault } from '../support/faults';
import { settlePage } from '../support/settle';
import { axeAtWidths } from '../support/widgets';
import { loginAs } from '../support/accounts';
import { ageCertificate, cookiesChosen, customerWithCertificate, longDelayMs } from '../support/certificates';
import { freshCustomer } from '../support/projects';
import { manyEmail, transactionsOf } from '../support/transactions';

const browser = setupBrowser();
const url = (path: string) => new URL(path, browser.webUrl).href;
const demoEmail = 'demo@greenfee.example';

const text = {
  de: {
    projects: 'Meine Projekte',
    certificates: 'Zertifikate',
    activity: 'Letzte Aktivitäten',
    impact: 'Ihre Wirkung',
    wallet: 'Ihr GFT-Guthaben',
    next: 'Ihr nächster Schritt',
    table: 'Als Tabelle anzeigen',
    periods: { Monat: 'month', Quartal: 'quarter', Jahr: 'year' },
    allTransactions: 'Alle Transaktionen ansehen',
    retry: 'Erneut versuchen',
  },
  en: {
    projects: 'My projects',
    certificates: 'Certificates',
    activity: 'Recent activity',
    impact: 'Your impact',
    wallet: 'Your GFT balance',
    next: 'Your next step',
    table: 'Show as a table',
    periods: { Month: 'month', Quarter: 'quarter', Year: 'year' },
    allTransactions: 'View all transactions',
    retry: 'Try again',
  },
} as const;

/** Tonnes as the portal writes them ("12,5 t CO₂", non-breaking spaces). */
const tonnes = (language: Language, value: number) =>
  `${new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-US', { maximumFractionDigits: 3 }).format(value)}\u00a0t\u00a0CO₂`;

/** A region of the overview; the parts loaded when scrolled near (activity, chart, wallet) are scrolled to first. */
async function region(page: Page, name: string) {
  const found = page.getByRole('region', { name, exact: true });
  await found.scrollIntoViewIfNeeded({ timeout: 10_000 });
  return found;
}

/** Each list item of a region as its parts' texts joined by a space (spaces of any kind as one). */
const itemTexts = async (page: Page, name: string) =>
  (
    await (
      await region(page, name)
    )
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => Array.from(item.children, (part) => part.textContent ?? '').join(' ')))
  ).map((item) => item.replace(/\s+/g, ' ').trim());

async function openOverview(page: Page, language: Language) {
  await page.goto(url(localized(language, paths.dashboard)));
  await settlePage(page);
}

describe.each(['de', 'en'] as const)('the overview lists the projects (%s)', (language) => {
  const t = text[language];

  it('the seeded user: open work first, each with its state, coverage and next action', async () => {
    const { page } = await browser.open('about:blank');
    await loginAs(page, browser.apiUrl, demoEmail);
    // No cookie banner over the buttons the test presses.
    await cookiesChosen(page, browser.webUrl);
    await openOverview(page, language);
    const projects = await region(page, t.projects);
    await expect
      .poll(() => projects.getByRole('heading', { level: 3 }).allTextContents(), { timeout: 10_000 })
      .toEqual(['Urlaubsflüge 2026', 'Heizung Wohnung 2025']);
    expect(await itemTexts(page, t.projects)).toEqual(
      language === 'de'
        ? [
            'Urlaubsflüge 2026 Teilweise eingesetzt 21 von 30 t CO₂ eingesetzt · 70 % Kompensieren',
            'Heizung Wohnung 2025 Alle Tonnen eingesetzt 12 von 12 t CO₂ eingesetzt · 100 % Zertifikat',
          ]
        : [
            'Urlaubsflüge 2026 Partly assigned 21 of 30 t CO₂ assigned · 70% Compensate',
            'Heizung Wohnung 2025 All tonnes assigned 12 of 12 t CO₂ assigned · 100% Certificate',
          ],
    );
    // The open project: compensate it (the wallet holds 29 GFT), with the project chosen on the compensation page.
    const compensate = projects.getByRole('link', { name: language === 'de' ? 'Kompensieren: Urlaubsflüge 2026' : 'Compensate: Urlaubsflüge 2026' });
    expect(await compensate.getAttribute('href')).toBe(`${localized(language, paths.compensate)}?project=prj_demo_fleet`);
    // The compensated one: its certificate.
    const certificate = projects.getByRole('link', { name: language === 'de' ? 'Zertifikat: Heizung Wohnung 2025' : 'Certificate: Heizung Wohnung 2025' });
    expect(await certificate.getAttribute('href')).toBe(localized(language, paramPaths.certificate.href({ id: 'GFT-DEMO-VALID' })));
    expect(await projects.getByRole('link', { name: 'Urlaubsflüge 2026', exact: true }).getAttribute('href')).toBe(
      localized(language, paramPaths.project.href({ id: 'prj_demo_fleet' })),
    );
    await compensate.click();
    await expect.poll(() => new URL(page.url()).search).toBe('?project=prj_demo_fleet');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 10_000 }).toBe(language === 'de' ? 'Kompensieren' : 'Compensate');
    // The project is chosen there.
    await expect
      .poll(() => page.getByLabel(language === 'de' ? 'Projekt' : 'Project', { exact: true }).inputValue(), { timeout: 10_000 })
      .toBe('prj_demo_fleet');
  });
});

describe('the overview at 1280 px', () => {
  it("the project rows' bars start at one x and have one width; the sections follow one another without a large empty block", async () => {
    const { page } = await browser.open('about:blank');
    await loginAs(page, browser.apiUrl, demoEmail);
    for (const language of ['de', 'en'] as const) {
      await openOverview(page, language);
      const projects = await region(page, text[language].projects);
      const meters = projects.locator('meter');
      await expect.poll(() => meters.count(), { timeout: 10_000 }).toBe(2);
      // A grid of fixed columns: every row's bar (and its coverage text) starts at the same x, as wide as the others.
      const boxes = await meters.evaluateAll((elements) =>
        elements.map((element) => element.getBoundingClientRect()).map(({ left, width }) => ({ left, width })),
      );
      expect(Math.abs((boxes[0]?.left ?? 0) - (boxes[1]?.left ?? 1))).toBeLessThan(1);
      expect(Math.abs((boxes[0]?.width ?? 0) - (boxes[1]?.width ?? 1))).toBeLessThan(1);
      // Every part loaded (scrolled to), then: no section's content ends far above where the next part below it begins.
      for (const name of [text[language].activity, text[language].impact, text[language].wallet]) await region(page, name);
      await settlePage(page, { deferred: true });
      const gaps = await page.getByRole('main').evaluate((main) => {
        // A section's box as far as its content goes (a grid cell may stretch the section itself).
        const sections = Array.from(main.querySelectorAll('section'), (section) => {
          const { top, left, right } = section.getBoundingClientRect();
          const bottom = Math.max(...Array.from(section.children, (child) => child.getBoundingClientRect().bottom));
          return { name: section.querySelector('h2')?.textContent ?? '', top, left, right, bottom };
        });
        return sections.map((section) => {
          const below = sections.filter((other) => other.top >= section.bottom && other.left < section.right && other.right > section.left);
          return { name: section.name, gap: below.length === 0 ? 0 : Math.min(...below.map((other) => other.top)) - section.bottom };
        });
      });
      expect(gaps.filter(({ gap }) => gap > 64)).toEqual([]);
    }
  });
});

describe('the overview lists the projects', () => {
  it('an empty wallet: "buy GFT" on each open project; more than five projects: five, open work first, and the way to all', async () => {
    const { page } = await browser.open('about:blank');
    const { api } = await freshCustomer(page, browser.apiUrl, 'overview-many');
    for (const [index, emissions] of [4, 5, 6, 7, 8, 9.5].entries()) await api.createProject({ name: `Standort ${index + 1}`, co2Emissions: emissions });
    const all = (await api.projects()).map((project) => project.name);
    await openOverview(page, 'de');
    const projects = await region(page, text.de.projects);
    // All open: the server's order (newest first), five of six.
    await expect.poll(() => projects.getByRole('heading', { level: 3 }).allTextContents(), { timeout: 10_000 }).toEqual(all.slice(0, 5));
    expect(all).toHaveLength(6);
    expect(await itemTexts(page, text.de.projects)).toContain('Standort 6 Noch keine Tonnen eingesetzt 0 von 9,5 t CO₂ eingesetzt · 0 % GFT kaufen');
    const links = projects.getByRole('link', { name: /^GFT kaufen: / });
    expect(await links.count()).toBe(5);
    expect(await links.first().getAttribute('href')).toBe(paths.buy);
    expect(await projects.getByRole('link', { name: 'Alle 6 Projekte ansehen' }).getAttribute('href')).toBe(paths.projects);
    expect(await projects.getByRole('definition').allTextContents()).toEqual([tonnes('de', 39.5), tonnes('de', 0), tonnes('de', 39.5)]);
  });
});

describe('certificates on the overview', () => {
  it('after a full burn: the certificate on its way, linking to its page; ready once it is, without a reload', async () => {
    const { page, problems } = await browser.open('about:blank');
    await page.clock.install();
    const { certificateId } = await customerWithCertificate(page, browser.apiUrl, { delayMs: longDelayMs, name: 'Fuhrpark 2026' });
    await cookiesChosen(page, browser.webUrl);
    await openOverview(page, 'de');
    const certificates = await region(page, text.de.certificates);
    const link = certificates.getByRole('link', { name: certificateId });
    await expect
      .poll(() => itemTexts(page, text.de.certificates), { timeout: 10_000 })
      // The time alone when it is today, with the day when the ten minutes run past midnight.
      .toEqual([expect.stringMatching(new RegExp(`^${certificateId} · Fuhrpark 2026 Unterwegs erwartet bis (\\d\\d\\.\\d\\d\\.\\d{4}, )?\\d\\d:\\d\\d$`))]);
    expect(await link.getAttribute('href')).toBe(paramPaths.certificate.href({ id: certificateId }));
    // The project, fully compensated, offers the certificate too.
    const projects = await region(page, text.de.projects);
    expect(await projects.getByRole('link', { name: 'Zertifikat: Fuhrpark 2026' }).getAttribute('href')).toBe(
      paramPaths.certificate.href({ id: certificateId }),
    );

    // An hour later (as the sandbox sees it) it is ready; the overview learns it at the status' next check.
    await ageCertificate(browser.apiUrl, certificateId, 61);
    await page.clock.fastForward(60_000);
    await expect
      .poll(() => itemTexts(page, text.de.certificates), { timeout: 10_000 })
      .toEqual([expect.stringMatching(new RegExp(`^${certificateId} · Fuhrpark 2026 Bereit ausgestellt am \\d\\d\\.\\d\\d\\.\\d{4}$`))]);
    await link.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(paramPaths.certificate.href({ id: certificateId }));
    expect(problems).toEqual([]);
  });
});

describe.each(['de', 'en'] as const)('recent activity on the overview (%s)', (language) => {
  it('the last five transactions, newest first, each linking to its page, and the way to all', async () => {
    const { page } = await browser.open('about:blank');
    const { api, token } = await freshCustomer(page, browser.apiUrl, `overview-activity-${language}`);
    for (const quantity of [1, 2, 3, 4]) await api.buy(quantity);
    const project = await api.createProject({ name: 'Kantine', co2Emissions: 3 });
    await api.burn(project._id, 1);
    await api.burn(project._id, 2);
    const latest = (await transactionsOf(browser.apiUrl, token)).slice(0, 5);
    expect(latest.map((transaction) => transaction.type)).toEqual(['compensation', 'compensation', 'charge', 'charge', 'charge']);
    await openOverview(page, language);
    const activity = await region(page, text[language].activity);
    await expect.poll(() => activity.getByRole('listitem').count(), { timeout: 10_000 }).toBe(5);
    const day = (transaction: Transaction) =>
      new Intl.DateTimeFormat(language === 'de' ? 'de-AT' : 'en-US', { dateStyle: 'medium', timeZone: 'Europe/Vienna' }).format(new Date(transaction.date));
    const euro = (value: number | null) =>
      new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-US', { style: 'currency', currency: 'EUR' }).format(value ?? Number.NaN);
    const described = (transaction: Transaction) =>
      transaction.type === 'charge'
        ? [language === 'de' ? `Kauf von ${transaction.totalAdded} GFT` : `Purchase of ${transaction.totalAdded} GFT`, euro(transaction.total)]
        : [
            language === 'de'
              ? `Kompensation mit ${transaction.totalAdded} GFT für „Kantine“`
              : `Compensation with ${transaction.totalAdded} GFT for “Kantine”`,
            tonnes(language, transaction.totalAdded),
          ];
    expect(await itemTexts(page, text[language].activity)).toEqual(
      latest.map((transaction) => {
        const [what, figure] = described(transaction);
        return `${what} ${day(transaction)} ${figure}`.replace(/\s+/g, ' ');
      }),
    );
    const links = activity.getByRole('listitem').getByRole('link');
    expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual(
      latest.map((transaction) => localized(language, paramPaths.transaction.href({ id: transaction._id }))),
    );
    expect(await activity.getByRole('link', { name: text[language].allTransactions }).getAttribute('href')).toBe(localized(language, paths.transactions));
  });
});

/** The API's compensations summed up by the table's periods in the provider's calendar: [period, tonnes, running total]. */
function expectedRows(language: Language, compensations: Transaction[], unit: 'month' | 'quarter' | 'year'): string[][] {
  const sums = new Map<string, number>();
  for (const compensation of compensations) {
    const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna', year: 'numeric', month: '2-digit' })
      .format(new Date(compensation.date))
      .split('-')
      .map(Number) as [number, number];
    const key = unit === 'year' ? `${year}` : unit === 'quarter' ? `${year}-Q${Math.ceil(month / 3)}` : `${year}-${String(month).padStart(2, '0')}`;
    sums.set(key, (sums.get(key) ?? 0) + compensation.totalAdded);
  }
  const label = (key: string) => {
    if (unit === 'year') return key;
    if (unit === 'quarter') return `Q${key.slice(-1)} ${key.slice(0, 4)}`;
    return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${key}-15T12:00:00Z`),
    );
  };
  let total = 0;
  return [...sums.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, sum]) => {
      total += sum;
      return [label(key), tonnes(language, sum), tonnes(language, total)];
    });
}

describe.each(['de', 'en'] as const)('the impact chart (%s)', (language) => {
  const t = text[language];

  it.each([demoEmail, manyEmail])("%s: the headline is the wallet's tonnes burned, the table the API's compensations period by period", async (email) => {
    const { page } = await browser.open('about:blank');
    const { token } = await loginAs(page, browser.apiUrl, email);
    const compensations = await transactionsOf(browser.apiUrl, token, { type: 'compensation' });
    const profile = (await (await fetch(`${browser.apiUrl}/profile/get`, { headers: { lt: token } })).json()) as {
      profile: { wallet: { tokensSpent: number } };
    };
    await openOverview(page, language);
    const impact = await region(page, t.impact);
    const figure = impact.getByRole('figure');
    await expect.poll(() => figure.count(), { timeout: 10_000 }).toBe(1);
    expect(await figure.locator('.impact__headline strong').textContent()).toBe(tonnes(language, profile.profile.wallet.tokensSpent));
    // The drawing is hidden from screen readers; the table says the same.
    expect(await figure.locator('svg').evaluate((svg) => svg.closest('[aria-hidden="true"]') !== null)).toBe(true);
    await impact.getByText(t.table).click();
    const table = impact.getByRole('table');
    const header = await table.getByRole('columnheader').allTextContents();
    const unit = t.periods[header[0] as keyof typeof t.periods];
    expect(unit).toBeDefined();
    const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => Array.from(tr.children).map((cell) => cell.textContent ?? '')));
    expect(rows).toEqual(expectedRows(language, compensations, unit));
    expect(rows.at(-1)?.[2]).toBe(tonnes(language, profile.profile.wallet.tokensSpent));
    // The seeded customer's history is varied: different tonnes in different months, months without between them.
    if (email === demoEmail) {
      const months =
        language === 'de'
          ? ['April 2025', 'Juni 2025', 'September 2025', 'Januar 2026', 'Februar 2026', 'April 2026', 'Mai 2026', 'Juli 2026', 'September 2026']
          : ['April 2025', 'June 2025', 'September 2025', 'January 2026', 'February 2026', 'April 2026', 'May 2026', 'July 2026', 'September 2026'];
      let sum = 0;
      expect(rows).toEqual(
        [5, 4, 3, 4, 3, 5, 2, 4, 3].map((amount, index) => {
          sum += amount;
          return [months[index], tonnes(language, amount), tonnes(language, sum)];
        }),
      );
      // So the bars (the running total, month by month) are not all alike.
      const heights = new Set(await figure.locator('rect').evaluateAll((rects) => rects.map((rect) => rect.getAttribute('height'))));
      expect(heights.size).toBeGreaterThanOrEqual(8);
    }
    // As many bars as periods from the one before the first compensation to today, the first one empty.
    const bars = figure.locator('rect');
    expect(Number(await bars.first().getAttribute('height'))).toBe(0);
    expect(Number(await bars.last().getAttribute('height'))).toBeGreaterThan(0);
  });
});

describe.each(['de', 'en'] as const)('axe-core, WCAG 2.2 AA, every state of the overview (%s)', (language) => {
  const t = text[language];

  it('at 375 px (de) or 1280 px (en): loading, the parts below loading, failed, empty, the seeded user with the table open', { timeout: 90_000 }, async () => {
    const { page } = await browser.open('about:blank', { viewport: { width: 375, height: 800 } });
    const found: Record<string, string[]> = {};
    const scan = async (state: string) => {
      const violations = await axeAtWidths(page, { language, sideways: true });
      if (violations.length) found[state] = violations;
    };
    const loadingStatus = page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: language === 'de' ? /Wird geladen/ : /Loading/ });

    // A new customer, the data held: skeletons, said as loading.
    await freshCustomer(page, browser.apiUrl, `overview-a11y-${language}`);
    for (const path of ['/project/mine', '/user/profile']) await injectFault(page, path, 'timeout', { delayMs: 8000 });
    await page.goto(url(localized(language, paths.dashboard)));
    await expect.poll(() => loadingStatus.count(), { timeout: 10_000 }).toBe(2);
    await scan('loading');
    await clearFaults(page);
    await settlePage(page);

    // Empty: a clear first step.
    const next = page.getByRole('region', { name: t.next });
    expect(await next.getByRole('listitem').count()).toBe(3);
    await region(page, t.wallet);
    await settlePage(page, { deferred: true });
    await scan('empty');

    // The parts below the fold loading: the transactions held.
    await injectFault(page, '/transaction/list', 'timeout', { count: 2, delayMs: 8000 });
    await page.reload();
    for (const name of [t.activity, t.impact]) {
      const part = await region(page, name);
      await expect.poll(() => part.getByRole('status').count(), { timeout: 10_000 }).toBe(1);
    }
    await scan('below loading');
    await clearFaults(page);

    // Failed: the projects and the transactions, each with its retry.
    await injectFault(page, '/project/mine', '500', { count: 2 });
    await injectFault(page, '/transaction/list', '500', { count: 4 });
    await page.reload();
    await settlePage(page);
    await region(page, t.impact);
    await expect.poll(() => page.getByRole('main').getByRole('alert').count(), { timeout: 10_000 }).toBe(3);
    expect(await page.getByRole('main').getByRole('button', { name: t.retry }).count()).toBe(3);
    await scan('failed');
    await clearFaults(page);

    // The seeded user, everything there, the table open.
    const seeded = await browser.open('about:blank', { viewport: { width: 375, height: 800 } });
    await loginAs(seeded.page, browser.apiUrl, demoEmail);
    await openOverview(seeded.page, language);
    const impact = seeded.page.getByRole('region', { name: t.impact });
    await impact.scrollIntoViewIfNeeded();
    await seeded.page.getByRole('region', { name: t.wallet }).scrollIntoViewIfNeeded();
    await settlePage(seeded.page, { deferred: true });
    await impact.getByText(t.table).click();
    const violations = await axeAtWidths(seeded.page, { language, sideways: true });
    if (violations.length) found.seeded = violations;
    expect(found).toEqual({});
  });
});
