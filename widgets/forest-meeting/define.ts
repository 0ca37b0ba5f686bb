/**
 * <gft-forest-meeting>: meeting request of a forest owner. Its attributes, events, parts and CSS custom properties are
 * documented once, in widgets/lib/elements.ts (the source of dist/widgets/custom-elements.json and of defineWidget's
 * props).
 */
import { createElement } from 'react';
import { ForestMeetingForm } from '#shared/forms/forest-meeting-form';
import fileFieldCss from '#shared/ui/file-field.css?inline';
import meetingCss from '#shared/ui/meeting.css?inline';
import { defineWidget } from '../lib/define-widget';
import css from './styles.css?inline';

defineWidget({
  tag: 'gft-forest-meeting',
  widget: 'forest-meeting',
  props: { calendarUrl: true, privacyUrl: true },
  // Only this element has a file field and a calendar: the others do not carry their styles.
  css: fileFieldCss + meetingCss + css,
  texts: { de: () => import('#shared/i18n/locales/de/meeting.json'), en: () => import('#shared/i18n/locales/en/meeting.json') },
  render: (attributes, tools) =>
    createElement(ForestMeetingForm, {
      calendarUrl: attributes.calendarUrl,
      privacyUrl: attributes.privacyUrl,
      onSuccess: ({ meetingId, startsAt, ...data }) => tools.success({ data, meetingId, startsAt }),
      onFailure: tools.failure,
    }),
});
