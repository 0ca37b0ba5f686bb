import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCertificatePdf, getCertificateStatus, validateCertificate } from '#shared/api/endpoints/certificates';
import { createProject } from '#shared/api/endpoints/projects';
import { getLanding, listProducts } from '#shared/api/endpoints/reference';
import { buyGft, getInvoicePdf, getPayment, getTokenIndexes, utilize } from '#shared/api/endpoints/wallet';
import type { Language } from '#shared/i18n/languages';
import { seedCertificates, seedEmails, seedProducts } from '#demo/sandbox/seed-ids';
import { pdfPages } from '#tests/helpers/pdf-text';
import { addForest, newCustomer, paymentPage, startTestSandbox, type TestSandbox } from '#tests/helpers/sandbox';

const certificateDelayMs = 1_000;
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ certificateDelayMs });
});
afterAll(async () => {
  await sandbox.stop();
});

describe('the sandbox answers forest names, regions, sectors, roles and kinds in the language of `ln`', () => {
  it('lists products with German names and regions by default and English ones for en', async () => {
    // The seeded forests only: another test of this file adds one (and vitest may run them in another order).
    const seeded = new Set<string>(Object.values(seedProducts));
    const bySeed = (answer: Awaited<ReturnType<typeof listProducts>>) => ({ products: answer.products.filter((product) => seeded.has(product._id)) });
    const german = bySeed(await listProducts(sandbox.client({ language: 'de' })));
    const english = bySeed(await listProducts(sandbox.client({ language: 'en' })));
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
    // What each customer compensated and why, what each person does: in the language asked for, on every entry.
    expect(german.customers[0]?.compensated).toBe('Das Erdgas ihrer Backöfen im Jahr 2025: 18\u00a0t\u00a0CO₂.');
    expect(english.customers[0]?.compensated).toBe('The natural gas of its ovens in 2025: 18\u00a0t of CO₂.');
    expect(english.team[0]?.duties).toMatch(/^Holds the first conversations with forest owners/);
    expect(german.team[0]?.duties).toMatch(/^Führt die ersten Gespräche mit Waldbesitzern/);
    for (const landing of [german, english]) {
      expect(landing.customers.every((entry) => entry.compensated && entry.reason)).toBe(true);
      expect(landing.team.every((entry) => entry.duties)).toBe(true);
    }
    expect(german.partners.map((entry) => entry.kind)).toEqual(['Waldpartner, PEFC', 'Waldpartner, FSC', 'Waldpartner, PEFC']);
    expect(english.partners.map((entry) => entry.kind)).toEqual(['Forest partner, PEFC', 'Forest partner, FSC', 'Forest partner, PEFC']);
    // Names of people and companies stay as they are in either language.
    for (const landing of [german, english]) {
      expect(landing.customers.map((entry) => entry.name)).toEqual(['Kornfeld Backstube', 'Ferntal Logistik', 'Lindgrün Architekten']);
      expect(landing.team.map((entry) => entry.name)).toEqual(['Lena Hofer', 'Jakob Weinzierl', 'Miriam Aigner']);
      expect(landing.partners.map((entry) => entry.name)).toEqual(['Forstgut Lindenhof', 'Waldgemeinschaft Steinbach', 'Gemeindewald Hohenstein']);
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
      expect(page).toContain(`<span class="item-name">${name}</span>`);
    }
  });

  it('writes the German certificate PDF with the German forest names and the English one with the English names', async () => {
    const pdfText = async (language: Language) =>
      (await pdfPages(await (await getCertificatePdf(sandbox.client(), { id: seedCertificates.valid }, { language })).arrayBuffer())).join('\n');
    const german = await pdfText('de');
    expect(german).toContain('Mischwald im Mühlviertel Oberösterreich, AT');
    expect(german).not.toMatch(/mixed forest|Upper Austria/);
    const english = await pdfText('en');
    expect(english).toContain('Mühlviertel mixed forest Upper Austria, AT');
    expect(english).not.toMatch(/Mischwald|Oberösterreich/);
  });

  it("names any forest by its id in the answer's language, not by a copy taken at purchase or burn: the payment, the invoice, the certificate and its PDF", async () => {
    const forest = addForest(sandbox, { name: { de: 'Föhrenwald an der Großen Mühl', en: 'Great Mühl pine forest' }, pricePerToken: 30, availableTokens: 100 });
    // Bought in German: the payment keeps the German name as it was then, and still answers in English in English.
    const { token } = await newCustomer(sandbox);
    const as = (language: Language) => sandbox.client({ token, language });
    const started = await buyGft(
      as('de'),
      { items: [{ productId: forest, quantity: 3 }], adminDonation: 0, card: { newCard: true }, returnUrl: 'http://localhost:5173/dashboard' },
      { idempotencyKey: crypto.randomUUID() },
    );
    await paymentPage.enterCard(started.redirectUrl, { nameOnCard: 'Nora Neu', cardNumber: '4242424242424242', expiry: '12/30', cvv: '123' });
    await paymentPage.decide(started.redirectUrl, 'approve');
    const { project } = await createProject(as('de'), {
      name: 'Lager Nord',
      description: '',
      co2Emissions: 3,
      compensationPeriod: { startDate: '2026-01-01', endDate: '2026-12-31' },
    });
    const burned = await utilize(as('de'), { projectId: project._id, amount: 3 }, { idempotencyKey: crypto.randomUUID() });
    const id = burned.certificate?.id ?? '';
    sandbox.clock.advance(certificateDelayMs + 1);
    for (const [language, name, other] of [
      ['de', 'Föhrenwald an der Großen Mühl', 'Great Mühl pine forest'],
      ['en', 'Great Mühl pine forest', 'Föhrenwald an der Großen Mühl'],
    ] as const) {
      expect((await getPayment(as(language), { id: started.payment._id })).payment.items.map((item) => item.productName)).toEqual([name]);
      const invoice = (await pdfPages(await (await getInvoicePdf(as(language), { id: started.payment._id })).arrayBuffer())).join('\n');
      expect(invoice).toContain(name);
      expect(invoice).not.toContain(other);
      const status = await getCertificateStatus(as(language), { id });
      expect(status.certificate?.supportedForests.map((entry) => entry.name)).toEqual([name]);
      // The PDF's own language, whatever the interface's.
      const pdf = (await pdfPages(await (await getCertificatePdf(as(language === 'de' ? 'en' : 'de'), { id }, { language })).arrayBuffer())).join('\n');
      expect(pdf).toContain(name);
      expect(pdf).not.toContain(other);
      // The customer's own project name is never translated.
      expect(status.certificate?.project).toBe('Lager Nord');
    }
  });
});
