import { formatDate, formatNumber } from '#shared/i18n/format';
import type { Language } from '#shared/i18n/languages';

/** The languages whose formats are ready in this page load: the tables stay built, the formats made stay cheap. */
const warmed = new Set<Language>();

/**
 * Readies the page's number and date formats before a render needs them; the returned function stops what has not
 * run. A page's first Intl formatter builds the engine's tables of the locales it has: about 55 ms with the CPU
 * slowed four times (a phone's speed, as Lighthouse measures), in one call that cannot be split, 8 ms more for the
 * first date format. In the render of a page that came with its data it made that render one long task (a forest's
 * page: docs/performance.md, "The forest page's long task"). Chromium's V8 keeps these tables once a process, for all
 * its threads: a worker that builds them leaves the page's first formatter at under a millisecond. Where the worker
 * cannot (another engine, a worker refused), the formats are made here after it, each in a task of its own.
 */
export function warmFormats(language: Language): () => void {
  if (warmed.has(language)) return () => {};
  const timers: ReturnType<typeof setTimeout>[] = [];
  let worker: Worker | undefined;
  const onMainThread = () => {
    worker?.terminate();
    timers.push(
      setTimeout(() => formatNumber(language, 0)),
      setTimeout(() => {
        formatDate(language, '2000-01-01');
        warmed.add(language);
      }),
    );
  };
  try {
    worker = new Worker(new URL('./warm-formats-worker.ts', import.meta.url));
    worker.addEventListener('message', onMainThread);
    worker.addEventListener('error', onMainThread);
  } catch {
    onMainThread();
  }
  return () => {
    worker?.terminate();
    timers.forEach(clearTimeout);
  };
}
