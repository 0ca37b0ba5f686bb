/**
 * <gft-certificate-verify>: certificate verification. Its attributes, events, parts and CSS custom properties are
 * documented once, in widgets/lib/elements.ts (the source of dist/widgets/custom-elements.json and of defineWidget's
 * props).
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
