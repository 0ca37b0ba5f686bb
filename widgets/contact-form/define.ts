/**
 * <gft-contact-form>: contact request (first name, last name, e-mail, message, news option), sent to support.
 *
 * Event `gft-success` { widget, data: { firstName, lastName, email, message, news } }.
 * Attributes (all elements): `api-base` (the API; overrides the script's `data-api-base`), `lang` (`de` or `en`;
 * when absent, the nearest `lang` of the page, else `de`; a change re-renders).
 * Events (all elements; CustomEvents that bubble and are composed): `gft-ready` { widget, language },
 * `gft-error` { widget, kind, code?, message }.
 * Parts: root, heading, form, field, label, hint, error, input, checkbox, button, summary, success, link.
 * CSS custom properties: --gft-font-family, --gft-font-size, --gft-color-text, --gft-color-heading, --gft-color-muted,
 * --gft-color-primary, --gft-color-primary-hover, --gft-color-primary-contrast, --gft-color-link, --gft-color-error,
 * --gft-color-success, --gft-color-warning, --gft-color-error-background, --gft-color-success-background,
 * --gft-color-warning-background, --gft-color-border, --gft-color-input-border, --gft-color-input-background,
 * --gft-color-background, --gft-color-focus, --gft-radius, --gft-spacing, --gft-max-width.
 */
import { createElement } from 'react';
import { ContactForm } from '#shared/forms/contact-form';
import { defineWidget } from '../lib/define-widget';
import css from './styles.css?inline';

defineWidget({
  tag: 'gft-contact-form',
  widget: 'contact-form',
  props: {},
  css,
  texts: { de: () => import('#shared/i18n/locales/de/contact.json'), en: () => import('#shared/i18n/locales/en/contact.json') },
  render: (_attributes, tools) => createElement(ContactForm, { onSuccess: (data) => tools.success({ data }), onFailure: tools.failure }),
});
