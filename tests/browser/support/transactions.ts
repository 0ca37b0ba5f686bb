import type { Download, Page } from 'playwright-core';
import Papa from 'papaparse';
import { expect } from 'vitest';
import type { Transaction } from '#shared/api/schemas/transaction';
import { settlePage } from './settle';

/** The seeded customer with 250 transactions (demo/sandbox/seed-many.ts). */
export const manyEmail = 'many@greenfee.example';

/** Every transaction of a customer matching `filters`, newest first, read from the API (what the list must show). */
export async function transactionsOf(apiUrl: string, token: string, filters: Record<string, string> = {}): Promise<Transaction[]> {
  const rows: Transaction[] = [];
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${apiUrl}/transaction/list?${new URLSearchParams({ ...filters, page: String(page), pageSize: '100' }).toString()}`, {
      headers: { lt: token, ln: 'en' },
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { transactions: Transaction[]; total: number };
    rows.push(...answer.transactions);
    if (rows.length >= answer.total || answer.transactions.length === 0) return rows;
  }
}

/** The list's table as text, one array of cells per transaction (number, date, type, tokens, price, total, project, id). */
export async function shownRows(page: Page): Promise<string[][]> {
  await settlePage(page);
  const table = page.getByRole('table', { name: /Ihre Transaktionen|Your transactions/ });
  if ((await table.count()) === 0) return [];
  return table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => Array.from(row.children).map((cell) => (cell.textContent ?? '').replace(/\s/g, ' ').trim())));
}

/** The numbers of the rows shown ("Nr. 250" → 250). */
export const shownNumbers = async (page: Page) => (await shownRows(page)).map((cells) => Number(/\d+/.exec(cells[0] ?? '')?.[0]));

/** A download's bytes. */
export async function bytesOf(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Parses a downloaded CSV: checks the UTF-8 byte-order mark and answers its rows. */
export function parseCsv(bytes: Buffer, delimiter: ';' | ','): string[][] {
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const parsed = Papa.parse<string[]>(bytes.subarray(3).toString('utf8'), { delimiter, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}
