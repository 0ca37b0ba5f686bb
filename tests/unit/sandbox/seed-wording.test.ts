import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exampleImprint } from '#demo/example-provider';
import { seed } from '#demo/sandbox/seed';
import { JsonStore } from '#demo/sandbox/store';

const dataDir = mkdtempSync(join(tmpdir(), 'gft-seed-wording-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Every string in a value, with where it is (`users[1].companyName`). */
function stringsOf(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, `${at}[${index}]`));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringsOf(item, at ? `${at}.${key}` : key));
  return [];
}

describe('the seed reads as plausible example data, not as a sandbox', () => {
  // The one example-data notice of each page says that the data are examples; the data themselves never say "sandbox".
  const store = new JsonStore(dataDir, seed);
  const { users, products, projects, certificates, payments, transactions, landing } = store.data;

  it('names no "sandbox" in the users, forests, projects, certificates, payments, transactions, landing entries or the invoice seller', () => {
    const visible = { users, products, projects, certificates, payments, transactions, landing, exampleImprint };
    expect(stringsOf(visible).filter(([, text]) => /sandbox/i.test(text))).toEqual([]);
  });

  it('says no "sandbox" in the forests\' pictures and documents either', () => {
    const media = store.data.media.map((entry) => [entry.name, store.readMedia(entry.hash)?.toString('latin1') ?? ''] as const);
    expect(media.length).toBeGreaterThan(10);
    expect(media.filter(([, text]) => /sandbox/i.test(text)).map(([name]) => name)).toEqual([]);
  });
});
