import { describe, expect, it } from 'vitest';
import { parseAppConfig } from '#shared/config/config';
import { createI18n } from '#shared/i18n/create-i18n';
import pagesDe from '#shared/i18n/locales/de/pages.json';
import pagesEn from '#shared/i18n/locales/en/pages.json';
import type { Language } from '#shared/i18n/languages';
import { monthPassed, presaleCopy, privacyDateLine } from '#portal/features/public/dated-copy';

const dates = parseAppConfig({ apiBase: 'https://api.example' }).dates;
const t = (language: Language) => {
  const i18n = createI18n(language, [{ de: pagesDe, en: pagesEn }]);
  return i18n.getFixedT(language) as unknown as (key: string, values?: Record<string, string | number>) => string;
};

describe('dated copy', () => {
  it("defaults to the SPEC dates: presale August 2025, whitepaper July 2025; the full privacy policy's only when configured", () => {
    expect(dates).toEqual({ presale: '2025-08', whitepaper: '2025-07' });
    expect(privacyDateLine(t('en'), 'en', dates, new Date('2026-11-23T12:00:00Z'))).toBe('');
  });

  it('a month is passed from the first day of the next month', () => {
    expect(monthPassed('2025-08', new Date('2025-08-31T23:59:59Z'))).toBe(false);
    expect(monthPassed('2025-08', new Date('2025-09-01T00:00:00Z'))).toBe(true);
    expect(monthPassed('2025-12', new Date('2026-01-01T00:00:00Z'))).toBe(true);
  });

  it('speaks of the presale and the whitepaper with their dates before, in one timeless line after (German)', () => {
    expect(presaleCopy(t('de'), 'de', dates, new Date('2025-05-10T12:00:00Z'))).toBe(
      'Der Verkauf der ersten greenfee-Token ist für August 2025 geplant. Das Whitepaper, das den Token beschreibt, wird im Juli 2025 eingereicht. Melden Sie sich an, und wir informieren Sie, sobald er beginnt.',
    );
    expect(presaleCopy(t('de'), 'de', dates, new Date('2025-08-10T12:00:00Z'))).toBe(
      'Der Verkauf der ersten greenfee-Token ist für August 2025 geplant. Das Whitepaper, das den Token beschreibt, wurde im Juli 2025 eingereicht. Melden Sie sich an, und wir informieren Sie, sobald er beginnt.',
    );
    expect(presaleCopy(t('de'), 'de', dates, new Date('2026-11-23T12:00:00Z'))).toBe(
      'Token sind im greenfee-Portal erhältlich, zu festen Preisen je Wald: Legen Sie ein Konto an und kaufen Sie so viele, wie Sie brauchen.',
    );
  });

  it('speaks of the presale and the whitepaper with their dates before, in one timeless line after (English)', () => {
    expect(presaleCopy(t('en'), 'en', dates, new Date('2025-05-10T12:00:00Z'))).toBe(
      'The sale of the first greenfee tokens is planned for August 2025. The whitepaper that describes the token will be submitted in July 2025. Register and we will let you know as soon as it starts.',
    );
    expect(presaleCopy(t('en'), 'en', dates, new Date('2026-11-23T12:00:00Z'))).toBe(
      'Tokens are on sale in the greenfee portal at fixed prices per forest: open an account and buy as many as you need.',
    );
  });

  it('follows configured dates', () => {
    const later = parseAppConfig({ apiBase: 'https://api.example', dates: { presale: '2027-03', whitepaper: '2027-01' } }).dates;
    expect(presaleCopy(t('en'), 'en', later, new Date('2026-11-23T12:00:00Z'))).toBe(
      'The sale of the first greenfee tokens is planned for March 2027. The whitepaper that describes the token will be submitted in January 2027. Register and we will let you know as soon as it starts.',
    );
    expect(presaleCopy(t('de'), 'de', later, new Date('2026-11-23T12:00:00Z'))).toMatch(
      /^Der Verkauf der ersten greenfee-Token ist für März 2027 geplant\. Das Whitepaper, das den Token beschreibt, wird im Januar 2027 eingereicht\./,
    );
  });

  it('dates the privacy policy in the product\'s date style: "last updated" once the day is reached, "in force from" before', () => {
    const spec = { ...dates, privacyPolicyUpdated: '2022-06-03' };
    expect(privacyDateLine(t('de'), 'de', spec, new Date('2026-11-23T12:00:00Z'))).toBe('Vollständige Fassung zuletzt aktualisiert: 03.06.2022');
    expect(privacyDateLine(t('en'), 'en', spec, new Date('2026-11-23T12:00:00Z'))).toBe('Full policy last updated: Jun 3, 2022');
    const coming = { ...dates, privacyPolicyUpdated: '2027-01-15' };
    expect(privacyDateLine(t('de'), 'de', coming, new Date('2026-11-23T12:00:00Z'))).toBe('Vollständige Fassung gilt ab: 15.01.2027');
    expect(privacyDateLine(t('en'), 'en', coming, new Date('2026-11-23T12:00:00Z'))).toBe('Full policy in force from: Jan 15, 2027');
    expect(privacyDateLine(t('en'), 'en', coming, new Date('2027-01-15T00:00:00Z'))).toBe('Full policy last updated: Jan 15, 2027');
  });
});
