/**
 * What <gft-certificate-badge> says in each state, and where it links: plain functions of the verification's answer,
 * the language's texts and the attributes (tested without a browser, tests/unit/widgets/certificate-badge.test.ts).
 */
import type { ApiErrorKind } from '#shared/api/errors';
import type { CertificateValidation } from '#shared/api/schemas/certificate';
import { formatLocales, type Language } from '#shared/i18n/languages';
import type { Translate } from '#shared/i18n/translate';

/** The reason each kind of client failure gives (a failed answer of the server is `server`). */
const reasons = { FETCH_ERROR: 'network', TIMEOUT_ERROR: 'timeout', PARSING_ERROR: 'parsing', HTTP_ERROR: 'server', MODULE_ERROR: 'module' } as const;
/** Why a badge could not say how its certificate stands: a failure of the client, or no API or ID to ask with. */
export type FailReason = (typeof reasons)[ApiErrorKind] | 'config' | 'missing';

/** A failed badge: why, in words (`reason`), and the kind its `gft-error` event says. */
export type BadgeFailure = { kind: 'failed'; reason: FailReason; error: ApiErrorKind | 'CONFIG_ERROR' };
export type BadgeState = { kind: 'checking' } | { kind: 'outcome'; outcome: CertificateValidation } | BadgeFailure;

/** The colour of the state's mark: good, to look at, bad, or nothing known yet. */
export type Tone = 'valid' | 'warning' | 'error' | 'neutral';

export interface BadgeView {
  /** The small line at the top: "CO₂ stored · 2025", or "CO₂ certificate" when there are no tonnes to show. */
  title: string;
  /** The large line: the tonnes, or the state in words when there are none. */
  main: string;
  /** The state beside the tonnes ("Valid"); null when `main` says it. */
  state: string | null;
  tone: Tone;
  /** The holder, the certificate's ID, or why it could not be checked. */
  sub: string;
  /** A line more in the large badge: what the state means, or the ID. */
  extra: string | null;
  /** The accessible name of the whole badge (one link): all of it in one sentence, starting with what it shows. */
  label: string;
}

/** A badge failed by a client failure of this kind. */
export const failedWith = (error: ApiErrorKind): BadgeFailure => ({ kind: 'failed', reason: reasons[error], error });

/** The years of a compensation period (`YYYY-MM-DD` days): `2025`, or `2024–2025` across a new year. */
export function yearsOf(period: { startDate: string; endDate: string }): string {
  const [start, end] = [period.startDate.slice(0, 4), period.endDate.slice(0, 4)];
  return start === end ? end : `${start}–${end}`;
}

/** Tonnes as the product writes them (up to three decimals, the language's separators), without the unit. */
export const tonnes = (language: Language, value: number) => new Intl.NumberFormat(formatLocales[language], { maximumFractionDigits: 3 }).format(value);

/**
 * What the badge shows, and its accessible name: the words it shows, in their order, then what only the large badge
 * shows, then where it leads ("CO₂ kompensiert 2025: 12 t, gültig, Dana Demo – Zertifikat prüfen"). A speech user says
 * what they see (WCAG 2.5.3, axe's label-content-name-mismatch): the name holds the visible words in their order.
 */
export function badgeView(state: BadgeState, id: string, size: 'small' | 'large', language: Language, t: Translate): BadgeView {
  const lower = (text: string) => text.charAt(0).toLocaleLowerCase(language) + text.slice(1);
  const name = (start: string, parts: (string | null)[]) => `${start}: ${parts.filter(Boolean).join(', ')} – ${t('badge.verify')}`;
  const plain = (main: string, tone: Tone, sub: string, extra: string | null): BadgeView => ({
    title: t('badge.certificate'),
    main,
    state: null,
    tone,
    sub,
    extra: size === 'large' ? extra : null,
    label: name(t('badge.certificate'), [lower(main), sub, extra]),
  });
  if (state.kind === 'checking') return plain(t('badge.checking'), 'neutral', id, null);
  if (state.kind === 'failed') return plain(t('badge.state.failed'), 'error', t(`badge.failed.${state.reason}`), id || null);
  const { outcome } = state;
  if (outcome.status === 'pending') return plain(t('badge.state.pending'), 'neutral', id, t('badge.pending'));
  if (outcome.status === 'not_found') return plain(t('badge.state.notFound'), 'error', id, t('badge.notFound'));
  const { certificate } = outcome;
  const year = yearsOf(certificate.period);
  const amount = t('badge.tonnes', { amount: tonnes(language, certificate.co2Compensated) });
  const stateText = t(`badge.state.${outcome.status}`);
  // A superseded certificate names its successor on the holder's line; the large badge keeps the holder below it.
  const successor = outcome.status === 'superseded' ? t('badge.by', { id: outcome.supersededBy }) : null;
  return {
    title: `${t('badge.compensated')} · ${year}`,
    main: amount,
    state: stateText,
    tone: outcome.status === 'valid' ? 'valid' : 'warning',
    sub: successor ?? certificate.holder,
    extra: successor && size === 'large' ? certificate.holder : null,
    label: name(`${t('badge.compensated')} ${year}`, [
      amount,
      successor ? `${lower(stateText)} ${successor}` : lower(stateText),
      successor ? null : certificate.holder,
      successor ? certificate.holder : null,
    ]),
  };
}

/**
 * The public verification of `id`: `verify-url` (the element's, else the script's `data-verify-url`) with
 * `?certificate=ID`; without one, the portal's `/verify` (`/en/verify` in English) on the origin the bundle was loaded
 * from, which is the portal's own (docs/widgets.md). Anything but an http(s) URL falls back to that.
 */
export function verifyHref(id: string, language: Language, bundleUrl: string, configured?: string | null): string {
  let url: URL | null = null;
  if (configured) {
    try {
      url = new URL(configured, globalThis.location?.href ?? bundleUrl);
    } catch {
      url = null;
    }
    if (url && url.protocol !== 'https:' && url.protocol !== 'http:') url = null;
  }
  url ??= new URL(language === 'en' ? '/en/verify' : '/verify', bundleUrl);
  url.searchParams.set('certificate', id);
  return url.href;
}
