/**
 * <gft-forest-meeting>: meeting request of a forest owner: the form (owner, project, location, stand, a date and a
 * Berlin-time slot, an optional PDF, privacy consent), then the e-mail code step, then the thank-you step.
 *
 * Attributes `calendar-url` (the external calendar service offered on the thank-you step) and `privacy-url`.
 * Event `gft-success` { widget, data: the meeting as submitted, meetingId, startsAt } once the e-mail is confirmed.
 * Parts of its own: fieldset.
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
import { ForestMeetingForm } from '#shared/forms/forest-meeting-form';
import fileFieldCss from '#shared/ui/file-field.css?inline';
import { defineWidget } from '../lib/define-widget';
import css from './styles.css?inline';

defineWidget({
  tag: 'gft-forest-meeting',
  widget: 'forest-meeting',
  props: { calendarUrl: true, privacyUrl: true },
  // Only this element has a file field: the others do not carry its styles.
  css: fileFieldCss + css,
  texts: { de: () => import('#shared/i18n/locales/de/meeting.json'), en: () => import('#shared/i18n/locales/en/meeting.json') },
  render: (attributes, tools) =>
    createElement(ForestMeetingForm, {
      calendarUrl: attributes.calendarUrl,
      privacyUrl: attributes.privacyUrl,
      onSuccess: ({ meetingId, startsAt, ...data }) => tools.success({ data, meetingId, startsAt }),
      onFailure: tools.failure,
    }),
});
