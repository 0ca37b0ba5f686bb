import { describe, expect, it } from 'vitest';
import { pageHtml } from '#demo/prerender';
import { forestTemplatePath, imprintPlaceholder, imprintStatePlaceholder, linkPlaceholder } from '#demo/web/prerendered';
import { fillAppShell, fillPage, forestTemplatePage, robots, sitemap } from '#demo/web/site-pages';
import { configFromEnv, parseAppConfig } from '#shared/config/config';
import { exampleImprint } from '#demo/example-provider';
import { accessibilityLawPlaceholder, imprintBasisPlaceholder } from '#portal/features/public/imprint-lines';

const index =
  '<!doctype html><html lang="de"><head><title>greenfee</title><meta name="description" content="greenfee" /><!--gft-config--></head><body><div id="root"></div></body></html>';
/** The forest template as demo/prerender.ts writes it: the id in the head, links and a language switch in the body. */
const template = (language: 'de' | 'en', switchHref: string) =>
  pageHtml(
    index,
    forestTemplatePath(language),
    `<header><a href="${linkPlaceholder('blog')}">Blog</a><a class="language-switch" href="${switchHref}">Deutsch</a></header><main><h1>Forest project</h1></main>`,
    'Forest project | greenfee',
    'A greenfee forest project.',
  );
const config = parseAppConfig({ apiBase: 'http://api.example:8787', links: { blog: 'https://blog.example/' } });
const options = { config, origin: 'https://www.greenfee.example', now: new Date('2026-11-24T12:00:00Z') };

describe('the imprint: the configured lines (GFT_IMPRINT_JSON) or a marked placeholder, never an invented value', () => {
  const dd = (key: string) => `<dd data-state="${imprintStatePlaceholder(key)}">${imprintPlaceholder(key)}</dd>`;
  const imprintPage = `<html lang="de"><body><dl>${dd('company')}${dd('vatId')}</dl></body></html>`;
  const configured = configFromEnv({ GFT_IMPRINT_JSON: JSON.stringify({ company: 'Wald & Holz <GmbH>' }) }, { apiBase: 'http://api.example:8787' });

  it('fills each line the deployment configured, escaped, and marks the others in the page language', () => {
    const german = fillPage(imprintPage, { ...options, config: configured, pathname: '/impressum' });
    expect(german).toContain('<dd data-state="set">Wald &amp; Holz &lt;GmbH&gt;</dd><dd data-state="missing">[wird bei der Einrichtung eingetragen]</dd>');
    const english = fillPage(imprintPage.replace('lang="de"', 'lang="en"'), { ...options, config: configured, pathname: '/en/impressum' });
    expect(english).toContain('<dd data-state="missing">[filled in when the site is set up]</dd>');
    expect(english).not.toMatch(/__GFT_/);
  });

  it("cites the law of the configured provider's country in the intro: DDG for a German one, ECG and MedienG for an Austrian one", () => {
    const intro = `<html lang="de"><body><p class="lead">${imprintBasisPlaceholder}</p></body></html>`;
    const fill = (imprint: Record<string, string>, language: 'de' | 'en') =>
      fillPage(language === 'de' ? intro : intro.replace('lang="de"', 'lang="en"'), {
        ...options,
        config: configFromEnv({ GFT_IMPRINT_JSON: JSON.stringify(imprint) }, { apiBase: 'http://api.example:8787' }),
        pathname: language === 'de' ? '/impressum' : '/en/impressum',
      });
    // The demo's example provider, in Berlin.
    expect(fill(exampleImprint, 'de')).toContain('<p class="lead">Angaben zum Anbieter nach § 5 Digitale-Dienste-Gesetz (DDG).</p>');
    expect(fill(exampleImprint, 'en')).toContain('under § 5 of the German Digital Services Act (DDG).</p>');
    const austrian = { company: 'Beispiel Forst GmbH', address: 'Hauptplatz 1, 4020 Linz, Österreich' };
    expect(fill(austrian, 'de')).toContain('<p class="lead">Angaben zum Anbieter nach § 5 E-Commerce-Gesetz (ECG) und § 25 Mediengesetz (MedienG).</p>');
    expect(fill(austrian, 'en')).toContain('under § 5 of the Austrian E-Commerce Act (ECG) and § 25 of the Austrian Media Act (MedienG).</p>');
    for (const page of [fill(exampleImprint, 'de'), fill(exampleImprint, 'en')]) expect(page).not.toMatch(/MedienG|ECG/);
    // Without an address, the VAT ID's prefix decides; with neither, no law is cited rather than a wrong one.
    expect(fill({ company: 'Beispiel Forst GmbH', vatId: 'ATU12345678' }, 'de')).toContain('(ECG) und § 25 Mediengesetz');
    expect(fill({ company: 'Beispiel Forst GmbH' }, 'en')).toContain('<p class="lead">Information about the provider.</p>');
  });

  it("the accessibility statement cites the law for a company's e-commerce service of the provider's country: BFSG, BaFG or the EAA", () => {
    const statement = `<html lang="de"><body><p>${accessibilityLawPlaceholder('basis')}</p><p>${accessibilityLawPlaceholder('enforcement')}</p><a href="${accessibilityLawPlaceholder('href')}">${accessibilityLawPlaceholder('body')}</a></body></html>`;
    const fill = (imprint: Record<string, string>, language: 'de' | 'en') =>
      fillPage(language === 'de' ? statement : statement.replace('lang="de"', 'lang="en"'), {
        ...options,
        config: configFromEnv({ GFT_IMPRINT_JSON: JSON.stringify(imprint) }, { apiBase: 'http://api.example:8787' }),
        pathname: language === 'de' ? '/barrierefreiheit' : '/en/accessibility',
      });
    const german = fill(exampleImprint, 'de');
    expect(german).toContain('Barrierefreiheitsstärkungsgesetz (BFSG)');
    expect(german).toContain('Richtlinie (EU) 2019/882');
    expect(german).toContain('<a href="https://www.mlbf-barrierefrei.de/">Marktüberwachungsstelle der Länder (MLBF)</a>');
    expect(fill(exampleImprint, 'en')).toContain('German Accessibility Strengthening Act (Barrierefreiheitsstärkungsgesetz, BFSG)');
    const austrian = fill({ company: 'Beispiel Forst GmbH', vatId: 'ATU12345678' }, 'en');
    expect(austrian).toContain('Austrian Accessibility Act (Barrierefreiheitsgesetz, BaFG)');
    expect(austrian).toContain('<a href="https://www.sozialministeriumservice.at/">Sozialministeriumservice</a>');
    const elsewhere = fill({ company: 'Beispiel Forst GmbH' }, 'de');
    expect(elsewhere).toContain('Richtlinie (EU) 2019/882');
    expect(elsewhere).not.toMatch(/BFSG|BaFG/);
    // The public sector's directive and act apply to public bodies, not to a company's shop.
    for (const page of [german, austrian, elsewhere]) expect(page).not.toMatch(/2016\/2102|WZG|__GFT_/);
  });

  it('refuses GFT_IMPRINT_JSON that is not JSON', () => {
    expect(() => configFromEnv({ GFT_IMPRINT_JSON: '{company' }, { apiBase: 'http://api.example:8787' })).toThrow(/GFT_IMPRINT_JSON: not valid JSON/);
  });
});

