import type { Language } from '#shared/i18n/languages';

const separators: Record<Language, { decimal: string; group: string }> = { de: { decimal: ',', group: '.' }, en: { decimal: '.', group: ',' } };

/**
 * A decimal number typed the user's way: `12,5` and `1.234,5` in German, `12.5` and `1,234.5` in English. The other
 * language's decimal mark is read as one too where it cannot be a thousands separator (`12.5` in German is 12.5).
 * Empty is undefined; anything else that is not a number is NaN, which the schema reports.
 */
export function parseDecimal(language: Language, raw: string): number | undefined {
  const text = raw.trim().replace(/[\s\u00a0\u202f']/g, '');
  if (text === '') return undefined;
  const { decimal, group } = separators[language];
  const sign = /^[-+]/.test(text) ? text[0] : '';
  const body = sign ? text.slice(1) : text;
  const grouped = new RegExp(`^\\d{1,3}(\\${group}\\d{3})+(\\${decimal}\\d*)?$`);
  let plain: string;
  if (grouped.test(body)) plain = body.split(group).join('').replace(decimal, '.');
  else if (/^\d*([.,]\d*)?$/.test(body) && /\d/.test(body)) plain = body.replace(',', '.');
  else return Number.NaN;
  return Number(`${sign}${plain}`);
}

/** A number written for the input the user's way (no grouping: it is read back as typed). */
export function formatDecimal(language: Language, value: unknown): string {
  if (typeof value !== 'number' || Number.isNaN(value)) return '';
  return String(value).replace('.', separators[language].decimal);
}
