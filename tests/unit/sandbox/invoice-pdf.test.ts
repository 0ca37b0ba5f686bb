import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleImprint } from '#demo/example-provider';
import { startSandbox } from '#demo/sandbox/server';
import type { ApiClient } from '#shared/api/client';
import type { ApiError } from '#shared/api/errors';
import * as wallet from '#shared/api/endpoints/wallet';
import { pdfPages } from '#tests/helpers/pdf-text';
import { addForest, newCustomer, paymentPage, rejectionOf, startTestSandbox, type TestSandbox } from '#tests/helpers/sandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.stop();
});

const returnUrl = 'http://localhost:5173/dashboard/charge/result';
const business = { companyName: 'Müller & Söhne Forstgesellschaft mbH', taxID: 'ATU12345678' };

/** Buys with a new card and approves; answers the payment's id. */
async function paidPurchase(client: ApiClient, items: { productId: string; quantity: number }[], adminDonation: number): Promise<string> {
  const started = await wallet.buyGft(client, { items, adminDonation, card: { newCard: true }, returnUrl }, { idempotencyKey: crypto.randomUUID() });
  await paymentPage.enterCard(started.redirectUrl, { nameOnCard: 'Jürgen Groß', cardNumber: '4242424242424242', expiry: '12/30', cvv: '123' });
  await paymentPage.decide(started.redirectUrl, 'approve');
  return started.payment._id;
}

/** A date in the US order (`Dec 7, 2026`, `12/7/2026`), which an English PDF must not print. */
const usDate = /\b(?:[A-Z][a-z]{2} \d{1,2}, \d{4}|\d{1,2}\/\d{1,2}\/\d{4})\b/;

const invoiceText = async (token: string, language: 'de' | 'en', id: string) => {
  const blob = await wallet.getInvoicePdf(sandbox.client({ token, language }), { id });
  return pdfPages(await blob.arrayBuffer());
};

