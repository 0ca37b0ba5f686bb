/**
 * The day the privacy summary's text (`pages.privacy` in both languages) last changed, shown on the page rather than
 * SPEC's 03.06.2022 (decision 0072): a summary that names later features under a 2022 date is not honest.
 * tests/unit/portal/privacy-day.test.ts keeps it true: it knows which text each day stands for and fails when the
 * text changes and the day does not.
 */
export const privacySummaryDay = '2026-12-08';
