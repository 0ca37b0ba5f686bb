import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { barredResultWording, barredWording, barringTexts, claims, claimsPage, effectWording, localeTexts } from '#demo/claims';
import { seed } from '#demo/sandbox/seed';
import { JsonStore } from '#demo/sandbox/store';
import { getCertificatePdf } from '#shared/api/endpoints/certificates';
import { createProject } from '#shared/api/endpoints/projects';
import * as wallet from '#shared/api/endpoints/wallet';
import { pdfPages } from '#tests/helpers/pdf-text';
import { addForest, newCustomer, paymentPage, startTestSandbox, type TestSandbox } from '#tests/helpers/sandbox';

const root = join(import.meta.dirname, '../../../');
const languages = ['de', 'en'] as const;
const texts = { de: localeTexts('de'), en: localeTexts('en') };

/** The lines of `entries` that say a barred word or state a result as compensated, as `where: line`. */
const barred = (entries: Iterable<[string, string]>) =>
  [...entries].flatMap(([where, text]) =>
    text
      .split('\n')
      .filter((line) => barredWording.test(line) || barredResultWording.test(line))
      .map((line) => `${where}: ${line.trim()}`),
  );

/** Every string in a value, with where it is (`products[0].description.de`). */
function stringsOf(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, `${at}[${index}]`));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringsOf(item, at ? `${at}.${key}` : key));
  return [];
}

