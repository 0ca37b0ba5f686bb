/**
 * <gft-certificate-verify>: certificate verification. An ID in; valid, expired, superseded (by a later certificate of
 * the same project, verified at a press), pending or not found out, with the certificate's details (holder, period,
 * project, date, CO2 emitted and compensated, the certificate it supersedes, transaction, forests, register).
 *
 * Attribute `certificate-id`: filled in and verified at once; without it, `?certificate=ID` of the page URL is used.
 * Event `gft-success` { widget, outcome: 'valid'|'expired'|'superseded'|'pending'|'not_found', certificateId,
 * certificate|null, supersededBy (with 'superseded': the certificate that replaced it) }.
 * Parts of its own: result, certificate.
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
import { CertificateVerify } from '#shared/forms/certificate-verify';
import { defineWidget } from '../lib/define-widget';
import css from './styles.css?inline';

/** The certificate ID in the page's own URL (`?certificate=ID`), for verification links. */
const idFromPageUrl = () => new URLSearchParams(globalThis.location?.search ?? '').get('certificate')?.trim() || undefined;

defineWidget({
  tag: 'gft-certificate-verify',
  widget: 'certificate-verify',
  props: { certificateId: true },
  css,
  texts: { de: () => import('#shared/i18n/locales/de/verify.json'), en: () => import('#shared/i18n/locales/en/verify.json') },
  render: (attributes, tools) =>
    createElement(CertificateVerify, {
      initialId: attributes.certificateId?.trim() || idFromPageUrl(),
      onOutcome: (outcome, certificateId) =>
        tools.success({
          outcome: outcome.status,
          certificateId,
          certificate: 'certificate' in outcome ? outcome.certificate : null,
          ...(outcome.status === 'superseded' ? { supersededBy: outcome.supersededBy } : {}),
        }),
      onFailure: tools.failure,
    }),
});
