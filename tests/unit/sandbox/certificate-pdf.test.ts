import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '#shared/api/client';
import type { ApiError } from '#shared/api/errors';
import { getCertificatePdf, validateCertificate } from '#shared/api/endpoints/certificates';
import { exampleImprint } from '#demo/example-provider';
import * as projects from '#shared/api/endpoints/projects';
import { getTokenIndexes, utilize } from '#shared/api/endpoints/wallet';
import { pdfQrCode } from '#tests/helpers/pdf-qr';
import { pdfPageLayout, pdfPages, pdfWordBoxes } from '#tests/helpers/pdf-text';
import { addForest, buyTokens, newCustomer, rejectionOf, startTestSandbox, type TestSandbox } from '#tests/helpers/sandbox';

const delay = 30_000;
// Not the default origin, so that the links show they follow the configured one.
const portalOrigin = 'https://portal.example:8443';
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ certificateDelayMs: delay });
  sandbox.sandbox.options.portalOrigin = portalOrigin;
});
afterAll(async () => {
  await sandbox.stop();
});

const failure = async (promise: Promise<unknown>) => (await rejectionOf(promise)) as ApiError;
const period = { startDate: '2026-01-01', endDate: '2026-12-31' };
const longName = 'Fuhrpark und Dienstreisen der Müller & Söhne Forstgesellschaft mbH an allen Standorten in Oberösterreich, CO₂ 2026';

/** A customer who compensates a project fully with tokens of `forests` (one each, the rest from the first): its certificate id. */
async function certificateOf(client: ApiClient, project: { name: string; co2Emissions: number }, forests: string[]): Promise<string> {
  const rest = Math.ceil(project.co2Emissions) - forests.length;
  await buyTokens(
    sandbox,
    client,
    forests.map((productId, index) => ({ productId, quantity: index === 0 ? 1 + rest : 1 })),
  );
  const created = await projects.createProject(client, { ...project, description: '', compensationPeriod: period });
  const burned = await utilize(client, { projectId: created.project._id, amount: Math.ceil(project.co2Emissions) }, { idempotencyKey: crypto.randomUUID() });
  const id = burned.certificate?.id;
  if (!id) throw new Error('the burn issued no certificate');
  return id;
}

const pdfOf = async (client: ApiClient, id: string, language?: 'de' | 'en') =>
  new Uint8Array(await (await getCertificatePdf(client, { id }, language ? { language } : undefined)).arrayBuffer());

