import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { footprint, tokensFor, tonnesOf, tonnesOfParts } from '#portal/features/public/calculator/footprint';
import { localized, paths } from '#portal/lib/paths';
import { priceBreakdown } from '#shared/api/money';
import { productListAnswerSchema } from '#shared/api/schemas/product';
import { formatEuro, formatNumber } from '#shared/i18n/format';
import calculatorDe from '#shared/i18n/locales/de/calculator.json';
import calculatorEn from '#shared/i18n/locales/en/calculator.json';
import pagesDe from '#shared/i18n/locales/de/pages.json';
import pagesEn from '#shared/i18n/locales/en/pages.json';
import { setupBrowser } from '../support/browser';
import { axeAtWidths } from '../support/widgets';
import { jsonOf } from '../support/answers';

const browser = setupBrowser();
const texts = { de: calculatorDe.calculator, en: calculatorEn.calculator } as const;
type Language = keyof typeof texts;
const pagesTexts = { de: pagesDe.pages.calculator, en: pagesEn.pages.calculator } as const;

/**
 * The page, with the /product/list answer it was given (other files sell forests out meanwhile): the latest one, or,
 * before the result has asked for one, the first to come (the price asks only once a result is shown).
 */
async function open(language: Language, width: number): Promise<{ page: Page; products: Promise<unknown> }> {
  const { page } = await browser.open('about:blank', { viewport: { width, height: 900 } });
  let first: (answer: Promise<unknown>) => void = () => undefined;
  let products = new Promise<unknown>((resolve) => (first = resolve));
  page.on('response', (response) => {
    if (new URL(response.url()).pathname !== '/product/list' || !response.ok()) return;
    const answer = jsonOf(response);
    first(answer);
    products = answer;
  });
  await page.goto(new URL(localized(language, paths.calculator), browser.webUrl).href);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).count(), { timeout: 10_000 }).toBe(1);
  return {
    page,
    get products() {
      return products;
    },
  };
}

const tonnesText = (language: Language, kg: number) => formatNumber(language, tonnesOf(kg), { minimumFractionDigits: 1, maximumFractionDigits: 1 });

