import { useSyncExternalStore } from 'react';
import { usePortalText } from '#portal/lib/language';
import { isPrerendering } from '#portal/lib/hydration';
import { useServices } from '#portal/lib/services';
import { datedDayAttribute, datedLines, datedPlaceholder, dayStart, utcDay, type DatedLineName } from './dated-copy';

const subscribe = () => () => {};
const today = () => utcDay(new Date());
/**
 * While a prerendered page hydrates: the day its lines were written for (the fill step records it on <html>), which
 * may be weeks ago on a static host; none in the build's prerender, which writes the placeholder.
 */
const writtenDay = () => (isPrerendering() ? '' : (document.documentElement.getAttribute(datedDayAttribute) ?? today()));

/**
 * A dated line (the presale's tense, the privacy policy's date) with the running configuration. The build renders a
 * placeholder that the fill step writes as of its day; hydration renders the line as of that same day (so the text
 * matches), and right after it the line as of today.
 */
export function DatedLine({ line }: { line: DatedLineName }) {
  const { t, language } = usePortalText();
  const { config } = useServices();
  const day = useSyncExternalStore(subscribe, today, writtenDay);
  return <span>{day ? datedLines[line](t, language, config.dates, dayStart(day)) : datedPlaceholder(line)}</span>;
}
