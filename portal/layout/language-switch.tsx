import { Link, useLocation } from 'react-router';
import { storeLanguage } from '#shared/i18n/languages';
import { usePortalText } from '../lib/language';
import { switchLanguage } from '../lib/paths';

/** Links to the same page in the other language, keeping the query string and the hash; stores the choice. */
export function LanguageSwitch({ onSwitch }: { onSwitch?: () => void }) {
  const { t, language } = usePortalText();
  const location = useLocation();
  const target = language === 'de' ? 'en' : 'de';
  return (
    <Link
      className="language-switch"
      to={switchLanguage(location, target)}
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
