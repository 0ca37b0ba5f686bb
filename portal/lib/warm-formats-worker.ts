import { formatDate, formatNumber } from '#shared/i18n/format';

// A number and a date format made here, so the engine builds its tables of locales off the page's main thread
// (warm-formats.ts says why); then the page is told it is done.
formatNumber('de', 0);
formatDate('de', '2000-01-01');
postMessage(null);