describe('GET /payment/invoice/pdf', () => {
  it("a business buyer's invoice: seller with address and VAT ID, company and its VAT ID, number, dates, lines, net, VAT, donation, total and payment, in German and English", async () => {
    const { client, token } = await newCustomer(sandbox, { business, name: 'Jürgen', city: 'Graz' });
    const forest = addForest(sandbox, { name: 'Föhrenwald an der Großen Mühl', pricePerToken: 35.55, availableTokens: 1000 });
    const id = await paidPurchase(client, [{ productId: forest, quantity: 3 }], 2.5);
    const { payment } = await wallet.getPayment(client, { id });
    // Two references: the order's number, given at the buy call, and the invoice's, from a series of its own.
    expect(payment.invoiceNumber).toMatch(/^RE-\d{4}-\d{4}$/);
    expect(payment.orderNumber).toMatch(/^GF-\d{4}-\d{4}$/);
    // English in the EU's order with the month's name (7 December 2026), never the US order.
    const paidOn = (locale: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: locale === 'en-GB' ? 'long' : 'medium', timeZone: 'Europe/Vienna' }).format(sandbox.clock.now());

    const de = await invoiceText(token, 'de', id);
    expect(de).toHaveLength(1);
    const german = de[0]?.split('\n') ?? [];
    for (const line of [
      'greenfee GmbH',
      'Waldstraße 12',
      '10115 Berlin',
      'Deutschland',
      'USt-IdNr. DE287346915',
      'Rechnung an',
      'Müller & Söhne Forstgesellschaft mbH',
      'Jürgen Neu',
      'Ring 1',
      '1010 Graz',
      'Österreich',
      'USt-IdNr. ATU12345678',
      `Rechnungsnr.: ${payment.invoiceNumber}`,
      `Bestellnr.: ${payment.orderNumber}`,
      `Rechnungsdatum: ${paidOn('de-DE')}`,
      `Leistungsdatum: ${paidOn('de-DE')}`,
      'Rechnung',
      'Pos. Beschreibung Menge (GFT) Einzelpreis netto Betrag netto',
      '1 Föhrenwald an der Großen Mühl 3 35,55 € 106,65 €',
      'greenfee-Token (GFT), je Token eine Tonne CO₂',
      'Nettobetrag 106,65 €',
      'Umsatzsteuer 19 % 20,26 €',
      'Freiwilliger Verwaltungsbeitrag (ohne USt.) 2,50 €',
      'Gesamtbetrag 129,41 €',
      'Zahlungsart: Karte (Visa mit Endziffern 4242)',
      `Bezahlt am ${paidOn('de-DE')}: Es ist nichts mehr zu zahlen.`,
      'Amtsgericht Charlottenburg',
      'HRB 218734 B',
      // The managing directors at the foot (§ 35a GmbHG), the line broken between two names, never inside one.
      'Geschäftsführung: Dr. Anna Beispiel,',
      'Jonas Muster',
      'Seite 1 von 1',
    ]) {
      expect(german).toContain(line);
    }

    const english = (await invoiceText(token, 'en', id))[0]?.split('\n') ?? [];
    for (const line of [
      'Germany',
      'VAT ID DE287346915',
      'Billed to',
      'Müller & Söhne Forstgesellschaft mbH',
      'Austria',
      'VAT ID ATU12345678',
      `Invoice no.: ${payment.invoiceNumber}`,
      `Order no.: ${payment.orderNumber}`,
      `Invoice date: ${paidOn('en-GB')}`,
      `Date of supply: ${paidOn('en-GB')}`,
      'Invoice',
      'No. Description Quantity (GFT) Price each (net) Amount (net)',
      '1 Föhrenwald an der Großen Mühl 3 €35.55 €106.65',
      'greenfee tokens (GFT), one tonne of CO₂ each',
      'Net amount €106.65',
      'VAT 19% €20.26',
      'Voluntary administration contribution (no VAT) €2.50',
      'Total €129.41',
      'Payment method: card (Visa ending in 4242)',
      `Paid on ${paidOn('en-GB')}: nothing is left to pay.`,
      'Managing directors: Dr. Anna Beispiel,',
      'Jonas Muster',
      'Page 1 of 1',
    ]) {
      expect(english).toContain(line);
    }
    expect(paidOn('en-GB')).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(english.join('\n')).not.toMatch(usDate);
  });

  it("a private buyer's invoice: name and address, no company and no VAT ID of the buyer", async () => {
    const { client, token } = await newCustomer(sandbox, { name: 'Paula' });
    const id = await paidPurchase(client, [{ productId: 'prod_muehlviertel', quantity: 2 }], 0);
    for (const [language, lines, vatId] of [
      ['de', ['Rechnung an', 'Paula Neu', 'Ring 1', '1010 Wien', 'Österreich'], 'USt-IdNr.'],
      ['en', ['Billed to', 'Paula Neu', 'Ring 1', '1010 Wien', 'Austria'], 'VAT ID'],
    ] as const) {
      const text = (await invoiceText(token, language, id))[0] ?? '';
      const at = text.indexOf(lines[0]);
      expect(text.slice(at).split('\n').slice(0, lines.length)).toEqual(lines);
      // The seller's VAT ID, at the head and at the foot, and none of the buyer's.
      expect(text.split(vatId)).toHaveLength(3);
      // No contribution was given: no line of 0,00 € for it, nor its note (a reviewer read the line as a charge).
      expect(text).not.toMatch(/Verwaltungsbeitrag|administration contribution/);
    }
  });

  it('numbers invoices uniquely and in sequence, whoever buys, and prints the number', async () => {
    const first = await newCustomer(sandbox);
    const second = await newCustomer(sandbox);
    const paid: { token: string; id: string; number: string }[] = [];
    for (const customer of [first, second, first]) {
      const id = await paidPurchase(customer.client, [{ productId: 'prod_muehlviertel', quantity: 1 }], 0);
      paid.push({ token: customer.token, id, number: (await wallet.getPayment(customer.client, { id })).payment.invoiceNumber ?? '' });
    }
    const sequence = paid.map(({ number }) => Number(/^RE-\d{4}-(\d{4,})$/.exec(number)?.[1]));
    expect(sequence[1]).toBe((sequence[0] ?? 0) + 1);
    expect(sequence[2]).toBe((sequence[0] ?? 0) + 2);
    for (const { token, id, number } of paid) expect((await invoiceText(token, 'en', id))[0]?.split('\n')).toContain(`Invoice no.: ${number}`);
  });

  it('thousands are grouped: 1.234,56 € in German, €1,234.56 in English', async () => {
    const { client, token } = await newCustomer(sandbox);
    const forest = addForest(sandbox, { name: 'Thousands forest', pricePerToken: 1234.56, availableTokens: 10 });
    const id = await paidPurchase(client, [{ productId: forest, quantity: 1 }], 0);
    expect((await invoiceText(token, 'de', id))[0]).toContain('1 Thousands forest 1 1.234,56 € 1.234,56 €');
    expect((await invoiceText(token, 'en', id))[0]).toContain('1 Thousands forest 1 €1,234.56 €1,234.56');
  });

  it('a 30-line purchase flows onto page 2 with the table header repeated, every line and the totals printed', async () => {
    const { client, token } = await newCustomer(sandbox, { business });
    const forests = ['Bärenwald', 'Weißtannen-Höhe', 'Ölbergforst'].map((name) => addForest(sandbox, { name, pricePerToken: 32.1, availableTokens: 10_000 }));
    const items = Array.from({ length: 30 }, (_, index) => ({ productId: forests[index % 3] ?? '', quantity: index + 1 }));
    const id = await paidPurchase(client, items, 0);
    const pages = await invoiceText(token, 'en', id);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    // Every page with lines has the table's header; the sums may follow on a page of their own.
    for (const page of pages.filter((text) => text.includes('€32.10'))) expect(page).toContain('No. Description Quantity (GFT) Price each (net) Amount (net)');
    expect(pages.filter((text) => text.includes('€32.10')).length).toBeGreaterThanOrEqual(2);
    const all = pages.join('\n');
    const euro = (value: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(value);
    items.forEach((item, index) => {
      const name = ['Bärenwald', 'Weißtannen-Höhe', 'Ölbergforst'][index % 3];
      expect(all).toContain(`${index + 1} ${name} ${item.quantity} €32.10 ${euro((item.quantity * 321) / 10)}`);
    });
    // 465 tokens at 32.10 €: net 14,926.50, VAT 2,836.035 → 2,836.04 (half a cent rounds up), total 17,762.54.
    expect(pages.at(-1)).toContain('Net amount €14,926.50');
    expect(pages.at(-1)).toContain('VAT 19% €2,836.04');
    expect(pages.at(-1)).toContain('Total €17,762.54');
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
  });

  it('only for a succeeded payment of the caller', async () => {
    const owner = await newCustomer(sandbox);
    const other = await newCustomer(sandbox);
    const id = await paidPurchase(owner.client, [{ productId: 'prod_muehlviertel', quantity: 1 }], 0);
    expect(((await rejectionOf(wallet.getInvoicePdf(other.client, { id }))) as ApiError).status).toBe(403);
    const pending = await wallet.buyGft(
      owner.client,
      { items: [{ productId: 'prod_muehlviertel', quantity: 1 }], card: { newCard: true }, returnUrl },
      { idempotencyKey: crypto.randomUUID() },
    );
    expect(((await rejectionOf(wallet.getInvoicePdf(owner.client, { id: pending.payment._id }))) as ApiError).status).toBe(404);
  });
});

