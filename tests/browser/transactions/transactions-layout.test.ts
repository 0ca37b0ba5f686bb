import { describe, expect, it } from 'vitest';
import { setupBrowser, copiedText } from '../support/browser';
import { settlePage } from '../support/settle';
import { loginAs } from '../support/accounts';
import { overflowAt } from '../support/page-list';
import { expectAccessible, resizeTo } from '../support/widgets';
import { manyEmail, transactionsOf } from '../support/transactions';

const browser = setupBrowser();

describe('the transaction filters', () => {
  it('fill their rows, labels on one line and inputs on the next: at 1280, 800 and 375 px in one visit; always there at 1280', async () => {
    const { page } = await browser.open('about:blank', { viewport: { width: 1280, height: 900 } });
    await page.context().addCookies([{ name: 'gft_consent', value: 'allow_all', url: browser.webUrl }]);
    await loginAs(page, browser.apiUrl, 'demo@greenfee.example');
    await page.goto(new URL('/en/dashboard/transactions?type=compensation', browser.webUrl).href);
    await settlePage(page);
    const filters = page.getByRole('search', { name: 'Filter transactions' });
    // At 1280 px the form is always there, without "Filter" or the active filters' chips.
    expect(await filters.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /^Filter/ }).count()).toBe(0);
    expect(await page.getByRole('list', { name: 'Active filters' }).count()).toBe(0);
    // The rows each of the four filters is on, by width.
    for (const [width, rows] of [
      [1280, [1, 1, 1, 1]],
      [800, [1, 1, 2, 2]],
      [375, [1, 2, 3, 4]],
    ] as const) {
      await resizeTo(page, { width, height: 900 });
      // On a phone they are folded behind "Filter".
      if (width < 800) await page.getByRole('button', { name: 'Filter 1 active', exact: true }).click();
      await expect.poll(() => filters.count(), { timeout: 15_000 }).toBe(1);
      const fields = [
        filters.getByRole('combobox', { name: 'Type' }),
        filters.getByRole('combobox', { name: 'Project' }),
        filters.getByRole('textbox', { name: /^From/ }),
        filters.getByRole('textbox', { name: /^To/ }),
      ];
      const bottoms: number[] = [];
      for (const field of fields) {
        const box = await field.boundingBox();
        if (!box) throw new Error(`a filter is not visible at ${width} px`);
        bottoms.push(Math.round(box.y + box.height));
      }
      // Fields on one row end at one line; each new line of fields is a new row.
      const distinct = [...new Set(bottoms)];
      expect(
        bottoms.map((bottom) => distinct.indexOf(bottom) + 1),
        `${width} px`,
      ).toEqual(rows);
      // The labels of a row stand on one line, whether or not their field has a hint (the projects' failure to load).
      const labelTops = await filters.locator('label').evaluateAll((labels) => labels.map((label) => Math.round(label.getBoundingClientRect().top)));
      const rowsOfLabels = [...new Set(labelTops)];
      expect(
        labelTops.map((top) => rowsOfLabels.indexOf(top) + 1),
        `${width} px`,
      ).toEqual(rows);
    }
  });

  it('keep each input under its label when a message shows: it stands below the input, not between them (1280 and 800 px, de and en)', async () => {
    const { page } = await browser.open('about:blank', { viewport: { width: 1280, height: 900 } });
    await page.context().addCookies([{ name: 'gft_consent', value: 'allow_all', url: browser.webUrl }]);
    await loginAs(page, browser.apiUrl, 'demo@greenfee.example');
    for (const [language, from, to, show, message] of [
      ['de', 'Von', 'Bis', 'Anzeigen', 'Das Enddatum darf nicht vor dem Startdatum liegen'],
      ['en', 'From', 'To', 'Show', 'The end date cannot be before the start date'],
    ] as const) {
      await resizeTo(page, { width: 1280, height: 900 });
      await page.goto(new URL(`${language === 'en' ? '/en' : ''}/dashboard/transactions`, browser.webUrl).href);
      await settlePage(page);
      const filters = page.getByRole('search');
      await filters.getByRole('textbox', { name: from, exact: true }).fill('2025-06-30');
      await filters.getByRole('textbox', { name: to, exact: true }).fill('2025-03-01');
      await filters.getByRole('button', { name: show, exact: true }).click();
      await expect.poll(() => filters.getByRole('alert').textContent()).toContain(message);
      for (const width of [1280, 800]) {
        await resizeTo(page, { width, height: 900 });
        // Each input starts right below its label (no room left for a message), the message right below "to"'s input.
        const gaps = await filters.locator('.gft-field').evaluateAll((fields) =>
          fields.map((field) => {
            const label = field.querySelector('label')?.getBoundingClientRect();
            const input = field.querySelector('input, select')?.getBoundingClientRect();
            const error = field.querySelector('.gft-error')?.getBoundingClientRect();
            return [Math.round((input?.top ?? 0) - (label?.bottom ?? 0)), error ? Math.round(error.top - (input?.bottom ?? 0)) : null];
          }),
        );
        for (const [below, error] of gaps) {
          expect(below, `${language} at ${width} px: ${JSON.stringify(gaps)}`).toBeLessThan(16);
          if (error !== null) expect(error, `${language} at ${width} px`).toBeLessThan(16);
        }
        expect(gaps.filter(([, error]) => error !== null)).toHaveLength(1);
      }
    }
  });
});

