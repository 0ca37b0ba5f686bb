import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { yearOf } from '#demo/sandbox/report';
import { seed } from '#demo/sandbox/seed';
import { seedEmails } from '#demo/sandbox/seed-ids';
import { JsonStore } from '#demo/sandbox/store';

const dataDir = mkdtempSync(join(tmpdir(), 'gft-seed-shapes-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Words that name a company's emissions, not a household's. */
const companyWords = /firm|flott|fleet|büro|office|halle|hall\b|sägewerk|sawmill|liefer|gmbh|event|messe|christmas party|weihnachtsfeier/i;

// Issue 41: the seeded household held "Firmenflotte 2026", the business had nothing to report for the year, and the
// partners on the home page were no owner of any seeded forest.
describe('the seed’s shapes', () => {
  const { users, projects, transactions, products, landing, payments, counters } = new JsonStore(dataDir, seed).data;
  const userOf = (email: string) => users.find((user) => user.email === email);

  it('numbers the seeded payments once each in both series, and the counters go on after the last', () => {
    const serial = (number: string | null) => Number(number?.split('-').at(-1));
    for (const [series, key] of [
      ['order', 'orderNumber'],
      ['invoice', 'invoiceNumber'],
    ] as const) {
      const numbers = payments.map((payment) => payment[key]);
      expect(new Set(numbers).size).toBe(numbers.length);
      expect(Math.max(...numbers.map(serial))).toBe(counters[series]);
    }
  });

  it('gives a private account a household’s projects only, and every account with company-sized projects a business account', () => {
    const privateIds = new Set(users.filter((user) => user.userType === 'private').map((user) => user._id));
    const ofPrivate = projects.filter((project) => privateIds.has(project.userId));
    expect(ofPrivate.map((project) => project.name).sort()).toEqual(['Heizung Wohnung 2025', 'Urlaubsflüge 2026']);
    expect(ofPrivate.filter((project) => companyWords.test(`${project.name} ${project.description}`))).toEqual([]);
    const ofBusiness = projects.filter((project) => !privateIds.has(project.userId));
    expect(ofBusiness.filter((project) => !users.some((user) => user._id === project.userId && user.userType === 'business'))).toEqual([]);
    expect(userOf(seedEmails.many)?.userType).toBe('business');
  });

  it('gives the seeded business compensations in 2026, in both a growing forest and one that keeps its stock', () => {
    const business = userOf(seedEmails.business);
    const burns = transactions.filter((transaction) => transaction.userId === business?._id && transaction.type === 'compensation');
    const of2026 = burns.filter((transaction) => yearOf(transaction.date) === 2026);
    expect(of2026.reduce((sum, burn) => sum + burn.totalAdded, 0)).toBe(33);
    const strategies = new Set(of2026.flatMap((burn) => burn.forests ?? []).map((lot) => products.find((product) => product._id === lot.productId)?.strategy));
    expect([...strategies].sort()).toEqual(['increase', 'preservation']);
    expect(projects.filter((project) => project.userId === business?._id).map((project) => project.name)).toEqual([
      'Hallenheizung 2026',
      'Lieferfahrzeuge 2026',
    ]);
  });

  it('names as partners the owners of the seeded forests and nobody else', () => {
    const owners = products.map((product) => product.owner?.de ?? '');
    expect(landing.partners.length).toBeGreaterThan(0);
    for (const partner of landing.partners)
      expect(
        owners.filter((owner) => owner.startsWith(partner.name)),
        partner.name,
      ).toHaveLength(1);
  });
});