describe('the seller: the provider the imprint shows, one source', () => {
  const provider = {
    company: 'Beispiel Forst GmbH',
    address: 'Hauptplatz 3, 4020 Linz, Österreich',
    managingDirector: 'Maria Muster',
    email: 'office@forst.example',
    phone: '',
    register: 'Landesgericht Linz, FN 000000a',
    vatId: 'ATU00000000',
    authority: '',
  };

  it("prints the provider a sandbox was given, as GFT_IMPRINT_JSON names it, in the buyer's language", async () => {
    const own = await startTestSandbox({ limits: { provider } });
    try {
      const { client, token } = await newCustomer(own, { name: 'Iris' });
      const id = await (async () => {
        const started = await wallet.buyGft(
          client,
          { items: [{ productId: 'prod_muehlviertel', quantity: 1 }], adminDonation: 0, card: { newCard: true }, returnUrl },
          { idempotencyKey: crypto.randomUUID() },
        );
        await paymentPage.enterCard(started.redirectUrl, { nameOnCard: 'Iris Neu', cardNumber: '4242424242424242', expiry: '12/30', cvv: '123' });
        await paymentPage.decide(started.redirectUrl, 'approve');
        return started.payment._id;
      })();
      const text = async (language: 'de' | 'en') =>
        (await pdfPages(await (await wallet.getInvoicePdf(own.client({ token, language }), { id })).arrayBuffer()))[0]?.split('\n') ?? [];
      const german = await text('de');
      for (const line of [
        'Beispiel Forst GmbH',
        'Hauptplatz 3',
        '4020 Linz',
        'Österreich',
        'USt-IdNr. ATU00000000',
        'Landesgericht Linz',
        'FN 000000a',
        'Geschäftsführung: Maria Muster',
      ])
        expect(german).toContain(line);
      expect(german.join('\n')).toContain('office@forst.example');
      expect(german.join('\n')).not.toContain('greenfee GmbH');
      // The country as the buyer's language names it; one managing director is one.
      const english = await text('en');
      expect(english).toContain('Austria');
      expect(english).toContain('Managing director: Maria Muster');
    } finally {
      await own.stop();
    }
  });

  it("takes GFT_IMPRINT_JSON from the environment, else the demo's example", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gft-provider-'));
    const given = await startSandbox({ dataDir: dir, port: 0, env: { GFT_IMPRINT_JSON: JSON.stringify(provider) }, log: () => {}, passwordCost: 1024 });
    const example = await startSandbox({ dataDir: dir, port: 0, env: {}, log: () => {}, passwordCost: 1024 });
    try {
      expect(given.sandbox.options.provider).toEqual(provider);
      expect(example.sandbox.options.provider).toEqual(exampleImprint);
    } finally {
      await Promise.all([given.close(), example.close()]);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