describe("the app shell names the site's origin (GFT_SITE_URL) in its sitemap link", () => {
  it('for the embed code and the certificate links the browser renders alone', () => {
    expect(fillAppShell(index, config, 'https://www.greenfee.example')).toContain(
      '<link rel="sitemap" type="application/xml" href="https://www.greenfee.example/sitemap.xml" />',
    );
  });
});

describe('the forest template for any forest id (forestTemplatePage)', () => {
  it.each(['de', 'en'] as const)('holds no placeholder and nothing that names a forest (%s)', (language) => {
    const page = forestTemplatePage(template(language, language === 'de' ? '/en' : '/'), options);
    expect(page).not.toMatch(/__GFT_|gft-link\.invalid|gft-site\.invalid|<!--gft-config-->|\/forests\//);
    expect(page).not.toMatch(/rel="canonical"|rel="alternate"|og:url/);
    // What does not depend on the forest stays; the configuration, the links, the site's origin are filled in.
    expect(page).toContain(`<html lang="${language}" data-gft-dated-day="2026-11-24">`);
    expect(page).toContain('<meta property="og:title" content="Forest project | greenfee" />');
    expect(page).toContain(`<meta property="og:locale" content="${language === 'de' ? 'de_AT' : 'en_US'}" />`);
    expect(page).toContain('<link rel="sitemap" type="application/xml" href="https://www.greenfee.example/sitemap.xml" />');
    expect(page).toContain('<script id="gft-config" type="application/json">{"apiBase":"http://api.example:8787"');
    expect(page).toContain('<a href="https://blog.example/">Blog</a>');
  });

  it('refuses a template that names the forest outside the head tags it leaves out', () => {
    expect(() => forestTemplatePage(template('en', '/forests/__GFT_FOREST_ID__'), options)).toThrow(/__GFT_FOREST_ID__/);
    expect(() => forestTemplatePage('<html><head></head><body></body></html>', options)).toThrow(/lang/);
  });
});

describe("the site's origin in what the fill step writes", () => {
  it('is escaped for its context: the attributes of a page and the forest template, the sitemap, a line of robots.txt', () => {
    const odd = 'https://www.gree"n&fee.example';
    const page = forestTemplatePage(template('en', '/'), { ...options, origin: odd });
    expect(page).toContain('<link rel="sitemap" type="application/xml" href="https://www.gree&quot;n&amp;fee.example/sitemap.xml" />');
    const filled = fillPage(template('de', '/en'), { ...options, origin: odd, pathname: '/forests/abc', forestId: 'abc' });
    expect(filled).toContain('<link rel="canonical" href="https://www.gree&quot;n&amp;fee.example/forests/abc" />');
    expect(filled).toContain('<meta property="og:url" content="https://www.gree&quot;n&amp;fee.example/forests/abc" />');
    for (const text of [page, filled, sitemap(odd)]) expect(text).not.toContain('gree"n');
    // A URL's origin holds no white space; were one given, it could not start a line of its own.
    expect(robots('https://a.example\nDisallow: /')).not.toMatch(/^Disallow: \/$/m);
  });
});
