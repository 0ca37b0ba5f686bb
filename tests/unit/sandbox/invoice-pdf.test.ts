import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const invoiceText = async (token: string, language: 'de' | 'en', id: string) => {
  const blob = await wallet.getInvoicePdf(sandbox.client({ token, language }), { id });
  return pdfPages(await blob.arrayBuffer());
};

describe('GET /payment/invoice/pdf', () => {
  it("a business buyer's invoice: provider, company and tax ID, number, lines, net, VAT, donation and total, in German and English", async () => {
    const { client, token } = await newCustomer(sandbox, { business, name: 'Jürgen', city: 'Graz' });
    const forest = addForest(sandbox, { name: 'Föhrenwald an der Großen Mühl', pricePerToken: 35.55, availableTokens: 1000 });
    const id = await paidPurchase(client, [{ productId: forest, quantity: 3 }], 2.5);
    const { payment } = await wallet.getPayment(client, { id });

    const de = await invoiceText(token, 'de', id);
    expect(de).toHaveLength(1);
    const german = de[0] ?? '';
    for (const part of [
      'Rechnung',
      `Rechnungsnummer: ${payment.invoiceNumber}`,
      'greenfee GmbH (Sandbox)',
      'Waldstraße 12',
      'USt-IdNr. DE999999999',
      'Müller & Söhne Forstgesellschaft mbH',
      'Jürgen Neu',
      'Steuernummer ATU12345678',
      'Föhrenwald an der Großen Mühl 3 35,55 € 106,65 €',
      'Nettobetrag 106,65 €',
      'Umsatzsteuer 19 % 20,26 €',
      'Spende an die Verwaltung (ohne Umsatzsteuer) 2,50 €',
      'Gesamtbetrag 129,41 €',
    ]) {
      expect(german).toContain(part);
    }

    const english = (await invoiceText(token, 'en', id))[0] ?? '';
    for (const part of [
      'Invoice',
      `Invoice number: ${payment.invoiceNumber}`,
      'VAT ID DE999999999',
      'Müller & Söhne Forstgesellschaft mbH',
      'Tax ID ATU12345678',
      'Föhrenwald an der Großen Mühl 3 €35.55 €106.65',
      'Net amount €106.65',
      'VAT 19% €20.26',
      'Donation to the administration (no VAT) €2.50',
      'Total €129.41',
    ]) {
      expect(english).toContain(part);
    }
  });

  it('thousands are grouped: 1.234,56 € in German, €1,234.56 in English', async () => {
    const { client, token } = await newCustomer(sandbox);
    const forest = addForest(sandbox, { name: 'Thousands forest', pricePerToken: 1234.56, availableTokens: 10 });
    const id = await paidPurchase(client, [{ productId: forest, quantity: 1 }], 0);
    expect((await invoiceText(token, 'de', id))[0]).toContain('Thousands forest 1 1.234,56 € 1.234,56 €');
    expect((await invoiceText(token, 'en', id))[0]).toContain('Thousands forest 1 €1,234.56 €1,234.56');
  });

  it('a 30-line purchase flows onto page 2 with the table header repeated, every line and the totals printed', async () => {
    const { client, token } = await newCustomer(sandbox, { business });
    const forests = ['Bärenwald', 'Weißtannen-Höhe', 'Ölbergforst'].map((name) => addForest(sandbox, { name, pricePerToken: 32.1, availableTokens: 10_000 }));
    const items = Array.from({ length: 30 }, (_, index) => ({ productId: forests[index % 3] ?? '', quantity: index + 1 }));
    const id = await paidPurchase(client, items, 0);
    const pages = await invoiceText(token, 'en', id);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const page of pages) expect(page).toContain('Forest project Quantity (GFT) Price each Amount');
    const all = pages.join('\n');
    const euro = (value: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(value);
    items.forEach((item, index) => {
      const name = ['Bärenwald', 'Weißtannen-Höhe', 'Ölbergforst'][index % 3];
      expect(all).toContain(`${name} ${item.quantity} €32.10 ${euro((item.quantity * 321) / 10)}`);
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
