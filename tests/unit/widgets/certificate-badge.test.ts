import { describe, expect, it } from 'vitest';
import type { CertificateView } from '#shared/api/schemas/certificate';
import badgeDe from '#shared/i18n/locales/de/badge.json';
import badgeEn from '#shared/i18n/locales/en/badge.json';
import type { Language } from '#shared/i18n/languages';
import { createTranslator } from '#shared/i18n/translate';
import { badgeView, failedWith, verifyHref, yearsOf, type BadgeState } from '#widgets/certificate-badge/model';

const t = (language: Language) => createTranslator(language, [{ de: badgeDe, en: badgeEn }]);
const certificate: CertificateView = {
  id: 'GFT-2025-1A2B3C4D',
  holder: 'Sägewerk Hinterberger GmbH',
  period: { startDate: '2025-01-01', endDate: '2025-12-31' },
  project: 'Halle 2025',
  date: '2026-01-10T08:00:00.000Z',
  co2Emitted: 45,
  co2Compensated: 45,
  transactionID: '0xabc',
  supportedForests: [],
  blockchainUrl: 'https://register.example/0xabc',
};
const view = (state: BadgeState, language: Language = 'de', size: 'small' | 'large' = 'small', id = certificate.id) =>
  badgeView(state, id, size, language, t(language));

describe('<gft-certificate-badge>: what it says', () => {
  it('a valid certificate: "CO₂ stored" with the year, the tonnes, valid, the holder; all of it the link\'s name', () => {
    expect(view({ kind: 'outcome', outcome: { status: 'valid', certificate } })).toEqual({
      title: 'CO₂ gespeichert · 2025',
      main: '45 t',
      state: 'Gültig',
      tone: 'valid',
      sub: 'Sägewerk Hinterberger GmbH',
      extra: null,
      label: 'CO₂ gespeichert 2025: 45 t, gültig, Sägewerk Hinterberger GmbH – Zertifikat prüfen',
    });
    expect(view({ kind: 'outcome', outcome: { status: 'valid', certificate } }, 'en').label).toBe(
      'CO₂ stored 2025: 45 t, valid, Sägewerk Hinterberger GmbH – Verify certificate',
    );
  });

  it('expired says so plainly; superseded says so and by which certificate, in both sizes', () => {
    const expired = view({ kind: 'outcome', outcome: { status: 'expired', certificate, expiredAt: '2026-12-31' } }, 'en');
    expect(expired).toMatchObject({ state: 'Expired', tone: 'warning', sub: 'Sägewerk Hinterberger GmbH' });
    expect(expired.label).toBe('CO₂ stored 2025: 45 t, expired, Sägewerk Hinterberger GmbH – Verify certificate');
    const superseded: BadgeState = {
      kind: 'outcome',
      outcome: { status: 'superseded', certificate, supersededBy: 'GFT-2026-9Z8Y7X6W', supersededAt: '2026-03-01T10:00:00.000Z' },
    };
    expect(view(superseded)).toMatchObject({ state: 'Ersetzt', tone: 'warning', sub: 'durch GFT-2026-9Z8Y7X6W', extra: null });
    expect(view(superseded, 'de', 'large')).toMatchObject({ sub: 'durch GFT-2026-9Z8Y7X6W', extra: 'Sägewerk Hinterberger GmbH' });
    expect(view(superseded, 'en').label).toBe('CO₂ stored 2025: 45 t, superseded by GFT-2026-9Z8Y7X6W, Sägewerk Hinterberger GmbH – Verify certificate');
  });

  it('pending, not found, checking and a failure say it in words, with the ID (no tonnes to show)', () => {
    expect(view({ kind: 'outcome', outcome: { status: 'pending', readyAt: null } }, 'en', 'small', 'GFT-DEMO-PENDING')).toEqual({
      title: 'CO₂ certificate',
      main: 'Under review',
      state: null,
      tone: 'neutral',
      sub: 'GFT-DEMO-PENDING',
      extra: null,
      label: 'CO₂ certificate: under review, GFT-DEMO-PENDING, Being recorded on the register – Verify certificate',
    });
    expect(view({ kind: 'outcome', outcome: { status: 'not_found' } }, 'de', 'large', 'GFT-NOPE')).toMatchObject({
      main: 'Nicht gefunden',
      tone: 'error',
      sub: 'GFT-NOPE',
      extra: 'Kein Zertifikat hat diese ID',
      label: 'CO₂-Zertifikat: nicht gefunden, GFT-NOPE, Kein Zertifikat hat diese ID – Zertifikat prüfen',
    });
    expect(view({ kind: 'checking' }, 'en', 'small', 'GFT-X')).toMatchObject({
      main: 'Checking …',
      sub: 'GFT-X',
      label: 'CO₂ certificate: checking …, GFT-X – Verify certificate',
    });
    expect(view(failedWith('TIMEOUT_ERROR'), 'en', 'large', 'GFT-X')).toMatchObject({
      main: 'Not checked',
      tone: 'error',
      sub: 'Register not answering',
      extra: 'GFT-X',
      label: 'CO₂ certificate: not checked, Register not answering, GFT-X – Verify certificate',
    });
  });

  it('names the link with the words it shows, in their order (WCAG 2.5.3: a speech user says what they see)', () => {
    const words = (text: string) =>
      text
        .normalize('NFKD')
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean)
        .join(' ');
    const states: BadgeState[] = [
      { kind: 'checking' },
      failedWith('FETCH_ERROR'),
      { kind: 'outcome', outcome: { status: 'valid', certificate } },
      { kind: 'outcome', outcome: { status: 'expired', certificate, expiredAt: '2026-12-31' } },
      { kind: 'outcome', outcome: { status: 'superseded', certificate, supersededBy: 'GFT-2', supersededAt: '2026-03-01T10:00:00.000Z' } },
      { kind: 'outcome', outcome: { status: 'pending', readyAt: null } },
      { kind: 'outcome', outcome: { status: 'not_found' } },
    ];
    for (const language of ['de', 'en'] as const)
      for (const size of ['small', 'large'] as const)
        for (const state of states) {
          const shown = view(state, language, size);
          const visible = [shown.title, shown.main, shown.state, shown.sub, shown.extra, size === 'large' ? t(language)('badge.verify') : null];
          expect(words(shown.label), `${language} ${size} ${JSON.stringify(state).slice(0, 40)}`).toContain(words(visible.filter(Boolean).join(' ')));
        }
  });

  it('has words for every reason in both languages, and keeps the kind of the client failure for its event', () => {
    const kinds = ['FETCH_ERROR', 'TIMEOUT_ERROR', 'PARSING_ERROR', 'HTTP_ERROR', 'MODULE_ERROR'] as const;
    expect(kinds.map((kind) => failedWith(kind))).toEqual([
      { kind: 'failed', reason: 'network', error: 'FETCH_ERROR' },
      { kind: 'failed', reason: 'timeout', error: 'TIMEOUT_ERROR' },
      { kind: 'failed', reason: 'parsing', error: 'PARSING_ERROR' },
      { kind: 'failed', reason: 'server', error: 'HTTP_ERROR' },
      { kind: 'failed', reason: 'module', error: 'MODULE_ERROR' },
    ]);
    for (const language of ['de', 'en'] as const)
      for (const reason of ['network', 'timeout', 'parsing', 'server', 'module', 'config', 'missing'] as const)
        expect(view({ kind: 'failed', reason, error: 'CONFIG_ERROR' }, language).sub, `${language} ${reason}`).not.toMatch(/^badge\./);
  });

  it('writes tonnes as the product does and the year of the period (two across a new year)', () => {
    const odd = { ...certificate, co2Compensated: 12345.5, period: { startDate: '2024-07-01', endDate: '2025-06-30' } };
    expect(view({ kind: 'outcome', outcome: { status: 'valid', certificate: odd } }, 'en')).toMatchObject({
      title: 'CO₂ stored · 2024–2025',
      main: '12,345.5 t',
    });
    // German as the product writes it elsewhere (thousands grouped with a period).
    expect(view({ kind: 'outcome', outcome: { status: 'valid', certificate: odd } }, 'de').main).toBe('12.345,5 t');
    expect(yearsOf({ startDate: '2025-01-01', endDate: '2025-12-31' })).toBe('2025');
  });
});

