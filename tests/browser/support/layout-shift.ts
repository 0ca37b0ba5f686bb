import type { Page } from 'playwright-core';

/**
 * Sums the page's layout shifts that no input caused (what CLS counts), from its first paint, on every document the
 * page loads from now on; read with `layoutShift`.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift of the current document so far (see recordLayoutShifts). */
export const layoutShift = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { __shifts: { total: number } }).__shifts.total);
