/**
 * The transactions pages' layout, checked inside the flows of tests/browser/transactions/transactions.test.ts that
 * reach each state: the filters' rows by width, a message under its input, a transaction's figures as an even grid,
 * and the table's cells on one line with an id shortened in the middle.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { copiedText } from './browser';
import { overflowAt } from './page-list';
import { resizeTo } from './widgets';

const filterText = {
  de: { search: 'Transaktionen filtern', toggle: 'Filter 1 aktiv', type: 'Art', project: 'Projekt', from: /^Von/, to: /^Bis/ },
  en: { search: 'Filter transactions', toggle: 'Filter 1 active', type: 'Type', project: 'Project', from: /^From/, to: /^To/ },
} as const;

/**
 * With one filter active at 1280 px: the form always there (no "Filter", no chips); its four filters fill their rows
 * (one row at 1280, two at 800, four at 375 px, where they fold behind "Filter"), labels on one line and inputs on the
 * next. Ends at 1280 px.
 */
export async function expectFilterRows(page: Page, language: 'de' | 'en') {
  const t = filterText[language];
  const filters = page.getByRole('search', { name: t.search });
  expect(await filters.isVisible()).toBe(true);
  expect(await page.getByRole('button', { name: /^Filter/ }).count()).toBe(0);
  expect(await page.getByRole('list', { name: /^(Active filters|Aktive Filter)$/ }).count()).toBe(0);
  for (const [width, rows] of [
    [1280, [1, 1, 1, 1]],
    [800, [1, 1, 2, 2]],
    [375, [1, 2, 3, 4]],
  ] as const) {
    await resizeTo(page, { width, height: 900 });
    // On a phone they are folded behind "Filter".
    if (width < 800) await page.getByRole('button', { name: t.toggle, exact: true }).click();
    await expect.poll(() => filters.count(), { timeout: 15_000 }).toBe(1);
    const fields = [
      filters.getByRole('combobox', { name: t.type }),
      filters.getByRole('combobox', { name: t.project }),
      filters.getByRole('textbox', { name: t.from }),
      filters.getByRole('textbox', { name: t.to }),
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
  await resizeTo(page, { width: 1280, height: 800 });
}

/**
 * With "to" refused at 1280 and 800 px: each input starts right below its label (no room kept for a message), the one
 * message right below "to"'s input. Ends at 1280 px.
 */
export async function expectMessageBelowInput(page: Page, language: 'de' | 'en') {
  const filters = page.getByRole('search');
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
  await resizeTo(page, { width: 1280, height: 800 });
}

/**
 * A transaction's page: its figures as an even grid (two to a row at 1280 and 800 px, one at 375), the register id
 * behind the technical proof below them, nothing the heading says (its type) again. Ends at 1280 px.
 */
export async function expectFactsGrid(page: Page, language: 'de' | 'en', tiles: readonly string[], type: string) {
  const facts = page.locator('.transaction-detail > dl.facts > div');
  await expect.poll(() => facts.locator('dt').allTextContents(), { timeout: 15_000 }).toEqual(tiles);
  // A charge's payment id is proof too, beside the register's id: one disclosure for both.
  const payment = type === 'charge' ? (language === 'en' ? ', payment ID' : ', Zahlungs-ID') : '';
  expect(await page.locator('.transaction-detail > dl.facts + details.technical-proof > summary').textContent()).toBe(
    (language === 'en' ? 'Technical proof: transaction ID on the public register' : 'Technischer Nachweis: Transaktions-ID im öffentlichen Register') + payment,
  );
  expect(
    await page
      .getByRole('main')
      .getByRole('heading', { name: language === 'en' ? /^(Compensation|Charge|Purchase)$/ : /^(Kompensation|Kauf)$/ })
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
  await resizeTo(page, { width: 1280, height: 800 });
}

/**
 * The table at 1280 px keeps headers, dates, figures and ids on one line; the price per token says "net", the total
 * "gross"; the first row's id, behind its technical proof, is shortened in the middle, whole in its title and on the
 * clipboard (the context needs the clipboard's permissions).
 */
export async function expectTableOnOneLine(page: Page, language: 'de' | 'en', first: { number: number; transactionId: string }) {
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
    // A short project name (up to 20 characters: "Heizung Wohnung 2025") on one line.
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
  // The seeded customer of many transactions is a business: its price per token net, as its cart showed it, and the
  // total what was paid, with VAT; the headers say which (a private customer's, both with VAT: transactions.test.ts).
  const headers = (await table.getByRole('columnheader').allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
  expect(headers.slice(4, 6)).toEqual(language === 'en' ? ['Price/token (net)', 'Total (incl. VAT)'] : ['Preis/Token (netto)', 'Gesamt (inkl. USt.)']);

  const id = first.transactionId;
  const shown = table.getByRole('link', { name: new RegExp(`^${id.slice(0, 6)}…${id.slice(-4)}`) });
  // Behind the technical proof: opened, the shortened id and its copy button stand on one line.
  expect(await shown.count()).toBe(0);
  await table.getByText(language === 'en' ? `Transaction ID of no. ${first.number}` : `Transaktions-ID von Nr. ${first.number}`, { exact: true }).click();
  const row = table.locator('tbody tr').first().locator('.short-id__row');
  expect(await row.evaluate((element) => element.getBoundingClientRect().height)).toBeLessThan(40);
  expect(await overflowAt(page)).toEqual([]);
  expect(await shown.getAttribute('title')).toBe(id);
  const copy = table.getByRole('button', {
    name: language === 'en' ? `Copy the transaction ID of no. ${first.number}` : `Transaktions-ID von Nr. ${first.number} kopieren`,
  });
  await copy.click();
  await expect.poll(() => copiedText(page)).toBe(id);
  expect(
    await table
      .getByRole('status')
      .filter({ hasText: language === 'en' ? 'Transaction ID copied' : 'Transaktions-ID kopiert' })
      .count(),
  ).toBe(1);
}
