import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateCertificate } from '#shared/api/endpoints/certificates';
import { getLanding, listProducts } from '#shared/api/endpoints/reference';
import { buyGft, getPayment, getTokenIndexes } from '#shared/api/endpoints/wallet';
import { seedCertificates, seedEmails, seedProducts } from '#demo/sandbox/seed-ids';
import { startTestSandbox, type TestSandbox } from '#tests/helpers/sandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.stop();
});

describe('the sandbox answers forest names, regions, sectors, roles and kinds in the language of `ln`', () => {
  it('lists products with German names and regions by default and English ones for en', async () => {
    const german = await listProducts(sandbox.client({ language: 'de' }));
    const english = await listProducts(sandbox.client({ language: 'en' }));
    expect(german.products.map((product) => product.location)).toEqual(['Oberösterreich, AT', 'Niederösterreich, AT', 'Bayern, DE']);
    expect(english.products.map((product) => product.location)).toEqual(['Upper Austria, AT', 'Lower Austria, AT', 'Bavaria, DE']);
    expect(german.products.map((product) => product.name)).toEqual([
      'Mischwald im Mühlviertel',
      'Fichten und Buchen im Waldviertel',
      'Hochlagen im Bayerischen Wald',
    ]);
    expect(english.products.map((product) => product.name)).toEqual(['Mühlviertel mixed forest', 'Waldviertel spruce and beech', 'Bavarian Forest highland']);
    expect(german.products[0]?.documents.map((document) => document.title)).toEqual([
      'Waldvertrag',
      'Projektbeschreibung',
      'Jahresbericht 2025',
      'Marketingmaterial',
    ]);
    expect(english.products[0]?.documents.map((document) => document.title)).toEqual([
      'Forest contract',
      'Project description',
      'Annual report 2025',
      'Marketing materials',
    ]);
  });

  it('gives /landing in both languages', async () => {
    const german = await getLanding(sandbox.client({ language: 'de' }));
    const english = await getLanding(sandbox.client({ language: 'en' }));
    expect(german.latestProjects[0]?.location).toBe('Oberösterreich, AT');
    expect(german.latestProjects[0]?.name).toBe('Mischwald im Mühlviertel');
    expect(english.latestProjects[0]?.location).toBe('Upper Austria, AT');
    expect(german.customers.map((entry) => entry.sector)).toEqual(['Bäckerei', 'Logistik', 'Architektur']);
    expect(english.customers.map((entry) => entry.sector)).toEqual(['Bakery', 'Logistics', 'Architecture']);
    expect(german.team.map((entry) => entry.role)).toEqual(['Leitung Forstwirtschaft', 'Leitung Technik', 'Kundenbetreuung']);
    expect(english.team.map((entry) => entry.role)).toEqual(['Head of forestry', 'Head of technology', 'Customer care']);
    expect(german.partners.map((entry) => entry.kind)).toEqual(['Waldpartner, PEFC', 'Holzprodukte', 'Satellitenüberwachung']);
    expect(english.partners.map((entry) => entry.kind)).toEqual(['Forest partner, PEFC', 'Wood products', 'Satellite monitoring']);
    // Names of people and companies stay as they are in either language.
    for (const landing of [german, english]) {
      expect(landing.customers.map((entry) => entry.name)).toEqual(['Kornfeld Backstube', 'Ferntal Logistik', 'Lindgrün Architekten']);
      expect(landing.team.map((entry) => entry.name)).toEqual(['Lena Hofer', 'Jakob Weinzierl', 'Miriam Aigner']);
      expect(landing.partners.map((entry) => entry.name)).toEqual(['Waldgenossenschaft Hochfeld', 'Sägewerk Kramlinger', 'Kronenblick Fernerkundung']);
    }
  });

  it('names a seed forest in the language of `ln` on a certificate, a payment, the token indexes and the payment page', async () => {
    const { token } = await sandbox.loggedIn(seedEmails.demo);
    for (const [language, name, location] of [
      ['de', 'Mischwald im Mühlviertel', 'Oberösterreich, AT'],
      ['en', 'Mühlviertel mixed forest', 'Upper Austria, AT'],
    ] as const) {
      const verified = await validateCertificate(sandbox.client({ language }), { certificateId: seedCertificates.valid });
      expect(verified.status === 'valid' ? verified.certificate.supportedForests.map((forest) => [forest.name, forest.location]) : verified.status).toEqual([
        [name, location],
      ]);
      const asBuyer = sandbox.client({ token, language });
      expect((await getPayment(asBuyer, { id: 'pay_demo_1' })).payment.items.map((item) => item.productName)).toEqual([name]);
      const indexes = await getTokenIndexes(asBuyer);
      expect(indexes.forests.find((forest) => forest.productId === seedProducts.muehlviertel)).toMatchObject({ productName: name, location });
      const started = await buyGft(
        asBuyer,
        {
          items: [{ productId: seedProducts.muehlviertel, quantity: 1 }],
          adminDonation: 0,
          card: { newCard: true },
          returnUrl: 'http://localhost:5173/dashboard',
        },
        { idempotencyKey: crypto.randomUUID() },
      );
      const page = await (await fetch(started.redirectUrl)).text();
      expect(page).toContain(`<td>${name}</td>`);
    }
  });
});
