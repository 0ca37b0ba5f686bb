import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '#shared/api/client';
import { validateCertificate } from '#shared/api/endpoints/certificates';
import * as projects from '#shared/api/endpoints/projects';
import { getReport, getReportPdf } from '#shared/api/endpoints/report';
import { listTransactions, utilize } from '#shared/api/endpoints/wallet';
import type { Report } from '#shared/api/schemas/report';
import { sharesOf, yearOf } from '#demo/sandbox/report';
import { pdfPages } from '#tests/helpers/pdf-text';
import { addForest, buyTokens, newCustomer, rejectionOf, startTestSandbox, type TestSandbox } from '#tests/helpers/sandbox';

const delay = 30_000;
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ certificateDelayMs: delay });
});
afterAll(async () => {
  await sandbox.stop();
});

const muehl = 'prod_muehlviertel';
const wald = 'prod_waldviertel';
const period = { startDate: '2026-01-01', endDate: '2027-12-31' };
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const burn = (client: ApiClient, projectId: string, amount: number) => utilize(client, { projectId, amount }, { idempotencyKey: crypto.randomUUID() });
const create = async (client: ApiClient, name: string, co2Emissions: number) =>
  (await projects.createProject(client, { name, description: '', co2Emissions, compensationPeriod: period })).project;

/** Per forest (by id) the tonnes the customer's valid certificates state: what a verifier adds up. */
async function validCertificateTonnes(ids: string[]): Promise<Map<string, number>> {
  const byForest = new Map<string, number>();
  for (const id of new Set(ids)) {
    const outcome = await validateCertificate(sandbox.client(), { certificateId: id });
    if (outcome.status !== 'valid') continue;
    for (const forest of outcome.certificate.supportedForests) byForest.set(forest.name, (byForest.get(forest.name) ?? 0) + forest.amount);
  }
  return byForest;
}

/** Per forest (by name) the tonnes of the reports that stand on a certificate. */
function certifiedByForest(reports: Report[]): Map<string, number> {
  const byForest = new Map<string, number>();
  for (const forest of reports.flatMap((report) => report.forests)) {
    const certified = sum(forest.references.filter((entry) => entry.certificateId !== null).map((entry) => entry.tonnes));
    if (certified > 0) byForest.set(forest.name, (byForest.get(forest.name) ?? 0) + certified);
  }
  return byForest;
}

