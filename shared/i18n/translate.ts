/**
 * A translate function over the same JSON bundles i18next reads, for the widgets: i18next itself costs 14 KB brotli
 * in the widget bundle (measured), 40 % of its budget. Same key format, `{{name}}` interpolation and `_one`/`_other`
 * plural suffixes; a missing key shows the key, as in i18next with no fallback language. No `$t(key)` nesting: the
 * texts the widgets and the PDFs read nest nothing (tests/unit/i18n/token-definition.test.ts).
 */
import { formatLocales, type Language } from './languages.ts';

export type TranslateValues = Record<string, string | number>;
/** The one signature the shared components translate with; i18next's `t` fits it too. */
export type Translate = (key: string, values?: TranslateValues) => string;

type Tree = { [key: string]: unknown };

/**
 * A message key that carries its values, as a schema's issue does ("validation.tooLong?max=2000"): an issue's message
 * is one string (zod's, and the `message` of the server's `issues`), so the limit travels in it. The key stays the
 * first part, so a check like `message.startsWith('validation.')` still holds.
 */
export const messageWith = /*#__NO_SIDE_EFFECTS__*/ (key: string, values: TranslateValues): string =>
  `${key}?${Object.entries(values)
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`)
    .join('&')}`;

/** The key and the values of a message made by `messageWith` (a plain key has no values). */
export function splitMessage(message: string, values?: TranslateValues): [string, TranslateValues | undefined] {
  const at = message.indexOf('?');
  if (at < 0) return [message, values];
  const carried: TranslateValues = {};
  for (const pair of message.slice(at + 1).split('&')) {
    const [name, value = ''] = pair.split('=');
    if (!name) continue;
    const decoded = decodeURIComponent(value);
    carried[name] = /^\d+$/.test(decoded) ? Number(decoded) : decoded;
  }
  return [message.slice(0, at), { ...carried, ...values }];
}

function lookup(tree: Tree, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Tree)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A translate function (i18next's) that also reads the values a message carries (see messageWith). */
export const withCarriedValues =
  (translate: (key: string, values?: TranslateValues) => string): Translate =>
  (message, values) =>
    translate(...splitMessage(message, values));

export function createTranslator(language: Language, bundles: Partial<Record<Language, object>>[]): Translate {
  const trees = bundles.map((bundle) => (bundle[language] ?? {}) as Tree);
  // Created on first use: the first Intl object of a page loads locale data, which a first render need not wait for.
  let plurals: Intl.PluralRules | undefined;
  const find = (key: string) => {
    for (const tree of trees) {
      const text = lookup(tree, key);
      if (text !== undefined) return text;
    }
    return undefined;
  };
  return (message, given) => {
    const [key, values] = splitMessage(message, given);
    const count = values?.count;
    const text =
      (typeof count === 'number' ? find(`${key}_${(plurals ??= new Intl.PluralRules(formatLocales[language])).select(count)}`) : undefined) ?? find(key);
    if (text === undefined) return key;
    return values ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match)) : text;
  };
}
