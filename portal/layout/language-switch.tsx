import { Link, useLocation } from 'react-router-dom';
import { storeLanguage } from '#shared/i18n/languages';
import { usePortalText } from '../lib/language';
import { useHydrated } from '../lib/hydration';
import { localized, paramPaths, paths, splitLanguage, switchLanguage } from '../lib/paths';

/** Links to the same page in the other language, keeping the query string and the hash; stores the choice. */
export function LanguageSwitch({ onSwitch }: { onSwitch?: () => void }) {
  const { t, language } = usePortalText();
  const location = useLocation();
  const hydrated = useHydrated();
  const target = language === 'de' ? 'en' : 'de';
  // A forest page's HTML is one file for every forest (a static host answers any /forests/<id> with it): there, and
  // while it hydrates, the switch leads to the other language's home page, which names no forest; right after, to this
  // forest (React sets an attribute only when the rendered value changes, so the HTML's must be rendered first).
  const anyForest = !hydrated && paramPaths.forest.match(splitLanguage(location.pathname).path) !== null;
  return (
    <Link
      className="language-switch"
      to={anyForest ? localized(target, paths.home) : switchLanguage(location, target)}
      hrefLang={target}
      lang={target}
      aria-label={t('nav.switchToLabel')}
      onClick={() => {
        storeLanguage(target);
        onSwitch?.();
      }}
    >
      {t('nav.switchTo')}
    </Link>
  );
}
