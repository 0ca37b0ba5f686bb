/**
 * What <gft-certificate-badge> says in each state, and where it links: plain functions of the verification's answer,
 * the language's texts and the attributes (tested without a browser, tests/unit/widgets/certificate-badge.test.ts).
 */
import type { ApiErrorKind } from '#shared/api/errors';
import type { CertificateValidation } from '#shared/api/schemas/certificate';
import { formatLocales, type Language } from '#shared/i18n/languages';
import type { Translate } from '#shared/i18n/translate';

/** Why a badge could not say how its certificate stands. */
export type FailReason = 'network' | 'timeout' | 'parsing' | 'server' | 'module' | 'config' | 'missing';

export type BadgeState = { kind: 'checking' } | { kind: 'outcome'; outcome: CertificateValidation } | { kind: 'failed'; reason: FailReason };

/** The colour of the state's mark: good, to look at, bad, or nothing known yet. */
export type Tone = 'valid' | 'warning' | 'error' | 'neutral';

export interface BadgeView {
  /** The small line at the top: "CO₂ compensated · 2025", or "CO₂ certificate" when there are no tonnes to show. */
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
  /** The accessible name of the whole badge (one link): all of it in one sentence. */
  label: string;
}

/** The reason an API failure gives (the client's kinds; a failed answer of the server is `server`). */
export const failReason = (kind: ApiErrorKind | undefined): FailReason =>
  kind === 'FETCH_ERROR'
    ? 'network'
    : kind === 'TIMEOUT_ERROR'
      ? 'timeout'
      : kind === 'PARSING_ERROR'
        ? 'parsing'
        : kind === 'MODULE_ERROR'
          ? 'module'
          : 'server';

/** The years of a compensation period (`YYYY-MM-DD` days): `2025`, or `2024–2025` across a new year. */
export function yearsOf(period: { startDate: string; endDate: string }): string {
  const [start, end] = [period.startDate.slice(0, 4), period.endDate.slice(0, 4)];
  return start === end ? end : `${start}–${end}`;
}

/** Tonnes as the product writes them (up to three decimals, the language's separators), without the unit. */
export const tonnes = (language: Language, value: number) => new Intl.NumberFormat(formatLocales[language], { maximumFractionDigits: 3 }).format(value);

export function badgeView(state: BadgeState, id: string, size: 'small' | 'large', language: Language, t: Translate): BadgeView {
  const plain = (main: string, tone: Tone, sub: string, extra: string | null, label: string): BadgeView => ({
    title: t('badge.certificate'),
    main,
    state: null,
    tone,
    sub,
    extra: size === 'large' ? extra : null,
    label,
  });
  if (state.kind === 'checking') return plain(t('badge.checking'), 'neutral', id, null, t('badge.label.checking', { id }));
  if (state.kind === 'failed') {
    const reason = t(`badge.failed.${state.reason}`);
    return plain(t('badge.state.failed'), 'error', reason, id, t('badge.label.failed', { id, reason }));
  }
  const { outcome } = state;
  if (outcome.status === 'pending') return plain(t('badge.state.pending'), 'neutral', id, t('badge.pending'), t('badge.label.pending', { id }));
  if (outcome.status === 'not_found') return plain(t('badge.state.notFound'), 'error', id, t('badge.notFound'), t('badge.label.notFound', { id }));
  const { certificate } = outcome;
  const values = { holder: certificate.holder, amount: tonnes(language, certificate.co2Compensated), year: yearsOf(certificate.period) };
  const successor = outcome.status === 'superseded' ? outcome.supersededBy : null;
  return {
    title: `${t('badge.compensated')} · ${values.year}`,
    main: t('badge.tonnes', values),
    state: t(`badge.state.${outcome.status}`),
    tone: outcome.status === 'valid' ? 'valid' : 'warning',
    // The small badge has one line for the holder or the successor: a superseded certificate names its successor.
    sub: successor && size === 'small' ? t('badge.by', { id: successor }) : certificate.holder,
    extra: successor && size === 'large' ? t('badge.supersededBy', { id: successor }) : null,
    label: t(`badge.label.${outcome.status}`, { ...values, id: successor ?? certificate.id }),
  };
}

/**
 * The public verification of `id`: `verify-url` (the element's, else the script's `data-verify-url`) with
 * `?certificate=ID`; without one, the portal's `/verify` (`/en/verify` in English) on the origin the bundle was loaded
 * from, which is the portal's own (README, "Embedding the widgets"). Anything but an http(s) URL falls back to that.
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
