/**
 * The embed builder's browser tests: its texts (to find its fields by their labels), the fields of an element as the
 * builder generates them from the table, a partner's page on another origin to paste a snippet into, and what such a
 * page ran.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { attributeFields, cssFieldsOf, type AttributeField, type ElementSpec } from '#portal/features/embed/builder';
import { elements } from '#widgets/lib/elements';
import de from '#shared/i18n/locales/de/embed.json';
import en from '#shared/i18n/locales/en/embed.json';

export type Language = 'de' | 'en';
export const builderTexts = { de: de.embed, en: en.embed };

/** A text of the builder by its key below `embed.` (`attributes.privacy-url.label`). */
export function builderText(language: Language, key: string): string {
  const text = key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), builderTexts[language]);
  if (typeof text !== 'string') throw new Error(`embed.${key} has no ${language} text`);
  return text;
}

export const builderPath = (language: Language) => (language === 'de' ? '/embed' : '/en/embed');

/** The builder's regions. */
export const previewRegion = (page: Page, language: Language) => page.getByRole('region', { name: builderText(language, 'preview.title'), exact: true });
export const codeRegion = (page: Page, language: Language) => page.getByRole('region', { name: builderText(language, 'code.title'), exact: true });
/** The snippet as the page shows it. */
export const shownCode = (page: Page, language: Language) => codeRegion(page, language).locator('pre code').first();

/**
 * A group of the builder's form (a fieldset, by its legend): the preview's element has labelled fields too. The
 * colours and the type are under "Advanced" (openAdvanced).
 */
export const builderGroup = (page: Page, language: Language, group: 'element' | 'settings' | 'style' | 'colors' | 'type') =>
  page.getByRole('group', { name: builderText(language, `groups.${group}`), exact: true });

/** The disclosure of every custom property on its own (a native <details>), by its summary. */
export const advancedSummary = (page: Page, language: Language) =>
  builderGroup(page, language, 'style')
    .locator('summary')
    .filter({ hasText: builderText(language, 'advanced.summary') });
/** Opens "Advanced" (by a click, as an editor does), unless it is open. */
export async function openAdvanced(page: Page, language: Language): Promise<void> {
  const summary = advancedSummary(page, language);
  if (!(await summary.evaluate((element) => (element.parentElement as HTMLDetailsElement).open))) await summary.click();
  await builderGroup(page, language, 'colors').waitFor();
}

/** A preset's radio, by its name. */
export const presetRadio = (page: Page, language: Language, preset: string) =>
  builderGroup(page, language, 'style').getByRole('radio', { name: builderText(language, `presets.${preset}.name`), exact: true });
/** "Match my site"'s two inputs (shown while it is chosen) and the picker of its colour. */
export const siteInput = (page: Page, language: Language, input: 'primary' | 'font') =>
  builderGroup(page, language, 'style').getByLabel(builderText(language, `presets.${input}.label`), { exact: true });
export const sitePicker = (page: Page, language: Language) =>
  builderGroup(page, language, 'style').getByLabel(builderText(language, 'picker').replace('{{name}}', builderText(language, 'presets.primary.label')), {
    exact: true,
  });

/** An attribute's input, by its label. */
export const attributeInput = (page: Page, language: Language, field: AttributeField) =>
  builderGroup(page, language, 'settings').getByLabel(builderText(language, `attributes.${field.name}.label`), { exact: true });

const propertyLabel = (language: Language, property: string) => builderText(language, `properties.${property.replace(/^--gft-/, '')}`);
const groupOf = (property: string) => (elements.flatMap(cssFieldsOf).find((field) => field.name === property)?.kind === 'color' ? 'colors' : 'type');

/** A custom property's text input, a colour's picker (both under "Advanced"), and the page background's text input (below the preview). */
export const propertyInput = (page: Page, language: Language, property: string) =>
  builderGroup(page, language, groupOf(property)).getByLabel(propertyLabel(language, property), { exact: true });
export const colorPicker = (page: Page, language: Language, property: string) =>
  builderGroup(page, language, 'colors').getByLabel(builderText(language, 'picker').replace('{{name}}', propertyLabel(language, property)), { exact: true });
export const pageBackgroundInput = (page: Page, language: Language) =>
  previewRegion(page, language).getByLabel(builderText(language, 'pageBackground.label'), { exact: true });

