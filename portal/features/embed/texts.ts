import de from '#shared/i18n/locales/de/embed.json';
import en from '#shared/i18n/locales/en/embed.json';
import type { Translate } from '#shared/i18n/translate';
import { usePortalText, type PortalText } from '#portal/lib/language';
import { useServices } from '#portal/lib/services';
import type { AttributeField, ContrastPair, CssField, ElementSpec } from './builder';

/**
 * The builder's texts come with its chunk (both languages, a few KB), added to the portal's i18next as the page
 * renders: none of them is in any other page's download (nor is the code that would load them as a bundle of
 * portal/lib/locales.ts, in every page's first download).
 */
export function useEmbedText(): PortalText {
  const text = usePortalText();
  const { i18n } = useServices();
  if (!i18n.exists('embed.h1', { lng: text.language })) i18n.addResourceBundle(text.language, 'translation', text.language === 'de' ? de : en, true, true);
  return text;
}

/** A text of the builder, or `fallback` where the texts have none (an element just added to the table, not yet described). */
const textOr = (t: Translate, key: string, fallback: string) => {
  const text = t(key);
  return text === key ? fallback : text;
};

export const elementName = (t: Translate, element: ElementSpec) => textOr(t, `embed.elements.${element.widget}.name`, element.tag);
export const elementSummary = (t: Translate, element: ElementSpec) => textOr(t, `embed.elements.${element.widget}.summary`, '');
export const attributeLabel = (t: Translate, field: AttributeField) => textOr(t, `embed.attributes.${field.name}.label`, field.name);
export const attributeHint = (t: Translate, field: AttributeField) => textOr(t, `embed.attributes.${field.name}.hint`, '');
export const valueLabel = (t: Translate, field: AttributeField, value: string) => textOr(t, `embed.values.${field.name}.${value}`, value);
export const unsetLabel = (t: Translate, field: AttributeField) => textOr(t, `embed.values.${field.name}.unset`, t('embed.values.unset'));
export const propertyLabel = (t: Translate, field: Pick<CssField, 'name'>) => textOr(t, `embed.properties.${field.name.replace(/^--gft-/, '')}`, field.name);
export const pairLabel = (t: Translate, pair: ContrastPair) => textOr(t, `embed.contrast.pairs.${pair.id}`, pair.description);
