/**
 * <gft-token-lead>: registration for the token presale. Its attributes, events, parts and CSS custom properties are
 * documented once, in widgets/lib/elements.ts (the source of dist/widgets/custom-elements.json and of defineWidget's
 * props).
 */
import { createElement } from 'react';
import { TokenLeadForm } from '#shared/forms/token-lead-form';
import { defineWidget } from '../lib/define-widget';
import css from './styles.css?inline';

defineWidget({
  tag: 'gft-token-lead',
  widget: 'token-lead',
  props: { privacyUrl: true },
  css,
  render: (attributes, tools) =>
    createElement(TokenLeadForm, { privacyUrl: attributes.privacyUrl, onSuccess: (data) => tools.success({ data }), onFailure: tools.failure }),
});