describe('GET /report/e1-7', () => {
  it('counts each burn in its year, by forest, once, on the certificate that states it now', async () => {
    sandbox.clock.current = new Date('2026-12-31T20:00:00.000Z');
    const swiss = addForest(sandbox, { name: { de: 'Bergwald Graubünden', en: 'Grisons mountain forest' }, pricePerToken: 30, availableTokens: 100 });
    sandbox.sandbox.store.change((db) => {
      const product = db.products.find((candidate) => candidate._id === swiss);
      if (product) Object.assign(product, { country: 'CH', location: { de: 'Graubünden, CH', en: 'Grisons, CH' }, certification: 'FSC', strategy: undefined });
    });
    const { client } = await newCustomer(sandbox, { business: { companyName: 'Halle & Co GmbH', taxID: 'ATU99999999' } });
    // Burning takes the oldest lots first: the Mühlviertel's 30, then the Waldviertel's 12, then the Swiss 8.
    await buyTokens(sandbox, client, [{ productId: muehl, quantity: 30 }]);
    await buyTokens(sandbox, client, [{ productId: wald, quantity: 12 }]);
    await buyTokens(sandbox, client, [{ productId: swiss, quantity: 8 }]);

    // 2026: the hall's 10 t, fully compensated (certificate A).
    const hall = await create(client, 'Hall', 10);
    const first = (await burn(client, hall._id, 10)).certificate?.id ?? '';
    sandbox.clock.advance(delay);

    // 23:30 UTC on 31 December is 00:30 on 1 January in Vienna: 2027.
    sandbox.clock.current = new Date('2026-12-31T23:30:00.000Z');
    const fleet = await create(client, 'Fleet', 25);
    const fleetCertificate = (await burn(client, fleet._id, 25)).certificate?.id ?? '';
    // The hall's emissions raised and the rest burned: certificate B states all 15 t and supersedes A.
    await projects.editProject(client, { id: hall._id, name: 'Hall', description: '', co2Emissions: 15, compensationPeriod: period });
    const second = (await burn(client, hall._id, 5)).certificate?.id ?? '';
    // A project only partly compensated: its tonnes are cancelled, its certificate is still to come.
    const office = await create(client, 'Office', 20);
    await burn(client, office._id, 10);
    sandbox.clock.advance(delay);

    const of2026 = await getReport(client, { year: 2026 });
    const of2027 = await getReport(client, { year: 2027 });
    expect(of2026.years).toEqual([2026, 2027]);
    expect(of2026).toMatchObject({ year: 2026, totalTonnes: 10, certifiedTonnes: 10, uncertifiedTonnes: 0 });
    expect(of2026.forests).toEqual([expect.objectContaining({ productId: muehl, country: 'AT', inEu: true, standard: 'PEFC', tonnes: 10, share: 100 })]);
    // A was superseded by B: the 2026 tonnes are on B now, and A is named nowhere.
    expect(of2026.forests[0]?.references).toEqual([
      expect.objectContaining({ tonnes: 10, projectName: 'Hall', certificateId: second, certificateStatus: 'valid' }),
    ]);
    expect(JSON.stringify([of2026, of2027])).not.toContain(first);

    // 2027: the fleet's 25 (20 Mühlviertel, 5 Waldviertel), the hall's 5 (Waldviertel) and the office's 10 (2 Waldviertel, 8 Swiss).
    expect(of2027).toMatchObject({ totalTonnes: 40, certifiedTonnes: 30, uncertifiedTonnes: 10 });
    expect(of2027.forests.map(({ productId, tonnes, share, inEu, country }) => ({ productId, tonnes, share, inEu, country }))).toEqual([
      { productId: muehl, tonnes: 20, share: 50, inEu: true, country: 'AT' },
      { productId: wald, tonnes: 12, share: 30, inEu: true, country: 'AT' },
      { productId: swiss, tonnes: 8, share: 20, inEu: false, country: 'CH' },
    ]);
    expect(of2027.eu).toEqual({ tonnes: 32, share: 80 });
    // Removals are the growing forest's (Mühlviertel: stock increase); the Waldviertel keeps its stock and the Swiss
    // forest's strategy is not known, so neither is said to be one.
    expect(of2027.forests.map((forest) => forest.strategy)).toEqual(['increase', 'preservation', null]);
    expect(of2027.removals).toEqual({ tonnes: 20, share: 50 });
    expect(of2027.keptStock).toEqual({ tonnes: 20, share: 50 });
    expect(of2027.qualityStandard).toEqual({ tonnes: 40, share: 100 });
    expect(of2027.forests.find((forest) => forest.productId === swiss)?.references).toEqual([
      expect.objectContaining({ tonnes: 8, projectName: 'Office', certificateId: null, certificateStatus: null }),
    ]);
    expect(of2027.forests.flatMap((forest) => forest.references.map((entry) => entry.certificateId))).toContain(fleetCertificate);

    // The figures equal the customer's compensations: per year the sum of the year's burns, in all the tonnes spent.
    const burns = (await listTransactions(client, { type: 'compensation', pageSize: 100 })).transactions;
    for (const report of [of2026, of2027]) {
      expect(report.totalTonnes).toBe(sum(burns.filter((entry) => yearOf(entry.date) === report.year).map((entry) => entry.totalAdded)));
      expect(sum(report.forests.map((forest) => forest.tonnes))).toBe(report.totalTonnes);
      expect(sum(report.forests.map((forest) => forest.share))).toBeCloseTo(100, 10);
    }
    // And what stands on a certificate equals, per forest, what the valid certificates state: no tonne twice.
    expect(certifiedByForest([of2026, of2027])).toEqual(await validCertificateTonnes([first, second, fleetCertificate]));

    // A certificate's times moved back (as a test does to see it ready) leave each burn on the certificate it issued.
    const aged = await sandbox.http(`/dev/certificates/${fleetCertificate}/age`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ minutes: 120 }),
    });
    expect(aged.status).toBe(200);
    expect(await getReport(client, { year: 2027 })).toEqual(of2027);

    // A year without compensations: zero, no shares, and the years that have some.
    expect(await getReport(client, { year: 2025 })).toMatchObject({
      totalTonnes: 0,
      forests: [],
      years: [2026, 2027],
      eu: { tonnes: 0, share: null },
      removals: { share: null },
    });

    // Someone else sees only their own.
    const other = await newCustomer(sandbox, { business: { companyName: 'Andere GmbH', taxID: 'ATU88888888' } });
    expect(await getReport(other.client, { year: 2027 })).toMatchObject({ totalTonnes: 0, years: [] });
    expect(await rejectionOf(getReport(sandbox.client(), { year: 2027 }))).toMatchObject({ status: 401 });

    // The PDF prints the same figures and says what the report does not answer, in each language.
    const english = (await pdfPages(await (await getReportPdf(client, { year: 2027 }, { language: 'en' })).arrayBuffer())).join('\n');
    expect(english).toContain('ESRS E1-7');
    expect(english).toContain('40 t CO₂');
    expect(english).toContain('Grisons mountain forest');
    expect(english).toMatch(/Switzerland\s+no\s+FSC\s+8 t CO₂\s+20\.0%/);
    expect(english).toMatch(/Article 6 of the Paris Agreement/);
    expect(english).toContain(fleetCertificate);
    // Its dates in the EU's order with the month's name (the day it was made, each burn's), never the US order.
    expect(english).toMatch(/\b\d{1,2} (?:January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\b/);
    expect(english).not.toMatch(/\b(?:[A-Z][a-z]{2} \d{1,2}, \d{4}|\d{1,2}\/\d{1,2}\/\d{4})\b/);
    const german = (await pdfPages(await (await getReportPdf(client, { year: 2027 }, { language: 'de' })).arrayBuffer())).join('\n');
    expect(german).toContain('Bergwald Graubünden');
    expect(german).toMatch(/Schweiz\s+nein\s+FSC\s+8 t CO₂\s+20,0 %/);
    expect(german).toContain('Übereinkommens von Paris');
  });
});