describe("a transaction's figures", () => {
  it('an even grid (two to a row at 1280 and 800 px, one at 375), the register id behind the technical proof below it; nothing the heading says (its type) again', async () => {
    const { page } = await browser.open('about:blank', { viewport: { width: 1280, height: 900 } });
    await page.context().addCookies([{ name: 'gft_consent', value: 'allow_all', url: browser.webUrl }]);
    await loginAs(page, browser.apiUrl, 'demo@greenfee.example');
    for (const [type, heading, tiles] of [
      ['compensation', /^Compensation no\. \d+$/, ['Date', 'Tokens used', 'Project', 'Compensated']],
      ['charge', /^Purchase no\. \d+$/, ['Date', 'Tokens added']],
    ] as const) {
      await resizeTo(page, { width: 1280, height: 900 });
      await page.goto(new URL(`/en/dashboard/transactions?type=${type}`, browser.webUrl).href);
      const first = page.getByRole('link', { name: /^No\. \d+$/ }).first();
      await expect.poll(() => first.count(), { timeout: 15_000 }).toBe(1);
      await page.goto(new URL((await first.getAttribute('href')) ?? '', browser.webUrl).href);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 }).toMatch(heading);
      const facts = page.locator('.transaction-detail > dl.facts > div');
      await expect.poll(() => facts.locator('dt').allTextContents(), { timeout: 15_000 }).toEqual(tiles);
      // The register id follows the tiles, behind its disclosure.
      expect(await page.locator('.transaction-detail > dl.facts + details.technical-proof > summary').textContent()).toBe(
        'Technical proof: transaction ID on the public register',
      );
      // The heading names the type: no tile and no section heading says it again.
      expect(
        await page
          .getByRole('main')
          .getByRole('heading', { name: /^(Compensation|Charge)$/ })
          .count(),
      ).toBe(0);
      for (const [width, columns] of [
        [1280, 2],
        [800, 2],
        [375, 1],
      ] as const) {
        await resizeTo(page, { width, height: 900 });
        const boxes = await facts.evaluateAll((nodes) =>
          nodes.map((tile) => ({
            top: Math.round(tile.getBoundingClientRect().top),
            width: Math.round(tile.getBoundingClientRect().width),
            wide: tile.classList.contains('facts__wide'),
          })),
        );
        const listWidth = await page.locator('.transaction-detail > dl.facts').evaluate((list) => Math.round(list.getBoundingClientRect().width));
        // Even: every tile as wide as the others, `columns` to a row; the register id is proof, not a tile (below).
        expect(boxes.filter((box) => box.wide)).toEqual([]);
        expect(Math.max(...boxes.map((box) => box.width)) - Math.min(...boxes.map((box) => box.width)), `${type} at ${width} px`).toBeLessThanOrEqual(1);
        const rows = [...new Set(boxes.map((box) => box.top))];
        expect(rows.length, `${type} at ${width} px`).toBe(Math.ceil(boxes.length / columns));
        expect(Math.max(...boxes.map((box) => box.width)) * columns, `${type} at ${width} px`).toBeLessThanOrEqual(listWidth);
      }
    }
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

describe('the transactions table at 1280 px', () => {
  it.each(['de', 'en'] as const)(
    '(%s) keeps headers, dates, figures and ids on one line; an id is shortened in the middle, whole in its title and on the clipboard',
    async (language) => {
      const { page } = await browser.open('about:blank', { viewport: { width: 1280, height: 800 } });
      await page.context().addCookies([{ name: 'gft_consent', value: 'allow_all', url: browser.webUrl }]);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: browser.webUrl });
      const { token } = await loginAs(page, browser.apiUrl, manyEmail);
      const [newest] = await transactionsOf(browser.apiUrl, token);
      await page.goto(new URL(`${language === 'en' ? '/en' : ''}/dashboard/transactions`, browser.webUrl).href);
      await settlePage(page);
      const table = page.getByRole('table');
      // Every header, date, figure and id cell on one line.
      const broken = await table.evaluate((element) => {
        const found: string[] = [];
        // The lines of a cell's text that shows (text for screen readers only sits in a 1 px box of its own).
        const oneLine = (cell: Element) => {
          const tops = new Set<number>();
          const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if ((node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
          }
          return tops.size <= 1;
        };
        // The register id's cell shows its disclosure's summary; what the disclosure holds is checked once it is open.
        for (const cell of element.querySelectorAll('tbody th, tbody td:not(:nth-child(7)):not(:last-child), tbody td:last-child summary')) {
          if (!oneLine(cell)) found.push(cell.textContent ?? '');
        }
        // A header's words on one line; its qualifier ("net", "gross") may stand on a line of its own below them.
        for (const cell of element.querySelectorAll('thead th')) {
          for (const part of cell.querySelectorAll('*')) if (part.children.length === 0 && !oneLine(part)) found.push(part.textContent ?? '');
          if (cell.children.length === 0 && !oneLine(cell)) found.push(cell.textContent ?? '');
        }
        // A short project name (up to 20 characters: "Bürogebäude 2025") on one line.
        for (const cell of element.querySelectorAll('tbody td:nth-child(7)')) {
          if ((cell.textContent ?? '').length <= 20 && !oneLine(cell)) found.push(cell.textContent ?? '');
        }
        // A project's name may take two lines, breaking between words only.
        for (const cell of element.querySelectorAll('tbody td:nth-child(7)')) {
          const node = cell.firstChild;
          if (!(node instanceof Text)) continue;
          const lineOf = (offset: number) => {
            const range = document.createRange();
            range.setStart(node, offset);
            range.setEnd(node, offset + 1);
            return Math.round(range.getBoundingClientRect().top);
          };
          for (const word of node.data.matchAll(/\S+/g)) if (lineOf(word.index) !== lineOf(word.index + word[0].length - 1)) found.push(word[0]);
        }
        return found;
      });
      expect(broken).toEqual([]);
      expect(await overflowAt(page)).toEqual([]);
      // The price per token is net, the total gross: the headers say so.
      const headers = (await table.getByRole('columnheader').allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
      expect(headers.slice(4, 6)).toEqual(language === 'en' ? ['Price/token (net)', 'Total (gross)'] : ['Preis/Token (netto)', 'Gesamt (brutto)']);

      const id = newest?.transactionId ?? '';
      const shown = table.getByRole('link', { name: new RegExp(`^${id.slice(0, 6)}…${id.slice(-4)}`) });
      // Behind the technical proof: opened, the shortened id and its copy button stand on one line.
      expect(await shown.count()).toBe(0);
      await table
        .getByText(language === 'en' ? `Transaction ID of no. ${newest?.number}` : `Transaktions-ID von Nr. ${newest?.number}`, { exact: true })
        .click();
      const row = table.locator('tbody tr').first().locator('.short-id__row');
      expect(await row.evaluate((element) => element.getBoundingClientRect().height)).toBeLessThan(40);
      expect(await overflowAt(page)).toEqual([]);
      expect(await shown.getAttribute('title')).toBe(id);
      const copy = table.getByRole('button', {
        name: language === 'en' ? `Copy the transaction ID of no. ${newest?.number}` : `Transaktions-ID von Nr. ${newest?.number} kopieren`,
      });
      await copy.click();
      await expect.poll(() => copiedText(page)).toBe(id);
      expect(
        await table
          .getByRole('status')
          .filter({ hasText: language === 'en' ? 'Transaction ID copied' : 'Transaktions-ID kopiert' })
          .count(),
      ).toBe(1);
    },
  );

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