describe('GET /certificate/get: the certificate as a PDF', () => {
  it('holds every field in German and in English, umlauts and "CO₂" included, the method and the issuer, the verification and register links behind short labels, the hash whole, and a QR code of the verification link', async () => {
    const { client } = await newCustomer(sandbox, { name: 'Jiří' });
    const forest = addForest(sandbox, { name: 'Föhrenwald an der Großen Mühl', pricePerToken: 30, availableTokens: 100 });
    const id = await certificateOf(client, { name: 'Bürogebäude Wörgl', co2Emissions: 12.5 }, [forest]);
    sandbox.clock.advance(delay + 1);

    const germanPdf = await pdfOf(client, id, 'de');
    const german = await pdfPages(germanPdf);
    expect(german).toHaveLength(1);
    const germanUrl = `${portalOrigin}/verify?certificate=${id}`;
    const germanLines = german[0]?.split('\n') ?? [];
    for (const line of [
      'Zertifikat über gespeichertes CO₂',
      'Inhaber',
      'Jiří Neu',
      // The headline figure (the tonnes assigned), what they were assigned to under it, then the period.
      '13 t CO₂ im Holz gespeichert',
      'Kompensationszeitraum: 01.01.2026 bis 31.12.2026',
      // The date and the tokens used: facts, no share of the emissions "covered", no emissions beside the tonnes.
      'Datum',
      '20.11.2026',
      // One verb and one unit to the label; the tonnes the tokens stand for beside them.
      'Eingesetzte Token',
      '13 GFT (= 13 t CO₂)',
      'Unterstützte Wälder',
      'Wald Ort Menge Anteil',
      // The region of the seed's table in German (a forest's name without an entry stays as stored), and its share.
      'Föhrenwald an der Großen Mühl Oberösterreich, AT 13 t 100 %',
      // What it confirms and what not; who issued it (the provider's imprint), where and when.
      'Dieses Zertifikat bestätigt eingesetzte Tonnen; es hebt keine Emissionen auf.',
      'Ausgestellt am 20.11.2026 von greenfee GmbH, Berlin',
      'Echtheit prüfen',
      // The verification as a reader types it (host and path; the id is printed beside it), the whole URL in the link.
      'portal.example:8443/verify',
    ]) {
      expect(germanLines).toContain(line);
    }
    expect(german[0]?.replace(/\n/g, ' ')).toContain(
      '13 t CO₂ im Holz gespeichert Eingesetzt für die gemeldeten Emissionen von 12,5 t CO₂ des Projekts „Bürogebäude Wörgl“ Kompensationszeitraum',
    );
    expect(germanLines).not.toContain('12,5 t');
    expect(german[0]).not.toMatch(/Gemeldete CO₂-Emissionen|%.*gedeckt/);
    // How long it is stored: the one definition, the contract's term.
    expect(german[0]?.replace(/\n/g, ' ')).toContain('nur einmal eingesetzt. Der Holzvorrat jedes Waldes ist für mindestens 15 Jahre vertraglich gesichert.');
    expect(german[0]).not.toMatch(/Halbwertszeit|35 Jahre/);
    expect(german[0]).toContain(`Zertifikat ${id}`);
    expect(german[0]?.replace(/\n/g, ' ')).toContain(`die Zertifikats-ID ${id} eingeben`);
    // The method: what one GFT is, the forests' certification and the standard.
    expect(german[0]?.replace(/\n/g, ' ')).toMatch(/Methode: 1 GFT \(greenfee-Token\) steht für eine Tonne CO₂, .*PEFC- oder FSC-zertifiziert.*ISO 14064-2/);
    expect(german[0]).toContain('greenfee GmbH, Waldstraße 12, 10115 Berlin, Deutschland Seite 1 von 1');
    // The transaction's hash whole, in the titled block of technical proof at the bottom (not beside the verification,
    // where a reader looks); the register's long URL is not printed but is that line's link.
    const transaction = /^Transaktion im öffentlichen Blockchain-Register: (0x[0-9a-f]{64})$/m.exec(german[0] ?? '')?.[1];
    expect(transaction).toBeDefined();
    expect(germanLines[germanLines.indexOf('Technischer Nachweis') + 1]).toBe(`Transaktion im öffentlichen Blockchain-Register: ${transaction}`);
    expect(germanLines).toContainEqual(expect.stringMatching(/^Wallet, aus der die Token eingesetzt wurden: 0x[0-9a-f]{40}$/));
    expect(germanLines).toContainEqual(expect.stringMatching(/^Eingesetzte Token, Nummer \(Index\) je Wald: Föhrenwald an der Großen Mühl Nr\. \d+–\d+$/));
    expect(germanLines).not.toContain('Öffentliches Register');
    const words = (await pdfWordBoxes(germanPdf))[0]?.flat() ?? [];
    const hash = words.find((word) => word.text === transaction);
    const verifyLine = words.find((word) => word.text === 'portal.example:8443/verify');
    const seller = words.find((word) => word.text === 'Waldstraße');
    expect(hash && verifyLine && seller).toBeTruthy();
    // Below the verification and just above the page's footer, in smaller type than the verification's address.
    const height = (word?: { yMin: number; yMax: number }) => (word ? word.yMax - word.yMin : Infinity);
    expect(hash?.yMin ?? 0).toBeGreaterThan(verifyLine?.yMax ?? Infinity);
    expect(hash?.yMax ?? Infinity).toBeLessThan(seller?.yMin ?? 0);
    expect(height(hash)).toBeLessThan(height(verifyLine) * 0.8);
    const registerUrl = `${sandbox.url}/dev/register/${transaction}`;
    expect(german[0]).not.toContain('/dev/register');
    expect(german[0]).not.toContain(germanUrl);
    // Both links open from the PDF, and the QR code (decoded from the PDF's image) opens the verification.
    expect((await pdfPageLayout(germanPdf))[0]?.links).toEqual(expect.arrayContaining([germanUrl, registerUrl]));
    expect(await pdfQrCode(germanPdf)).toBe(germanUrl);

    const englishPdf = await pdfOf(client, id, 'en');
    const english = (await pdfPages(englishPdf))[0] ?? '';
    const englishUrl = `${portalOrigin}/en/verify?certificate=${id}`;
    for (const line of [
      'Certificate of CO₂ stored',
      'Holder',
      'Jiří Neu',
      '13 t CO₂ stored in wood',
      'Compensation period: 1 January 2026 to 31 December 2026',
      'Date',
      '20 November 2026',
      'Tokens used',
      '13 GFT (= 13 t CO₂)',
      'Supported forests',
      'Forest Location Amount Share',
      'Föhrenwald an der Großen Mühl Upper Austria, AT 13 t 100%',
      'This certificate confirms tonnes assigned; it does not cancel emissions.',
      'Issued on 20 November 2026 by greenfee GmbH, Berlin',
      'Check it is genuine',
      'portal.example:8443/en/verify',
      'Technical proof',
      `Transaction on the public blockchain register: ${transaction}`,
    ]) {
      expect(english.split('\n')).toContain(line);
    }
    expect(english.replace(/\n/g, ' ')).toMatch(/Method: 1 GFT \(greenfee token\) stands for one tonne of CO₂ .*PEFC or FSC certified.*ISO 14064-2/);
    expect(english.replace(/\n/g, ' ')).toContain('used only once. Each forest’s stock of wood is secured by contract for at least 15 years.');
    expect(english).not.toMatch(/CO₂ emissions reported|half-life|35 years/);
    expect(english.replace(/\n/g, ' ')).toContain(
      '13 t CO₂ stored in wood Assigned to the reported emissions of 12.5 t CO₂ of the project “Bürogebäude Wörgl” Compensation period',
    );
    expect((await pdfPageLayout(englishPdf))[0]?.links).toEqual(expect.arrayContaining([englishUrl, registerUrl]));
    expect(english).toContain(`Certificate ${id}`);
    expect(english).toContain('greenfee GmbH, Waldstraße 12, 10115 Berlin, Germany Page 1 of 1');
    expect(await pdfQrCode(englishPdf)).toBe(englishUrl);
  });

  it("names the configured provider as the issuer, with its seat, on the PDF and in the verification's answer (GFT_IMPRINT_JSON)", async () => {
    const options = sandbox.sandbox.options;
    const before = options.provider;
    options.provider = { ...exampleImprint, company: 'Beispiel Forst GmbH', address: 'Hauptplatz 1, 4020 Linz, Österreich' };
    try {
      const { client } = await newCustomer(sandbox);
      const forest = addForest(sandbox, { name: 'Mühlviertler Fichtenwald', pricePerToken: 30, availableTokens: 100 });
      const id = await certificateOf(client, { name: 'Lager Linz', co2Emissions: 2 }, [forest]);
      sandbox.clock.advance(delay + 1);
      const answer = await validateCertificate(client, { certificateId: id });
      expect(answer.status === 'valid' && answer.certificate.issuer).toEqual({ name: 'Beispiel Forst GmbH', seat: 'Linz' });
      const german = (await pdfPages(await pdfOf(client, id, 'de')))[0] ?? '';
      expect(german.split('\n')).toContain('Ausgestellt am 20.11.2026 von Beispiel Forst GmbH, Linz');
      const english = (await pdfPages(await pdfOf(client, id, 'en')))[0] ?? '';
      expect(english.split('\n')).toContain('Issued on 20 November 2026 by Beispiel Forst GmbH, Linz');
      expect(`${german}${english}`).not.toMatch(/greenfee GmbH|Berlin/);
    } finally {
      options.provider = before;
    }
  });

  it('prints the technical proof as a titled block: the transaction, the wallet and the serial numbers (indexes) of the tokens burned, as the register has them', async () => {
    const { client } = await newCustomer(sandbox);
    const first = addForest(sandbox, { name: 'Nummernwald', pricePerToken: 30, availableTokens: 100 });
    const second = addForest(sandbox, { name: 'Zweiter Nummernwald', pricePerToken: 30, availableTokens: 100 });
    await buyTokens(sandbox, client, [
      { productId: first, quantity: 3 },
      { productId: second, quantity: 2 },
    ]);
    const created = await projects.createProject(client, { name: 'Nummern', co2Emissions: 5, description: '', compensationPeriod: period });
    // Two burns for the project: the certificate stands on both, so it names the indexes of both.
    await utilize(client, { projectId: created.project._id, amount: 2 }, { idempotencyKey: crypto.randomUUID() });
    const last = await utilize(client, { projectId: created.project._id, amount: 3 }, { idempotencyKey: crypto.randomUUID() });
    const id = last.certificate?.id ?? '';
    sandbox.clock.advance(delay + 1);
    const ranges = (await getTokenIndexes(client)).forests.map((forest) => {
      const [from, to] = [forest.burned[0]?.from, forest.burned.at(-1)?.to];
      return { forest: forest.productName, from, to, count: forest.burned.reduce((sum, range) => sum + range.to - range.from + 1, 0) };
    });
    expect(ranges.map(({ forest, count }) => [forest, count])).toEqual([
      ['Nummernwald', 3],
      ['Zweiter Nummernwald', 2],
    ]);
    const [a, b] = ranges;
    const german = (await pdfPages(await pdfOf(client, id, 'de')))[0]?.split('\n') ?? [];
    // The block ends where the page's head and footer (drawn last) start.
    const block = german.slice(german.indexOf('Technischer Nachweis'), german.indexOf(`greenfee Zertifikat ${id}`));
    expect(block).toEqual([
      'Technischer Nachweis',
      `Transaktion im öffentlichen Blockchain-Register: ${last.transaction.transactionId}`,
      `Wallet, aus der die Token eingesetzt wurden: ${last.wallet.address}`,
      `Eingesetzte Token, Nummer (Index) je Wald: Nummernwald Nr. ${a?.from}–${a?.to}; Zweiter Nummernwald Nr. ${b?.from}–${b?.to}`,
    ]);
    // A certificate aged by the /dev route (its date moved, its burns not) still finds its burns' indexes.
    const aged = await sandbox.http(`/dev/certificates/${id}/age`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ minutes: 60 }),
    });
    expect(aged.status).toBe(200);
    const english = (await pdfPages(await pdfOf(client, id, 'en')))[0]?.split('\n') ?? [];
    expect(english).toContain(`Tokens used, number (index) per forest: Nummernwald no. ${a?.from}–${a?.to}; Zweiter Nummernwald no. ${b?.from}–${b?.to}`);
    expect(english).toContain(`Wallet the tokens were used from: ${last.wallet.address}`);
  });

  it('gives each forest its share of the tonnes', async () => {
    const { client } = await newCustomer(sandbox);
    const first = addForest(sandbox, { name: 'Erster Wald', pricePerToken: 30, availableTokens: 100 });
    const second = addForest(sandbox, { name: 'Zweiter Wald', pricePerToken: 30, availableTokens: 100 });
    // 3 tokens: 2 of the first forest, 1 of the second.
    const id = await certificateOf(client, { name: 'Anteile', co2Emissions: 3 }, [first, second]);
    sandbox.clock.advance(delay + 1);
    const lines = (await pdfPages(await pdfOf(client, id, 'de')))[0]?.split('\n') ?? [];
    expect(lines).toContain('Erster Wald Oberösterreich, AT 2 t 66,7 %');
    expect(lines).toContain('Zweiter Wald Oberösterreich, AT 1 t 33,3 %');
  });

  it("names the site's public origin (GFT_SITE_URL) when one is set, not the address the portal is served on", async () => {
    const { client } = await newCustomer(sandbox);
    const id = await certificateOf(client, { name: 'Öffentliche Adresse', co2Emissions: 1 }, ['prod_muehlviertel']);
    sandbox.clock.advance(delay + 1);
    sandbox.sandbox.options.siteOrigin = 'https://www.greenfee.example';
    try {
      const pdf = await pdfOf(client, id, 'de');
      const publicUrl = `https://www.greenfee.example/verify?certificate=${id}`;
      expect((await pdfPages(pdf))[0]).toContain('www.greenfee.example/verify');
      expect((await pdfPages(pdf))[0]).not.toContain('portal.example');
      expect((await pdfPageLayout(pdf))[0]?.links).toContain(publicUrl);
      expect(await pdfQrCode(pdf)).toBe(publicUrl);
    } finally {
      delete sandbox.sandbox.options.siteOrigin;
    }
  });

  it('takes its language from the request, not from the interface: `ln`, or RequestOptions.language over it', async () => {
    const { client, token } = await newCustomer(sandbox, { language: 'en' });
    const id = await certificateOf(client, { name: 'Language', co2Emissions: 1 }, ['prod_muehlviertel']);
    sandbox.clock.advance(delay + 1);
    expect((await pdfPages(await pdfOf(client, id)))[0]).toContain('Certificate of CO₂ stored');
    expect((await pdfPages(await pdfOf(client, id, 'de')))[0]).toContain('Zertifikat über gespeichertes CO₂');
    expect((await pdfPages(await pdfOf(sandbox.client({ token, language: 'de' }), id)))[0]).toContain('Zertifikat über gespeichertes CO₂');
  });

  it('wraps a long project name over centred lines, every word printed', async () => {
    const { client } = await newCustomer(sandbox);
    const id = await certificateOf(client, { name: longName, co2Emissions: 2 }, ['prod_muehlviertel']);
    sandbox.clock.advance(delay + 1);
    for (const [language, start, end] of [
      ['de', 'Eingesetzt für die gemeldeten Emissionen von 2 t CO₂ des Projekts „', '“'],
      ['en', 'Assigned to the reported emissions of 2 t CO₂ of the project “', '”'],
    ] as const) {
      const lines = (await pdfPages(await pdfOf(client, id, language)))[0]?.split('\n') ?? [];
      // The name in the line under the headline, what its tonnes were assigned to: wrapped (not running off the
      // page), every word printed.
      const first = lines.findIndex((line) => line.startsWith(start));
      expect(first).toBeGreaterThan(0);
      expect(lines[first]?.length).toBeLessThan(start.length + longName.length);
      expect(lines.slice(first, first + 3).join(' ')).toContain(`${start}${longName}${end}`);
    }
  });

  it('with very many forests, the table flows onto a second page with its header, every forest printed, the QR code on page 1', async () => {
    const { client } = await newCustomer(sandbox);
    const names = Array.from({ length: 45 }, (_, index) => `Wald Nummer ${index + 1} am Großen Höllengebirge`);
    const forests = names.map((name) => addForest(sandbox, { name, pricePerToken: 30, availableTokens: 10 }));
    const id = await certificateOf(client, { name: 'Viele Wälder', co2Emissions: 45 }, forests);
    sandbox.clock.advance(delay + 1);
    const pdf = await pdfOf(client, id, 'de');
    const pages = await pdfPages(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const page of pages) expect(page).toContain('Wald Ort Menge Anteil');
    for (const page of pages.slice(1)) expect(page).toContain('Unterstützte Wälder (Fortsetzung)');
    const lines = pages.join('\n').split('\n');
    for (const name of names) expect(lines).toContain(`${name} Oberösterreich, AT 1 t 2,2 %`);
    pages.forEach((page, index) => {
      expect(page).toContain(`Zertifikat ${id}`);
      expect(page).toContain(`Seite ${index + 1} von ${pages.length}`);
    });
    expect(await pdfQrCode(pdf)).toBe(`${portalOrigin}/verify?certificate=${id}`);
  });

  it('an expired certificate says so', async () => {
    const client = sandbox.client();
    const german = (await pdfPages(await pdfOf(client, 'GFT-DEMO-EXPIRED', 'de')))[0]?.split('\n');
    expect(german).toContain('Abgelaufen am 31.12.2024');
    expect((await pdfPages(await pdfOf(client, 'GFT-DEMO-EXPIRED', 'en')))[0]?.split('\n')).toContain('Expired on 31 December 2024');
    expect((await pdfPages(await pdfOf(client, 'GFT-DEMO-VALID', 'en')))[0]).not.toContain('Expired');
  });

  it('is 409 CERTIFICATE_NOT_READY until the certificate is ready, and 404 for an id that does not exist', async () => {
    const { client } = await newCustomer(sandbox);
    const id = await certificateOf(client, { name: 'Waiting', co2Emissions: 1 }, ['prod_muehlviertel']);
    expect(await failure(getCertificatePdf(client, { id }))).toMatchObject({ status: 409, code: 'CERTIFICATE_NOT_READY' });
    sandbox.clock.advance(delay - 1);
    expect(await failure(getCertificatePdf(client, { id }))).toMatchObject({ status: 409, code: 'CERTIFICATE_NOT_READY' });
    sandbox.clock.advance(1);
    expect((await pdfPages(await pdfOf(client, id)))[0]).toContain(`Certificate ${id}`);
    expect(await failure(getCertificatePdf(client, { id: 'GFT-2026-NOSUCHID' }))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});
