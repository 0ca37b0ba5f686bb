import type { ApiErrorKind } from '#shared/api/errors';

export type WidgetName = 'certificate-verify' | 'token-lead' | 'contact-form' | 'forest-meeting' | 'certificate-badge';

/**
 * The detail of each event every element raises. All are CustomEvents that bubble and are composed (they leave the
 * shadow root). A changed payload gets a new event name, never a silent change.
 */
export interface GftEventDetailMap {
  /** The element has rendered. */
  'gft-ready': { widget: WidgetName; language: 'de' | 'en' };
  /** A form was sent (detail.data: what was submitted), or a certificate was verified (detail.outcome). */
  'gft-success': { widget: WidgetName; [key: string]: unknown };
  /** Something failed; `message` is the text shown to the visitor, in the visitor's language. */
  'gft-error': { widget: WidgetName; kind: ApiErrorKind | 'VALIDATION' | 'CONFIG_ERROR'; code?: string | undefined; message: string };
}

declare global {
  interface HTMLElementEventMap {
    'gft-ready': CustomEvent<GftEventDetailMap['gft-ready']>;
    'gft-success': CustomEvent<GftEventDetailMap['gft-success']>;
    'gft-error': CustomEvent<GftEventDetailMap['gft-error']>;
  }
  /** gft-error with code TAG_DEFINED: the host page defined one of the tags itself (widgets/main.ts). */
  interface DocumentEventMap {
    'gft-error': CustomEvent<GftEventDetailMap['gft-error']>;
  }
}
