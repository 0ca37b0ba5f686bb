import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getLanding, listProducts } from '../../../shared/api/endpoints/reference';
import { startTestSandbox, type TestSandbox } from '../../helpers/sandbox';

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
    expect(german.products.map((product) => product.name)).toEqual(['Mischwald im Mühlviertel', 'Fichten und Buchen im Waldviertel', 'Hochlagen im Bayerischen Wald']);
    expect(english.products.map((product) => product.name)).toEqual(['Mühlviertel mixed forest', 'Waldviertel spruce and beech', 'Bavarian Forest highland']);
    expect(german.products[0]?.documents.map((document) => document.title)).toEqual(['Waldvertrag', 'Projektbeschreibung', 'Jahresbericht 2025', 'Marketingmaterial']);
    expect(english.products[0]?.documents.map((document) => document.title)).toEqual(['Forest contract', 'Project description', 'Annual report 2025', 'Marketing materials']);
  });

  it('gives /landing in both languages', async () => {
    const german = await getLanding(sandbox.client({ language: 'de' }));
    const english = await getLanding(sandbox.client({ language: 'en' }));
    expect(german.latestProjects[0]?.location).toBe('Oberösterreich, AT');
    expect(german.latestProjects[0]?.name).toBe('Mischwald im Mühlviertel');
    expect(english.latestProjects[0]?.location).toBe('Upper Austria, AT');
    expect(german.customers.map((entry) => entry.sector)).toEqual(['Lebensmittel', 'Transport und Logistik', 'Bauwesen']);
    expect(english.customers.map((entry) => entry.sector)).toEqual(['Food', 'Transport', 'Construction']);
    expect(german.team.map((entry) => entry.role)).toEqual(['Forstwirtschaft', 'Technik', 'Kundenbetreuung']);
    expect(english.team.map((entry) => entry.role)).toEqual(['Forestry', 'Technology', 'Customer care']);
    expect(german.partners.map((entry) => entry.kind)).toEqual(['Waldpartner, PEFC', 'Holzprodukte', 'Satellitenüberwachung']);
    expect(english.partners[0]?.name).toBe('Example Forest Owner Co-op (sandbox)');
    expect(german.partners[0]?.name).toBe('Beispiel-Waldbesitzergenossenschaft (Sandbox)');
  });
});
