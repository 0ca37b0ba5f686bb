/**
 * <gft-contact-form>: contact request. Its attributes, events, parts and CSS custom properties are documented once, in
 * widgets/lib/elements.ts (the source of dist/widgets/custom-elements.json and of defineWidget's props).
 */
import { createElement } from 'react';
import { ContactForm } from '#shared/forms/contact-form';
import { defineWidget } from '../lib/define-widget';
import css from './styles.css?inline';

defineWidget({
  tag: 'gft-contact-form',
  widget: 'contact-form',
  props: { privacyUrl: true },
  css,
  render: (attributes, tools) =>
    createElement(ContactForm, { privacyUrl: attributes.privacyUrl, onSuccess: (data) => tools.success({ data }), onFailure: tools.failure }),
});