describe('the calculator', () => {
  it.each([
    ['de', 375],
    ['en', 1280],
  ] as const)(
    '%s at %i px: a household’s answers give its tonnes by source, the tokens, today’s price with VAT and the way to sign up',
    async (language, width) => {
      const t = texts[language];
      const opened = await open(language, width);
      const { page } = opened;
      const form = page.getByRole('form', { name: t.kind.private });
      await form.getByLabel(t.flights.short).fill('2');
      await form.getByLabel(t.flights.long).fill('1');
      await form.getByLabel(`${t.car.km} (${t.units.km})`).fill(language === 'de' ? '12.000' : '12,000');
      await form.getByLabel(t.car.fuel).selectOption('diesel');
      await form.getByLabel(t.home.heating).selectOption('oil');
      await form.getByLabel(`${t.home.area} (${t.units.m2})`).fill('80');
      await form.getByLabel(t.home.household).fill('2');
      await form.getByLabel(`${t.electricity.kwh} (${t.units.kwh})`).fill(language === 'de' ? '2500,5' : '2500.5');
      await form.getByLabel(t.food.diet).selectOption('vegetarian');
      await form.getByRole('button', { name: t.submit }).click();

      const expected = footprint({
        kind: 'private',
        flights: { short: 2, medium: 0, long: 1 },
        carKm: 12_000,
        carFuel: 'diesel',
        heating: 'oil',
        homeArea: 80,
        household: 2,
        electricityKwh: 2500.5,
        greenElectricity: false,
        diet: 'vegetarian',
      });
      const title = page.getByRole('heading', { level: 2, name: t.result.title.replace('{{tonnes}}', tonnesText(language, expected.total)) });
      await expect.poll(() => title.count()).toBe(1);
      // The result takes the focus: a screen reader reads it, the keyboard goes on from it.
      await expect.poll(() => title.evaluate((heading) => heading === document.activeElement)).toBe(true);
      const rows = await page.getByRole('table').first().getByRole('row').allInnerTexts();
      // The rows add up to the total in the heading (a reviewer added up 1.5 + 2.1 under "3.5"): each part's tenths
      // as tonnesOfParts gives them, never more than 0.1 t from its own rounding.
      const order = ['flights', 'car', 'heating', 'electricity', 'diet'] as const;
      const shown = tonnesOfParts(order.map((part) => expected.parts[part] ?? 0));
      expect(Math.round(shown.reduce((sum, value) => sum + value, 0) * 10) / 10).toBe(tonnesOf(expected.total));
      expect(rows.slice(1).map((row) => row.split('\t').slice(0, 2).join(' '))).toEqual(
        order.map(
          (part, index) => `${t.result.parts[part]} ${formatNumber(language, shown[index] ?? 0, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}`,
        ),
      );

      // CO₂e throughout (issue 41: the heading asked for CO₂, the result gave CO₂e): the heading, what the e means, the one
      // factor that is CO₂ alone, and why a token's tonne of CO₂ stands against a tonne of CO₂e.
      const pageText = pagesTexts[language];
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(pageText.h1);
      expect(pageText.h1).toContain('CO₂e');
      expect(await page.getByText(pageText.intro, { exact: true }).count()).toBe(1);
      expect(pageText.intro).toMatch(language === 'de' ? /CO₂e \(CO₂-Äquivalente\)/ : /CO₂e \(CO₂ equivalents\)/);
      expect(await page.getByText(t.result.equivalent, { exact: true }).count()).toBe(1);
      expect(await page.getByText(t.sources.grid, { exact: true }).count()).toBe(1);

      const tokens = tokensFor(expected.total);
      const { products } = productListAnswerSchema.parse(await opened.products);
      const lowest = Math.min(...products.filter((product) => product.availableTokens > 0).map((product) => product.pricePerToken));
      const amount = formatEuro(language, priceBreakdown([{ quantity: tokens, priceEach: lowest }], 0).total);
      await expect.poll(() => page.getByText(amount, { exact: false }).count(), { timeout: 10_000 }).toBe(1);
      const link = page.getByRole('link', { name: t.result.compensate.replace('{{tonnes}}', tonnesText(language, expected.total)) });
      // The act, not a result (issue 41; Directive (EU) 2024/825): tonnes stored in wood, not "compensate these".
      expect(await link.textContent()).toMatch(language === 'de' ? /^[\d,]+\s?t in Holz speichern lassen$/ : /^Have [\d.]+\s?t stored in wood$/);
      // The calculation in the address too, for a link opened in a new tab (which has not the tab's storage).
      const carried = `calculation=private_${tonnesOf(expected.total)}_${new Date().getFullYear()}`;
      expect(await link.getAttribute('href')).toBe(`${localized(language, paths.signUp)}?type=private&${carried}`);
      // With an account already: the login, which goes on to the new project form.
      const login = page.getByRole('link', { name: t.result.login });
      expect(await login.getAttribute('href')).toBe(
        `${localized(language, paths.login)}?${new URLSearchParams({ next: `${localized(language, paths.newProject)}?${carried}` }).toString()}`,
      );
      expect(await axeAtWidths(page, { sideways: true })).toEqual([]);
    },
  );

  it('for a company: per employee, the green tariff’s grid figure beside it, and the price before VAT', async () => {
    const t = texts.en;
    const opened = await open('en', 1280);
    const { page } = opened;
    await page.getByRole('radio', { name: t.kind.business }).check();
    const form = page.getByRole('form', { name: t.kind.business });
    await form.getByLabel(t.office.employees).fill('20');
    await form.getByLabel(`${t.office.area} (${t.units.m2})`).fill('400');
    await form.getByLabel(`${t.electricity.kwh} (${t.units.kwh})`).fill('30000');
    await form.getByLabel(t.electricity.green).check();
    await form.getByRole('button', { name: t.submit }).click();
    const expected = footprint({
      kind: 'business',
      employees: 20,
      officeArea: 400,
      heating: 'gas',
      fleetKm: 0,
      fleetFuel: 'diesel',
      flights: { short: 0, medium: 0, long: 0 },
      electricityKwh: 30_000,
      greenElectricity: true,
    });
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: t.result.title.replace('{{tonnes}}', tonnesText('en', expected.total)) }).count())
      .toBe(1);
    await expect
      .poll(() => page.getByText(t.result.perEmployee.replace('{{tonnes}}', tonnesText('en', expected.total / 20)).replace('{{employees}}', '20')).count())
      .toBe(1);
    await expect.poll(() => page.getByText(t.result.green.replace('{{tonnes}}', tonnesText('en', expected.electricityOnGrid ?? 0))).count()).toBe(1);
    const { products } = productListAnswerSchema.parse(await opened.products);
    const lowest = Math.min(...products.filter((product) => product.availableTokens > 0).map((product) => product.pricePerToken));
    const net = formatEuro('en', priceBreakdown([{ quantity: tokensFor(expected.total), priceEach: lowest }], 0).net);
    await expect.poll(() => page.getByText(`from ${net} plus`, { exact: false }).count(), { timeout: 10_000 }).toBe(1);
    // A changed answer takes the result away: it stood for the answers before, and its link would carry them on.
    await form.getByLabel(t.office.employees).fill('21');
    await expect.poll(() => page.getByRole('heading', { level: 2, name: /t of CO₂e a year/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /^Have .* t stored in wood$/ }).count()).toBe(0);
  });

  it('says what is wrong in words, at the field, and keeps what was typed', async () => {
    const t = texts.de;
    const { page } = await open('de', 1280);
    const form = page.getByRole('form', { name: t.kind.private });
    const km = form.getByLabel(`${t.car.km} (${t.units.km})`);
    await km.fill('viel');
    await form.getByLabel(t.flights.short).fill('1,5');
    await form.getByRole('button', { name: t.submit }).click();
    const summary = page.getByRole('alert');
    await expect.poll(() => summary.count()).toBeGreaterThan(0);
    await expect.poll(() => summary.first().innerText()).toContain('Geben Sie eine ganze Zahl ein');
    expect(await summary.first().innerText()).toContain('Geben Sie eine Zahl ein');
    expect(await km.inputValue()).toBe('viel');
    expect(await page.getByRole('heading', { level: 2, name: /t CO₂e/ }).count()).toBe(0);
    // Switching to the company's form and back keeps it too.
    await page.getByRole('radio', { name: t.kind.business }).check();
    await page.getByRole('radio', { name: t.kind.private }).check();
    expect(await km.inputValue()).toBe('viel');
  });
});