describe('<gft-certificate-badge>: where it links', () => {
  const bundle = 'https://www.greenfee.example/widgets/gft-widgets.js';
  it('by default, the verification page of the origin the bundle came from, in the badge language', () => {
    expect(verifyHref('GFT-DEMO-VALID', 'de', bundle)).toBe('https://www.greenfee.example/verify?certificate=GFT-DEMO-VALID');
    expect(verifyHref('GFT-DEMO-VALID', 'en', bundle)).toBe('https://www.greenfee.example/en/verify?certificate=GFT-DEMO-VALID');
    expect(verifyHref('GFT-DEMO-VALID', 'de', 'https://www.greenfee.example/widgets/v0.1.0/gft-widgets.js')).toBe(
      'https://www.greenfee.example/verify?certificate=GFT-DEMO-VALID',
    );
  });

  it('verify-url when it is an http(s) URL, keeping its own query; anything else falls back to the default', () => {
    expect(verifyHref('GFT-1', 'de', bundle, 'https://portal.example/pruefen?utm=badge')).toBe('https://portal.example/pruefen?utm=badge&certificate=GFT-1');
    expect(verifyHref('GFT-1', 'de', bundle, 'https://portal.example/verify?certificate=OTHER')).toBe('https://portal.example/verify?certificate=GFT-1');
    expect(verifyHref('A B&c', 'de', bundle)).toBe('https://www.greenfee.example/verify?certificate=A+B%26c');
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'http://[broken'])
      expect(verifyHref('GFT-1', 'de', bundle, bad), bad).toBe('https://www.greenfee.example/verify?certificate=GFT-1');
  });
});
