import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { privacySummaryDay } from '#portal/features/public/privacy-day';
import pagesDe from '#shared/i18n/locales/de/pages.json';
import pagesEn from '#shared/i18n/locales/en/pages.json';

/**
 * Each version of the privacy summary's text (a fingerprint of `pages.privacy` in both languages) and the day it was
 * written. A changed text has no row yet: add one with today's day, and set `privacySummaryDay` to it.
 */
const versions: Record<string, string> = {
  '31c4e4daf6205b38': '2026-12-07',
  '89d828a370220752': '2026-12-07',
  d4eeaf8d88d3e7be: '2026-12-07',
  d4d2d26c6e200365: '2026-12-07',
  e24e23a1689fc44e: '2026-12-08',
  ba081d5c8194aeba: '2026-12-08',
};

const fingerprint = (texts: unknown) => createHash('sha256').update(JSON.stringify(texts)).digest('hex').slice(0, 16);

describe("the privacy summary's date", () => {
  it('is the day its text, in both languages, was written', () => {
    const now = fingerprint([pagesDe.pages.privacy, pagesEn.pages.privacy]);
    const day = versions[now];
    expect(day, `pages.privacy changed (fingerprint ${now}): add it to the versions with today's day, and set privacySummaryDay to that day`).toBeDefined();
    expect(privacySummaryDay).toBe(day);
  });

  it('tells a changed text apart, in either language', () => {
    const before = fingerprint([pagesDe.pages.privacy, pagesEn.pages.privacy]);
    const changed = structuredClone(pagesEn.pages.privacy);
    changed.intro = `${changed.intro} `;
    expect(fingerprint([pagesDe.pages.privacy, changed])).not.toBe(before);
  });
});
