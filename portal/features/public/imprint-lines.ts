/**
 * The imprint's lines as the page shows them, the same on the server (the fill step writes them into the prerendered
 * page) and in the browser: the configured line (`GFT_IMPRINT_JSON`, or the demo's example provider), or a marked
 * placeholder that says a deployment fills it in; above them, for the example, one line that says so. No React: the
 * web server imports it.
 */
import type { AppConfig, imprintKeys } from '#shared/config/config';

export type ImprintKey = (typeof imprintKeys)[number];

/** What the prerendered imprint holds in place of each configured line (the build's configuration). */
export const imprintPlaceholder = (key: string) => `__GFT_IMPRINT_${key}__`;
/** What it holds in place of whether the line is set (`data-state`), for the same fill step. */
export const imprintStatePlaceholder = (key: string) => `__GFT_IMPRINT_STATE_${key}__`;

export function imprintLineOf(config: AppConfig, key: ImprintKey, t: (key: string) => string): string {
  return config.imprint[key] || t('pages.impressum.missing');
}

/**
 * `set` or `missing`, which the page styles apart (a placeholder reads as pending, not as a fact); while prerendering,
 * where the line is its placeholder, the state's own placeholder, which the fill step replaces as it does the line.
 */
export function imprintStateOf(config: AppConfig, key: ImprintKey): string {
  const line = config.imprint[key];
  if (line === imprintPlaceholder(key)) return imprintStatePlaceholder(key);
  return line ? 'set' : 'missing';
}

/**
 * What the prerendered imprint holds as the example's note, which the fill step writes or removes. Made by the lines'
 * function, as theirs are: written out, the whole marker would stand in the page's code, which the export refuses
 * (a placeholder left in a file).
 */
export const imprintNotePlaceholder = imprintPlaceholder('EXAMPLE');
/** The note's classes: the fill step finds the prerendered note by them. */
export const imprintNoteClass = 'notice notice--warning imprint-note';
/** The note as the page renders it (React writes a `<p>` with only a class and text the same way). */
export const imprintNoteHtml = (text: string) => `<p class="${imprintNoteClass}">${text}</p>`;

/**
 * The line that says the imprint is the demo's example (`imprintExample`), null for a deployment's own; while
 * prerendering (the lines are their placeholders) the note's placeholder.
 */
export function imprintNoteOf(config: AppConfig, t: (key: string) => string): string | null {
  if (config.imprint.company === imprintPlaceholder('company')) return imprintNotePlaceholder;
  return config.imprintExample ? t('pages.impressum.example') : null;
}

/**
 * The provider's country, which decides the law the imprint cites: from the country that ends its address, else from
 * its VAT ID's prefix (DE…, ATU…); null for any other or none.
 */
export function providerCountry(imprint: AppConfig['imprint']): 'DE' | 'AT' | null {
  const country = imprint.address.split(',').at(-1)?.trim().toLowerCase() ?? '';
  if (/^(?:deutschland|germany)$/.test(country)) return 'DE';
  if (/^(?:österreich|austria)$/.test(country)) return 'AT';
  if (/^DE\d/.test(imprint.vatId)) return 'DE';
  if (/^ATU\d/.test(imprint.vatId)) return 'AT';
  return null;
}

/** What the prerendered imprint holds in place of its intro, the legal basis, which the fill step writes. */
export const imprintBasisPlaceholder = imprintPlaceholder('BASIS');

/**
 * The imprint's intro: the law of the configured provider's country (§ 5 DDG for a German provider, § 5 ECG and
 * § 25 MedienG for an Austrian one), from the same lines the page shows; while prerendering, its placeholder.
 */
export function imprintBasisOf(config: AppConfig, t: (key: string) => string): string {
  if (config.imprint.company === imprintPlaceholder('company')) return imprintBasisPlaceholder;
  return t(`pages.impressum.basis.${providerCountry(config.imprint) ?? 'other'}`);
}

/**
 * Where a complaint about accessibility goes, by the provider's country: the market surveillance under the BFSG (the
 * German states' MLBF) or the BaFG (Sozialministeriumservice); for another country, the Commission's page on the
 * European Accessibility Act (Directive (EU) 2019/882), which every member state's law implements.
 */
const enforcementBodies = {
  DE: 'https://www.mlbf-barrierefrei.de/',
  AT: 'https://www.sozialministeriumservice.at/',
  other: 'https://ec.europa.eu/social/main.jsp?catId=1202',
} as const;

/** The accessibility statement's parts that follow the provider's country: the law, the enforcement, its body's link. */
export const accessibilityLawParts = ['basis', 'enforcement', 'body', 'href'] as const;
type AccessibilityLawPart = (typeof accessibilityLawParts)[number];

/** What the prerendered statement holds in place of each part, which the fill step writes as it does the imprint's. */
export const accessibilityLawPlaceholder = (part: AccessibilityLawPart) => imprintPlaceholder(`ACCESS_${part.toUpperCase()}`);

/**
 * The accessibility statement's law for a private company's e-commerce service (the BFSG for a German provider, the
 * BaFG for an Austrian one, else the directive they implement), from the same lines the imprint shows; while
 * prerendering, the placeholders.
 */
export function accessibilityLawOf(config: AppConfig, t: (key: string) => string): Record<AccessibilityLawPart, string> {
  if (config.imprint.company === imprintPlaceholder('company'))
    return Object.fromEntries(accessibilityLawParts.map((part) => [part, accessibilityLawPlaceholder(part)])) as Record<AccessibilityLawPart, string>;
  const country = providerCountry(config.imprint) ?? 'other';
  const text = (part: string) => t(`pages.accessibility.law.${country}.${part}`);
  return { basis: text('basis'), enforcement: text('enforcement'), body: text('body'), href: enforcementBodies[country] };
}

/** The FAQ's VAT question and answer while prerendering, which the fill step writes for the configured provider. */
export const faqVatPlaceholders = { q: imprintPlaceholder('VAT_Q'), a: imprintPlaceholder('VAT_A') } as const;

/**
 * The FAQ's "why this VAT" question or answer for the configured provider's country, as the imprint's legal basis
 * follows it: `german` (the FAQ entry's own words) for a German provider, Austria's for an Austrian one, words naming no
 * country for any other; while prerendering, its placeholder.
 */
export function faqVatOf(config: AppConfig, t: (key: string) => string, part: 'q' | 'a', german: string): string {
  if (config.imprint.company === imprintPlaceholder('company')) return faqVatPlaceholders[part];
  const country = providerCountry(config.imprint);
  return country === 'DE' ? german : t(`pages.faq.vatByCountry.${country ?? 'other'}.${part}`);
}