describe('the barred wording (Directive (EU) 2024/825: no neutrality on the basis of offsetting)', () => {
  it('catches what it is for, in both languages, and not a word that merely contains it', () => {
    for (const text of [
      'Neutralize your emissions',
      'Emissionen neutralisieren',
      'klimaneutral',
      'CO₂-neutral',
      'carbon neutral',
      'net zero',
      'Netto-Null',
      'climate positive',
    ])
      expect(barredWording.test(text), text).toBe(true);
    for (const text of ['CO₂ stored in wood', 'Neutralität'.slice(0, 4), 'a contribution']) expect(barredWording.test(text), text).toBe(false);
  });

  it.each(languages)('no locale text says it (%s)', (language) => {
    expect(texts[language].size).toBeGreaterThan(1000);
    expect(barred([...texts[language]].filter(([key]) => !barringTexts.includes(key)))).toEqual([]);
  });

  it.each(languages)('a text that names a barred word does so only to forbid it (%s)', (language) => {
    for (const key of barringTexts) {
      const text = texts[language].get(key) ?? '';
      expect(barredWording.test(text), key).toBe(true);
      expect(text, key).toMatch(language === 'de' ? /\b(?:nicht|weder)\b/ : /\bnot\b/);
    }
  });

  it("no page's HTML, the seeded forests and projects, or the sandbox's own pages say it", () => {
    const pages = [
      'portal/index.html',
      ...readdirSync(join(root, 'demo/pages'))
        .filter((file) => file.endsWith('.html'))
        .map((file) => `demo/pages/${file}`),
    ];
    const sandboxPages = readdirSync(join(root, 'demo/sandbox/pages')).map((file) => `demo/sandbox/pages/${file}`);
    const files = [...pages, ...sandboxPages].map((file) => [file, readFileSync(join(root, file), 'utf8')] as [string, string]);
    expect(files.length).toBeGreaterThan(5);
    expect(barred(files)).toEqual([]);
    const dataDir = mkdtempSync(join(tmpdir(), 'gft-claims-'));
    try {
      const { products, projects, certificates, landing } = new JsonStore(dataDir, seed).data;
      const seeded = stringsOf({ products, projects, certificates, landing });
      expect(seeded.length).toBeGreaterThan(50);
      expect(barred(seeded)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the barred result (docs/decisions/0073: a result is the tonnes assigned, not a compensated state)', () => {
  it('catches a result said as compensated, in both languages, and leaves the act its verb', () => {
    for (const text of [
      'Vollständig kompensiert',
      'Teilweise kompensiert',
      'Fully compensated',
      'Partly compensated',
      'kompensiert seit Januar 2025',
      'compensated since January 2025',
      '120 t CO₂ kompensiert',
      '120 t CO₂ compensated',
      'CO₂-Kompensationszertifikat',
      'CO₂ compensation certificate',
    ])
      expect(barredResultWording.test(text), text).toBe(true);
    for (const text of [
      'Kompensieren Sie die Emissionen eines Projekts',
      'Kompensation Nr. 3',
      'Token, die für Kompensationen eingesetzt wurden',
      'Compensate with 5 GFT now',
      '80 von 120 t eingesetzt',
      'All tonnes assigned',
      'Zertifikat über gespeichertes CO₂',
    ])
      expect(barredResultWording.test(text), text).toBe(false);
  });
});

describe('the PDFs say none of it either', () => {
  let sandbox: TestSandbox;
  const delay = 1_000;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ certificateDelayMs: delay });
  });
  afterAll(async () => {
    await sandbox.stop();
  });

  it.each(languages)('a certificate and an invoice (%s)', async (language) => {
    const { client, token } = await newCustomer(sandbox, { language });
    const forest = addForest(sandbox, { name: 'Föhrenwald an der Großen Mühl', pricePerToken: 30, availableTokens: 100 });
    const returnUrl = new URL('/dashboard/charge/result', sandbox.sandbox.options.portalOrigin).href;
    const started = await wallet.buyGft(
      client,
      { items: [{ productId: forest, quantity: 3 }], adminDonation: 0, card: { newCard: true }, returnUrl },
      { idempotencyKey: crypto.randomUUID() },
    );
    await paymentPage.enterCard(started.redirectUrl, { nameOnCard: 'Nora Neu', cardNumber: '4242424242424242', expiry: '12/30', cvv: '123' });
    await paymentPage.decide(started.redirectUrl, 'approve');
    const project = await createProject(client, {
      name: 'Büro 2026',
      co2Emissions: 3,
      description: '',
      compensationPeriod: { startDate: '2026-01-01', endDate: '2026-12-31' },
    });
    const burned = await wallet.utilize(client, { projectId: project.project._id, amount: 3 }, { idempotencyKey: crypto.randomUUID() });
    sandbox.clock.advance(delay + 1);
    const id = burned.certificate?.id ?? '';
    const certificate = await pdfPages(await (await getCertificatePdf(client, { id }, { language })).arrayBuffer());
    const invoice = await pdfPages(await (await wallet.getInvoicePdf(sandbox.client({ token, language }), { id: started.payment._id })).arrayBuffer());
    const said = [
      ...certificate.map((page, index) => [`certificate page ${index + 1}`, page]),
      ...invoice.map((page, index) => [`invoice page ${index + 1}`, page]),
    ] as [string, string][];
    // The PDFs were read: the certificate states its tonnes, the invoice its forest.
    expect(certificate.join('\n')).toContain(texts[language].get('certificates.json:certificates.sheet.headline')?.replace('{{tonnes}}', '3 t'));
    expect(invoice.join('\n')).toContain('Föhrenwald an der Großen Mühl');
    expect(barred(said)).toEqual([]);
  });
});

describe('docs/claims.md: every text that states an effect on emissions, and what backs it', () => {
  const keys = claims.map((claim) => claim.key);

  it('has one row for each text that names an effect on emissions, in either language', () => {
    const missing = languages.flatMap((language) =>
      [...texts[language]]
        .filter(([key, text]) => effectWording[language].test(text) && !keys.includes(key))
        .map(([key, text]) => `${language} ${key}: ${text}`),
    );
    expect(missing).toEqual([]);
  });

  it('names texts that exist, in both languages, each once', () => {
    expect(new Set(keys).size).toBe(keys.length);
    for (const language of languages)
      expect(
        keys.filter((key) => !texts[language].has(key)),
        language,
      ).toEqual([]);
  });

  it('is what `npm run docs` writes, wording included', () => {
    const page = readFileSync(join(root, 'docs/claims.md'), 'utf8');
    expect(page, 'run `npm run docs`').toBe(claimsPage());
    expect(page).toContain(
      `| Home, heading | \`portal.json:pages.home.hero.h1\` | ${texts.en.get('portal.json:pages.home.hero.h1')} | ${texts.de.get('portal.json:pages.home.hero.h1')} | contribution |`,
    );
  });
});
