import { usePortalText } from '#portal/lib/language';
import { isPrerendering } from '#portal/lib/hydration';
import { useServices } from '#portal/lib/services';
import { datedLines, datedPlaceholder, type DatedLineName } from './dated-copy';

/**
 * A dated line (the presale's tense, the privacy policy's date) as of now with the running configuration. The build
 * renders a placeholder that the web server fills in per request; the browser then renders the same line, unless
 * its clock is on the other side of the date than the server's (a rare moment): the server's line then stays until
 * the next render instead of failing hydration.
 */
export function DatedLine({ line }: { line: DatedLineName }) {
  const { t, language } = usePortalText();
  const { config } = useServices();
  const text = isPrerendering() ? datedPlaceholder(line) : datedLines[line](t, language, config.dates, new Date());
  return <span suppressHydrationWarning>{text}</span>;
}