describe('GET /report/e1-7 for a private account', () => {
  it('answers the reason and no figures, as JSON and as PDF: the report is a company’s', async () => {
    const { client, token } = await newCustomer(sandbox);
    await buyTokens(sandbox, client, [{ productId: muehl, quantity: 3 }]);
    const home = await create(client, 'Haushalt', 3);
    await burn(client, home._id, 3);
    const year = yearOf(sandbox.clock.current.toISOString());
    expect(await rejectionOf(getReport(client, { year }))).toMatchObject({ status: 403, code: 'ACCESS_ERROR' });
    for (const path of [`/report/e1-7?year=${year}`, `/report/e1-7/pdf?year=${year}`]) {
      const response = await sandbox.http(path, { headers: { lt: token } });
      expect(response.status, path).toBe(403);
      const body = (await response.json()) as { message: string };
      expect(body.message, path).toMatch(/^The CSRD report \(ESRS E1-7\) is for business accounts/);
      expect(JSON.stringify(body), path).not.toMatch(/tonnes|Haushalt/i);
    }
  });
});

describe('sharesOf', () => {
  it('gives one decimal that add up to exactly 100', () => {
    expect(sharesOf([1, 1, 1])).toEqual([33.4, 33.3, 33.3]);
    expect(sum(sharesOf([2, 1]))).toBe(100);
    expect(sharesOf([7])).toEqual([100]);
    expect(sharesOf([])).toEqual([]);
    for (const amounts of [
      [1, 2, 3, 4, 5, 6, 7],
      [13, 7, 1],
      [999, 1],
    ])
      expect(Math.round(sum(sharesOf(amounts)) * 10)).toBe(1000);
  });
});