/** What an editor types for an element's attributes: a working value of each kind. */
export function typicalValue(field: AttributeField, language: Language): string | null {
  switch (field.kind.kind) {
    case 'url':
      return field.name === 'api-base' ? null : `https://partner.example/${field.name}`;
    case 'certificate-id':
      return 'GFT-DEMO-VALID';
    case 'choice':
      // The language of the test; any other choice keeps its default (a theme has colours of its own).
      return field.name === 'lang' ? language : null;
    case 'text':
      return 'x';
  }
}

/** Fills the element's attributes as an editor would, by clicking and typing; returns what was set. */
export async function fillAttributes(page: Page, language: Language, element: ElementSpec): Promise<Record<string, string>> {
  const set: Record<string, string> = {};
  for (const field of attributeFields(element)) {
    const value = typicalValue(field, language);
    if (value === null) continue;
    const input = attributeInput(page, language, field);
    if (field.kind.kind === 'choice') await input.selectOption(value);
    else await input.fill(value);
    set[field.name] = value;
  }
  return set;
}

/** A partner's page on an origin of its own (127.0.0.1, the site is on localhost): the pasted HTML in a blank page. */
export async function startPartnerHost(): Promise<{
  url: string;
  show: (body: string, options?: { csp?: string; lang?: string; stylesheet?: string }) => void;
  close: () => Promise<void>;
}> {
  let page = { body: '', csp: undefined as string | undefined, lang: 'en', stylesheet: '' };
  const server = createServer((request, response) => {
    // The partner's own stylesheet (`<link rel="stylesheet" href="/partner.css">`), for a page that allows no inline style.
    if (request.url === '/partner.css') {
      response.writeHead(200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-store' }).end(page.stylesheet);
      return;
    }
    if (request.url !== '/') {
      response.writeHead(404).end();
      return;
    }
    // no-store: the next test's page, at the same address, shows other content (a file's tests share a browser context).
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      ...(page.csp ? { 'content-security-policy': page.csp } : {}),
    });
    response.end(
      `<!doctype html><html lang="${page.lang}"><head><meta charset="utf-8"><title>Partner</title><link rel="icon" href="data:,"></head><body><h1>Our partner page</h1>\n${page.body}\n</body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    show: (body, options = {}) => {
      page = { body, csp: options.csp, lang: options.lang ?? 'en', stylesheet: options.stylesheet ?? '' };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Records the dialogs the page opens (an injected `alert()` would be one), dismissing each. */
export async function watchForInjection(page: Page): Promise<{ dialogs: string[] }> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { dialogs };
}

/** The element's computed style inside its shadow root: the (first) part's, `and` narrowing it; or the host's custom property. */
export const partStyle = (element: Locator, part: string, property: string, and = '') =>
  element.evaluate(
    (host, [name, css, also]) => {
      const found = host.shadowRoot?.querySelector(`[part~="${name}"]${also}`);
      return found ? getComputedStyle(found).getPropertyValue(css as string) : null;
    },
    [part, property, and],
  );
/** Whether anything drawn in the element's shadow root has this computed value (`color`, `background-color`). */
export const shadowHas = (element: Locator, property: string, value: string) =>
  element.evaluate(
    (host, [name, wanted]) =>
      [...(host.shadowRoot?.querySelectorAll('*') ?? [])].some((node) => getComputedStyle(node).getPropertyValue(name as string) === wanted),
    [property, value],
  );
export const hostProperty = (element: Locator, property: string) =>
  element.evaluate((host, name) => getComputedStyle(host).getPropertyValue(name).trim(), property);

/** Waits until the shown snippet contains `text`. */
export async function untilCodeHas(page: Page, language: Language, text: string): Promise<string> {
  await expect.poll(() => shownCode(page, language).textContent()).toContain(text);
  return (await shownCode(page, language).textContent()) ?? '';
}

/** The warning about a share link's addresses of another host (an alert: said as it appears). */
export const linkCheck = (page: Page, language: Language) => page.getByRole('alert').filter({ hasText: builderText(language, 'link.title') });

/** A text of the builder with its values filled in (`{{host}}` → the host). */
export const filledText = (language: Language, key: string, values: Record<string, string>) =>
  Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`{{${name}}}`, value), builderText(language, key));

/** The confirmation button for an address the link set, by the attribute and the host it names. */
export function linkConfirm(page: Page, language: Language, attribute: string, host: string): Locator {
  const name =
    attribute === 'api-base'
      ? filledText(language, 'link.useApi', { host })
      : filledText(language, 'link.useUrl', { host, label: builderText(language, `attributes.${attribute}.label`) });
  return linkCheck(page, language).getByRole('button', { name, exact: true });
}
